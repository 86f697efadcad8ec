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
    ['img.png'],
    ['javascript:alert(1)'],
    ['data:image/png;base64,xx'],
    ['https://ex..com/x'],
    ['https://-x.com/x'],
  ])('%s is left to the URL parser', (raw) => {
    expect(simpleHref(raw, BASE)).toBeNull();
  });

  it.each([['about:blank'], ['file:///tmp/x.html'], ['not a url']])(
    'a root-relative URL against %s is left to the parser',
    (base) => {
      expect(simpleHref('/x', base)).toBeNull();
    },
  );
});
