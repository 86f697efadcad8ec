import { describe, expect, it } from 'vitest';
import { carryChange } from '../../../../lib/clip/carry-change';

const HEADER = '[Soup](https://food.test/soup) · Food';
const BODY = 'The soup is slowly cooked with onions.';

describe('carryChange', () => {
  it.each<[string, string, string, string, string | undefined]>([
    [
      'a note added under the header, the body edited',
      `${HEADER}\n\n${BODY}`,
      `${HEADER}\n\n> Winter\n\n${BODY}`,
      `${HEADER}\n\n${BODY} My edit.`,
      `${HEADER}\n\n> Winter\n\n${BODY} My edit.`,
    ],
    [
      'a note changed, the body edited',
      `${HEADER}\n\n> Winte\n\n${BODY}`,
      `${HEADER}\n\n> Winter\n\n${BODY}`,
      `${HEADER}\n\n> Winte\n\nMy own text only.`,
      `${HEADER}\n\n> Winter\n\nMy own text only.`,
    ],
    [
      'tags removed',
      `${HEADER}\n\n#soup\n\n${BODY}`,
      `${HEADER}\n\n${BODY}`,
      `${HEADER}\n\n#soup\n\n${BODY}\n\nMore.`,
      `${HEADER}\n\n${BODY}\n\nMore.`,
    ],
    [
      'the header the change sits next to was edited away: not placed',
      `${HEADER}\n\n${BODY}`,
      `${HEADER}\n\n> Winter\n\n${BODY}`,
      `My own header\n\nsomething else entirely`,
      undefined,
    ],
    ['no change: the edits as they are', 'a', 'a', 'edited', 'edited'],
  ])('%s', (_name, before, after, edited, expected) => {
    expect(carryChange(edited, before, after)).toBe(expected);
  });

  it('a stretch that stands twice in the edits is not guessed at', () => {
    const before = `${HEADER}\n\n${BODY}`;
    const after = `${HEADER}\n\n> Winter\n\n${BODY}`;
    expect(carryChange(`${before}\n\n${before}`, before, after)).toBeUndefined();
  });
});
