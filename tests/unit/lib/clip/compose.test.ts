import { describe, expect, it } from 'vitest';
import { composeClip } from '../../../../lib/clip/compose';
import { buildHeaderLine } from '../../../../lib/clip/header';
import { unwrapPage } from '../../../../lib/clip/page-wrapper';
import type { PageMetadata } from '../../../../lib/capture/types';
import type { HeaderField } from '../../../../lib/model/types';

const NOW = new Date(2025, 2, 4, 9, 7);
const META: PageMetadata = {
  title: 'How *bold* [links] work',
  url: 'https://example.com/a b?(x)#frag',
  canonicalUrl: 'https://example.com/post(1)',
  siteName: 'Example',
  author: 'Ada <Lovelace>',
  published: '2024-12-31',
};

describe('buildHeaderLine', () => {
  it.each<[string, HeaderField[], string]>([
    ['all fields in the default order', ['title', 'site', 'author', 'published', 'clippedAt'],
      '[How \\*bold\\* \\[links\\] work](https://example.com/post%281%29) · Example · by Ada \\<Lovelace\\> · published 2024-12-31 · clipped 2025-03-04 09:07'],
    ['the user order', ['clippedAt', 'site', 'title'],
      'clipped 2025-03-04 09:07 · Example · [How \\*bold\\* \\[links\\] work](https://example.com/post%281%29)'],
    ['no fields: no header', [], ''],
    ['a field listed twice appears once', ['site', 'site'], 'Example'],
  ])('%s', (_name, fields, expected) => {
    expect(buildHeaderLine(META, fields, NOW)).toBe(expected);
  });

  it.each([
    ['missing fields are skipped', { title: 'T', url: 'https://x.test/' }, ['site', 'author', 'published', 'title'], '[T](https://x.test/)'],
    ['a javascript: URL is not linked', { title: 'T', url: 'javascript:alert(1)' }, ['title'], 'T'],
    ['a block:// URL is not linked', { title: 'T', url: 'block://ABC' }, ['title'], 'T'],
    ['an untitled page uses its URL', { title: '', url: 'https://x.test/p' }, ['title'], '[https://x.test/p](https://x.test/p)'],
    ['dialect tags in a site name are literal', { title: 'T', url: 'https://x.test/', siteName: '</content></page><callout>' }, ['site'],
      '\\</content\\>\\</page\\>\\<callout\\>'],
  ] as Array<[string, PageMetadata, HeaderField[], string]>)('%s', (_name, meta, fields, expected) => {
    expect(buildHeaderLine(meta, fields, NOW)).toBe(expected);
  });
});

describe('composeClip', () => {
  const capture = { markdown: '## Intro\n\nBody text.\n', metadata: META };

  it('inline: header line, blank line, then the clip', () => {
    const { markdown, title } = composeClip(capture, { headerFields: ['site'], format: 'inline' }, NOW);
    expect(markdown).toBe('Example\n\n## Intro\n\nBody text.');
    expect(title).toBe('How *bold* [links] work');
  });

  it('page: one nested page titled with the escaped page title holding header and clip', () => {
    const { markdown } = composeClip(capture, { headerFields: ['site'], format: 'page' }, NOW);
    expect(markdown.startsWith('<page><pageTitle>How \\*bold\\* \\[links\\] work</pageTitle><content>')).toBe(true);
    expect(unwrapPage(markdown)).toEqual({ title: 'How \\*bold\\* \\[links\\] work', body: 'Example\n\n## Intro\n\nBody text.' });
  });

  it('no header fields: the clip alone', () => {
    expect(composeClip(capture, { headerFields: [], format: 'inline' }, NOW).markdown).toBe('## Intro\n\nBody text.');
  });

  it('a title with a newline stays one line', () => {
    const { markdown } = composeClip({ markdown: 'x', metadata: { title: 'a\nb', url: 'https://x.test' } }, { headerFields: [], format: 'page' }, NOW);
    expect(unwrapPage(markdown)?.title).toBe('a b');
  });
});

describe('unwrapPage', () => {
  it.each([
    ['plain markdown', 'Hello', undefined],
    ['a page followed by more blocks', '<page><pageTitle>T</pageTitle><content>\nx\n</content></page>\n\nmore', undefined],
    ['a page whose body mentions the closing tags', '<page><pageTitle>T</pageTitle><content>\na </content></page> b\n</content></page>',
      { title: 'T', body: 'a </content></page> b' }],
  ])('%s', (_name, markdown, expected) => {
    expect(unwrapPage(markdown)).toEqual(expected);
  });
});
