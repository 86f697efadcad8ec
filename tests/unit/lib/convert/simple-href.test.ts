import { describe, expect, it } from 'vitest';
import { simpleHref } from '../../../../lib/convert/simple-href';

const BASE = 'https://example.com/blog/post.html?x=1#top';

describe('simpleHref', () => {
  // Every shape the fast path accepts must give exactly what the URL parser gives.
  it.each([
    ['https://example.com/a/b-c_d~e.png', BASE],
    ['http://cdn.example.co.uk/img/x.jpg?w=800&h=600#f', BASE],
    ['https://example.com', BASE],
    ['https://a-b.example/path/', BASE],
    ['https://localhost/x', BASE],
    ['/notes/word-123', BASE],
    ['/img/x-800.webp?v=2', BASE],
    ['/', BASE],
    ['/a#frag?x=1', BASE],
    ['/notes/x', 'https://user:pw@example.com:8443/dir/'],
    ['/notes/x', 'http://[::1]:8080/'],
    ['#section-2', BASE],
    ['#', BASE],
    ['#a#b?c=d/e', BASE],
    ['#top', 'https://example.com'],
    ['#x', 'https://user:pw@example.com:8443/dir/page?q=1'],
    ['img.png', BASE],
    ['notes/word-123?v=2#f', BASE],
    ['x-y_z~w/', 'https://example.com'],
    ['a.html', 'https://example.com/dir/'],
    ['a', 'https://example.com/dir/sub/page'],
    ['a', 'https://example.com/dir/page?q=/x/y#/z/w'],
    ['/wiki/Bar', 'https://en.wikipedia.org/wiki/Foo_(bar)'],
  ])('%s against %s is what new URL gives', (raw, base) => {
    expect(simpleHref(raw, base)).toBe(new URL(raw, base).href);
  });

  // Shapes the parser rewrites, or that a scheme check must see: the fast path declines them.
  it.each([
    ['HTTPS://Example.com/x'],
    ['https://EXAMPLE.com/x'],
    ['https://example.com:443/x'],
    ['https://192.168.0.1/x'],
    ['https://a.0x10/x'],
    ['https://xn--nxasmq6b.com/x'],
    ['https://example.com/a/../b'],
    ['https://example.com/./b'],
    ['https://example.com?x'],
    ['https://example.com/a b'],
    ['https://example.com/a%20b'],
    ['https://example.com/a(b)'],
    ['https://example.com\\a'],
    ['//cdn.example.com/x'],
    ['/a/../b'],
    ['/a\tb'],
    ['./img.png'],
    ['../img.png'],
    ['.hidden'],
    ['a/../b'],
    ['a/./b'],
    ['a b.png'],
    ['a(1).png'],
    ['#a b'],
    ['#a(b)'],
    ['#é'],
    ['?q=1'],
    ['mailto:x@example.com'],
    ['x:y'],
    ['https-guide:x'],
    ['javascript:alert(1)'],
    ['data:image/png;base64,xx'],
    ['https://ex..com/x'],
    ['https://-x.com/x'],
  ])('%s is left to the URL parser', (raw) => {
    expect(simpleHref(raw, BASE)).toBeNull();
  });

  it.each([['about:blank'], ['file:///tmp/x.html'], ['not a url']])(
    'a root-relative, relative or fragment URL against %s is left to the parser',
    (base) => {
      expect(simpleHref('/x', base)).toBeNull();
      expect(simpleHref('x', base)).toBeNull();
      expect(simpleHref('#x', base)).toBeNull();
    },
  );

  // url.ts encodes parentheses for markdown after the parser: a base holding them takes that path.
  it('a relative or fragment URL against a base with parentheses is left to the parser', () => {
    expect(simpleHref('#cite', 'https://en.wikipedia.org/wiki/Foo_(bar)')).toBeNull();
    expect(simpleHref('Baz', 'https://en.wikipedia.org/wiki/Foo_(bar)')).toBeNull();
  });
});
