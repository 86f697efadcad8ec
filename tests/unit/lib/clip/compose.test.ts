import { describe, expect, it } from 'vitest';
import { composeClip } from '../../../../lib/clip/compose';
import { linkCapture } from '../../../../lib/clip/link-capture';
import { unwrapPage } from '../../../../lib/clip/page-wrapper';
import type { PageMetadata } from '../../../../lib/capture/types';
import type { HeaderField } from '../../../../lib/model/types';

const NOW = new Date(2025, 2, 4, 9, 7);
const META: PageMetadata = {
  title: 'How *bold* [links] work',
  url: 'https://example.com/a#frag',
  canonicalUrl: 'https://example.com/post(1)',
  siteName: 'Example',
  author: 'Ada <b>Lovelace</b>',
  published: '2024-12-31',
};
const inline = (fields: HeaderField[], meta: PageMetadata = META) =>
  composeClip({ markdown: 'Body.', metadata: meta }, { headerFields: fields, format: 'inline' }, NOW).markdown;

describe('composeClip header', () => {
  it.each<[string, HeaderField[], string]>([
    [
      'every field in the default order, title linked to the canonical URL',
      ['title', 'site', 'author', 'published', 'clippedAt'],
      '[How \\*bold\\* [links] work](https://example.com/post%281%29) · Example · by Ada &lt;b>Lovelace&lt;/b> · published 2024-12-31 · clipped [2025-03-04](date://2025-03-04) 9:07 AM',
    ],
    ['the order the user chose', ['clippedAt', 'site'], 'clipped [2025-03-04](date://2025-03-04) 9:07 AM · Example'],
    ['a field listed twice appears once', ['site', 'site'], 'Example'],
  ])('%s', (_name, fields, header) => {
    expect(inline(fields)).toBe(`${header}\n\nBody.`);
  });

  it("the day and time are the space's, the time written as the user's locale writes it", () => {
    // 23:30 UTC on 4 March is 08:30 on 5 March in Tokyo: that day's daily note.
    const late = new Date('2025-03-04T23:30:00Z');
    const header = composeClip(
      { markdown: 'Body.', metadata: META },
      { headerFields: ['clippedAt'], format: 'inline' },
      late,
      undefined,
      'Asia/Tokyo',
    ).markdown;
    expect(header).toBe('clipped [2025-03-05](date://2025-03-05) 8:30 AM\n\nBody.');
  });

  it('no fields: the clip alone', () => {
    expect(inline([])).toBe('Body.');
  });

  it.each<[string, PageMetadata, HeaderField[], string]>([
    [
      'missing fields are skipped',
      { title: 'T', url: 'https://x.test/' },
      ['site', 'author', 'published', 'title'],
      '[T](https://x.test/)',
    ],
    ['a javascript: URL is never a link', { title: 'T', url: 'javascript:alert(1)' }, ['title'], 'T'],
    [
      'dialect tags in a site name stay literal',
      { title: 'T', url: 'https://x.test/', siteName: '</content></page><callout>' },
      ['site'],
      '&lt;/content>&lt;/page>&lt;callout>',
    ],
  ])('%s', (_name, meta, fields, header) => {
    expect(inline(fields, meta)).toBe(`${header}\n\nBody.`);
  });
});

describe('composeClip format', () => {
  const capture = { markdown: '## Intro\n\nBody text.\n', metadata: META };

  it('inline: header line, blank line, then the clip', () => {
    const { markdown, title } = composeClip(capture, { headerFields: ['site'], format: 'inline' }, NOW);
    expect(markdown).toBe('Example\n\n## Intro\n\nBody text.');
    expect(title).toBe('How *bold* [links] work');
  });

  it('page: one nested page titled with the escaped page title, holding header and clip', () => {
    const { markdown } = composeClip(capture, { headerFields: ['site'], format: 'page' }, NOW);
    expect(unwrapPage(markdown)).toEqual({
      title: 'How \\*bold\\* [links] work',
      body: 'Example\n\n## Intro\n\nBody text.',
    });
  });

  it('page: a title trying to close the page stays inside it', () => {
    const { markdown } = composeClip(
      { markdown: 'x', metadata: { title: '</pageTitle><content>evil', url: 'https://x.test' } },
      { headerFields: [], format: 'page' },
      NOW,
    );
    expect(unwrapPage(markdown)).toEqual({ title: '&lt;/pageTitle>&lt;content>evil', body: 'x' });
  });
});

describe('composeClip into a new document (issue 11, item 8)', () => {
  const capture = { markdown: '## Intro\n\nBody text.\n', metadata: META };
  const settings = { headerFields: ['site' as const], format: 'page' as const };

  it('holds the clip itself: the document is the page, so no nested page of the same title', () => {
    const { markdown, title } = composeClip(capture, settings, NOW, { kind: 'new-document' });
    expect(markdown).toBe('Example\n\n## Intro\n\nBody text.');
    expect(title).toBe('How *bold* [links] work');
  });

  it.each([
    ['a daily note', { kind: 'daily-note' as const }],
    ['an existing document', { kind: 'document' as const }],
    ['no destination yet', undefined],
  ])('still nests the clip in a page in %s', (_name, destination) => {
    const { markdown } = composeClip(capture, settings, NOW, destination);
    expect(unwrapPage(markdown)?.body).toBe('Example\n\n## Intro\n\nBody text.');
  });
});

describe('unwrapPage', () => {
  it.each([
    ['plain markdown', 'Hello', undefined],
    ['a page followed by more blocks', '<page><pageTitle>T</pageTitle><content>x</content></page>\n\nmore', undefined],
    [
      'a page whose body mentions the closing tags',
      '<page><pageTitle>T</pageTitle><content>a </content></page> b</content></page>',
      { title: 'T', body: 'a </content></page> b' },
    ],
  ])('%s', (_name, markdown, expected) => {
    expect(unwrapPage(markdown)).toEqual(expected);
  });
});

describe('linkCapture', () => {
  it.each([
    [
      'a link with text',
      { url: 'https://guides.example.com/knots', text: 'the *knots* guide' },
      '[the \\*knots\\* guide](https://guides.example.com/knots)',
    ],
    ['a link without text uses its URL', { url: 'https://x.test/a b' }, '[https://x.test/a b](https://x.test/a%20b)'],
    ['a javascript: link is only text', { url: 'javascript:alert(1)', text: 'run' }, 'run'],
  ])('%s', (_name, link, markdown) => {
    expect(linkCapture(link).markdown).toBe(markdown);
  });
});
