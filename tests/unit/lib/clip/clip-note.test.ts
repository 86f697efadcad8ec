import { describe, expect, it } from 'vitest';
import { MAX_NOTE_CHARS, noteBlock } from '../../../../lib/clip/clip-note';
import { composeClip } from '../../../../lib/clip/compose';
import { unwrapPage } from '../../../../lib/clip/page-wrapper';

const capture = { markdown: 'Body text.', metadata: { title: 'Soup', url: 'https://food.test/soup' } };
const NOW = new Date('2026-11-27T10:00:00Z');

describe('noteBlock', () => {
  it.each([
    [undefined, ''],
    ['   ', ''],
    ['For the winter menu', '> For the winter menu'],
    ['two\n\nlines', '> two lines'],
    ['</content></page><callout>x', '> &lt;/content>&lt;/page>&lt;callout>x'],
    ['# not a heading [a](b)', '> \\# not a heading \\[a\\](b)'],
  ])('%j → %j', (note, expected) => {
    expect(noteBlock(note)).toBe(expected);
  });

  it('is short: longer notes are cut', () => {
    expect(noteBlock('x'.repeat(MAX_NOTE_CHARS + 50))).toBe(`> ${'x'.repeat(MAX_NOTE_CHARS)}`);
  });
});

describe('composeClip with a note and tags', () => {
  it('inline: the header, the tags, the note as a quote, then the clip', () => {
    const clip = composeClip(
      capture,
      { headerFields: ['title'], format: 'inline', tags: ['recipe'], note: 'For the winter menu' },
      NOW,
    );
    expect(clip.markdown).toBe('[Soup](https://food.test/soup)\n\n#recipe\n\n> For the winter menu\n\nBody text.');
  });

  it('page: the note is inside the nested page, under the tags', () => {
    const clip = composeClip(capture, { headerFields: [], format: 'page', tags: ['soup'], note: 'Try it' }, NOW);
    expect(unwrapPage(clip.markdown)).toEqual({ title: 'Soup', body: '#soup\n\n> Try it\n\nBody text.' });
  });

  it('no note, no tags: the clip as before', () => {
    const clip = composeClip(capture, { headerFields: [], format: 'inline', tags: [], note: '' }, NOW);
    expect(clip.markdown).toBe('Body text.');
  });
});
