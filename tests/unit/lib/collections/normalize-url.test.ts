import { describe, expect, it } from 'vitest';
import { isItemOf } from '../../../../lib/collections/find-item';
import { normalizeUrl } from '../../../../lib/collections/normalize-url';

describe('normalizeUrl', () => {
  it.each([
    ['https://www.example.com/a/', 'example.com/a'],
    ['http://example.com/a#part', 'example.com/a'],
    ['https://example.com/a?utm_source=x&b=2&a=1&fbclid=z', 'example.com/a?a=1&b=2'],
    ['https://Example.com:8080/', 'example.com:8080'],
    ['not a url', 'not a url'],
  ])('%s → %s', (input, key) => expect(normalizeUrl(input)).toBe(key));
});

describe('isItemOf', () => {
  it('matches by the URL property after normalisation, else by title', () => {
    const item = { id: '1', title: 'A  Page', properties: { link: 'https://www.example.com/a/?utm_medium=m' } };
    expect(isItemOf(item, { urlKey: 'link', url: 'http://example.com/a', title: 'other' })).toBe(true);
    expect(isItemOf(item, { urlKey: 'link', url: 'http://example.com/b', title: 'A Page' })).toBe(false);
    expect(isItemOf(item, { title: 'a page' })).toBe(true);
  });
});
