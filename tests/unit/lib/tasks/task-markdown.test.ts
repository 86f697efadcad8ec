import { describe, expect, it } from 'vitest';
import {
  MAX_NOTE_CHARS,
  NOTE_SEPARATOR,
  taskDisplayText,
  taskMarkdown,
  taskTitle,
  todoBlockMarkdown,
} from '../../../../lib/tasks/task-markdown';

describe('taskTitle', () => {
  it.each([
    ['Tide Pools', 'https://example.org/tide', '[Tide Pools](https://example.org/tide)'],
    ['A [draft] note', 'https://example.org/a', '[A \\[draft\\] note](https://example.org/a)'],
    ['Spaces   and\nlines', 'https://example.org/', '[Spaces and lines](https://example.org/)'],
    ['', 'https://example.org/x', '[https://example.org/x](https://example.org/x)'],
    ['Wiki', 'https://en.wikipedia.org/wiki/Foo_(bar)', '[Wiki](https://en.wikipedia.org/wiki/Foo_%28bar%29)'],
    ['Local page', 'chrome://settings', 'Local page'],
    ['No url', undefined, 'No url'],
  ])('%j + %j → %j', (title, url, expected) => {
    expect(taskTitle(title, url)).toBe(expected);
  });
});

describe('taskMarkdown', () => {
  it.each([
    ['[T](https://x.org)', undefined, '[T](https://x.org)'],
    ['[T](https://x.org)', '   ', '[T](https://x.org)'],
    ['[T](https://x.org)', 'Read this\n\n  part   first', '[T](https://x.org) — Read this part first'],
  ])('title %j, note %j → %j', (title, note, expected) => {
    expect(taskMarkdown(title, note)).toBe(expected);
  });

  it('keeps title and note on one line, which no server splits (evidence §3a #6)', () => {
    expect(taskMarkdown('[T](https://x.org)', 'a\nb\r\nc')).not.toMatch(/[\r\n]/);
  });

  it('caps a long note with an ellipsis, never past the limit', () => {
    const out = taskMarkdown('T', 'word '.repeat(1000));
    const note = out.split(NOTE_SEPARATOR)[1]!;
    expect(note.length).toBe(MAX_NOTE_CHARS);
    expect(note.endsWith('…')).toBe(true);
    expect(out).not.toContain('\n');
  });
});

describe('todoBlockMarkdown', () => {
  it.each([
    ['[T](https://x.org)', undefined, '- [ ] [T](https://x.org)'],
    ['[T](https://x.org)', 'the\nnote', '- [ ] [T](https://x.org)\n  the note'],
  ])('%j / %j → %j', (title, note, expected) => {
    expect(todoBlockMarkdown(title, note)).toBe(expected);
  });
});

describe('taskDisplayText', () => {
  it.each([
    ['[Tide Pools](https://x.org)\nnote', 'Tide Pools'],
    ['Call [Ann \\[work\\]](https://x.org) back', 'Call Ann [work] back'],
    ['Plain', 'Plain'],
  ])('%j → %j', (markdown, expected) => {
    expect(taskDisplayText(markdown)).toBe(expected);
  });
});
