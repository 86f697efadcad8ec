import { describe, expect, it } from 'vitest';
import { normalizeUrl } from '../../../../lib/reading/normalize-url';

describe('normalizeUrl', () => {
  it.each<[string, string]>([
    ['https://www.example.com/', 'example.com'],
    ['http://example.com', 'example.com'],
    ['HTTPS://WWW.Example.COM/Path/', 'example.com/Path'],
    ['https://example.com/a/b/', 'example.com/a/b'],
    ['https://example.com/a//b', 'example.com/a/b'],
    ['https://example.com/blog/index.html', 'example.com/blog'],
    ['https://example.com:443/a', 'example.com/a'],
    ['http://example.com:80/a', 'example.com/a'],
    ['http://localhost:8080/a', 'localhost:8080/a'],
    ['https://www2.example.com/a', 'example.com/a'],
    ['https://example.com./a', 'example.com/a'],
    ['https://en.wikipedia.org/wiki/Craft#History', 'en.wikipedia.org/wiki/Craft'],
    [
      'https://www.nytimes.com/2024/05/01/tech/ai.html?utm_source=twitter&utm_medium=social&smid=tw',
      'nytimes.com/2024/05/01/tech/ai.html?smid=tw',
    ],
    ['https://example.com/post?fbclid=IwAR0abc', 'example.com/post'],
    ['https://shop.example.com/p/42?gclid=Cj0K&gbraid=x&wbraid=y&msclkid=z', 'shop.example.com/p/42'],
    ['https://example.com/a?_hsenc=p2&_hsmi=1&mc_cid=c&mc_eid=e', 'example.com/a'],
    ['https://example.com/a?pk_campaign=x&mtm_kwd=y&UTM_Source=z', 'example.com/a'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&si=abc123', 'youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'youtu.be/dQw4w9WgXcQ'],
    ['https://news.ycombinator.com/item?id=123456', 'news.ycombinator.com/item?id=123456'],
    ['https://www.google.com/search?q=craft+docs&hl=en', 'google.com/search?hl=en&q=craft+docs'],
    ['https://example.com/list?page=2&sort=new', 'example.com/list?page=2&sort=new'],
    ['https://example.com/list?sort=new&page=2', 'example.com/list?page=2&sort=new'],
    ['https://medium.com/@user/a-post-1a2b3c?source=rss----1', 'medium.com/@user/a-post-1a2b3c?source=rss----1'],
    ['https://github.com/owner/repo/issues/16#issuecomment-1', 'github.com/owner/repo/issues/16'],
    ['https://mail.example.com/#/inbox/42', 'mail.example.com#/inbox/42'],
    ['https://app.example.com/#!/post/7/', 'app.example.com#!/post/7'],
    ['https://example.com/a?q=%C3%A9t%C3%A9', 'example.com/a?q=%C3%A9t%C3%A9'],
    ['https://example.com/caf%C3%A9/', 'example.com/caf%C3%A9'],
    ['https://bücher.example/a', 'xn--bcher-kva.example/a'],
    ['  https://example.com/a  ', 'example.com/a'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeUrl(input)).toBe(expected);
  });

  it.each([
    'chrome://newtab/',
    'about:blank',
    'file:///home/me/a.html',
    'chrome-extension://abc/popup.html',
    'data:text/html,hi',
    'mailto:a@b.c',
    'not a url',
    '',
  ])('%s is not a page that can be matched', (input) => {
    expect(normalizeUrl(input)).toBeUndefined();
  });

  it('the same page reached four ways is one key', () => {
    const ways = [
      'http://www.example.com/story/',
      'https://example.com/story?utm_campaign=spring#comments',
      'https://EXAMPLE.com/story?fbclid=1',
      'https://example.com:443/story',
    ];
    expect(new Set(ways.map(normalizeUrl)).size).toBe(1);
  });

  it('different pages stay apart', () => {
    expect(normalizeUrl('https://example.com/a?id=1')).not.toBe(normalizeUrl('https://example.com/a?id=2'));
    expect(normalizeUrl('https://example.com:8443/a')).not.toBe(normalizeUrl('https://example.com/a'));
    expect(normalizeUrl('https://blog.example.com/a')).not.toBe(normalizeUrl('https://example.com/a'));
  });
});
