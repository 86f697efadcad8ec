import { describe, expect, it } from 'vitest';
import { buildClipHeader, wrapAsPage } from '../../../../lib/convert/wrap';

describe('wrapAsPage', () => {
  it('wraps the body in a Craft page with its title', () => {
    expect(wrapAsPage('My  clip\n', '# Body\n\ntext')).toBe(
      '<page><pageTitle>My clip</pageTitle><content># Body\n\ntext</content></page>',
    );
  });

  it.each([
    ['</pageTitle>', '&lt;/pageTitle>'],
    ['# Not *bold*', '\\# Not \\*bold\\*'],
    ['$5 ==deal==', '\\$5 \\=\\=deal\\=\\='],
    ['   ', 'Untitled'],
  ])('escapes the title %j', (title, expected) => {
    expect(wrapAsPage(title, 'b')).toBe(`<page><pageTitle>${expected}</pageTitle><content>b</content></page>`);
  });
});

describe('buildClipHeader', () => {
  const meta = {
    title: 'Hello [World]',
    url: 'https://example.com/post?a=1',
    siteName: 'Example',
    author: 'Ada Lovelace',
    published: '2024-03-01T10:00:00Z',
    clippedAt: new Date(2026, 10, 21, 9, 5),
  };

  it('renders the enabled fields in the chosen order', () => {
    expect(buildClipHeader(meta, { fields: ['title', 'site', 'author', 'published', 'clippedAt'] })).toBe(
      '[Hello [World]](https://example.com/post?a=1) · Example · by Ada Lovelace · published 2024-03-01 · clipped [2026-11-21](date://2026-11-21) 9:05',
    );
    expect(buildClipHeader(meta, { fields: ['author', 'title'], separator: ' | ' })).toBe(
      'by Ada Lovelace | [Hello [World]](https://example.com/post?a=1)',
    );
  });

  it.each([
    ['en-US', 'Asia/Tokyo', 'clipped [2026-11-22](date://2026-11-22) 7:15 AM'],
    ['de', 'Asia/Tokyo', 'clipped [2026-11-22](date://2026-11-22) 7:15'],
    ['en-US', 'America/Los_Angeles', 'clipped [2026-11-21](date://2026-11-21) 2:15 PM'],
    ['ja', 'Pacific/Kiritimati', 'clipped [2026-11-22](date://2026-11-22) 12:15'],
  ])("the clip time in %s and %s: the space's day, the user's way of writing times", (locale, timeZone, header) => {
    const at = new Date('2026-11-21T22:15:00Z');
    expect(buildClipHeader({ clippedAt: at, locale, timeZone }, { fields: ['clippedAt'] })).toBe(header);
  });

  it('skips fields without a value', () => {
    expect(buildClipHeader({ title: 'T' }, { fields: ['site', 'title', 'author', 'published', 'clippedAt'] })).toBe(
      'T',
    );
  });

  it('keeps a published value that is not an ISO date as escaped text', () => {
    expect(buildClipHeader({ published: 'March *1*' }, { fields: ['published'] })).toBe('published March \\*1\\*');
  });

  it('falls back to the URL as the title', () => {
    expect(buildClipHeader({ url: 'https://a.example/x' }, { fields: ['title'] })).toBe(
      '[https://a.example/x](https://a.example/x)',
    );
  });
});
