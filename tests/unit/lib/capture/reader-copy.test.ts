// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readerCopy } from '../../../../lib/capture/reader-copy';
import { loadPage } from './load-page';

const PAGE = `<!doctype html><html lang="de" dir="ltr"><head>
<title>Gezeiten</title>
<meta name="author" content="Mira Okafor">
<base href="https://cdn.example.org/articles/">
<style>body { color: red }</style>
<script>var tracking = 1;</script>
<script type="application/ld+json">{"@type":"Article","headline":"Gezeiten"}</script>
<link rel="stylesheet" href="/site.css">
</head><body><p>Ebbe und Flut <a href="#note">1</a></p><script>var inBody = 2;</script></body></html>`;

describe('readerCopy', () => {
  it('keeps what Readability reads from the head and the whole body, and drops the head scripts and styles', () => {
    const { doc } = loadPage(PAGE, 'https://www.example.org/tides');
    const copy = readerCopy(doc);
    expect(copy).not.toBe(doc);
    expect(copy.title).toBe('Gezeiten');
    expect(copy.documentElement.getAttribute('lang')).toBe('de');
    expect(copy.documentElement.getAttribute('dir')).toBe('ltr');
    expect([...copy.head.children].map((el) => el.localName)).toEqual(['title', 'meta', 'base', 'script']);
    expect(copy.head.querySelector('script')?.getAttribute('type')).toBe('application/ld+json');
    expect(copy.body.outerHTML).toBe(doc.body.outerHTML);
    expect(copy.body.firstElementChild).not.toBe(doc.body.firstElementChild);
    expect(copy.baseURI).toBe('https://cdn.example.org/articles/');
  });

  it('copies the styles of the body as text no CSS parser reads, on the copy only', () => {
    const { doc } = loadPage(
      '<!doctype html><html><body><style>p { color: red }</style><p>Text</p><div><style type="text/css">x {}</style></div></body></html>',
    );
    const copy = readerCopy(doc);
    const styles = [...copy.body.querySelectorAll('style')];
    expect(styles.map((s) => [s.getAttribute('type'), s.textContent])).toEqual([
      ['text/x-craft-inert', 'p { color: red }'],
      ['text/x-craft-inert', 'x {}'],
    ]);
    expect(copy.body.textContent).toBe(doc.body.textContent);
    expect(doc.body.querySelector('style')?.hasAttribute('type')).toBe(false);
  });

  it('copies a page without a body whole', () => {
    const { doc } = loadPage('<!doctype html><html><head><title>Frames</title></head><frameset></frameset></html>');
    expect(readerCopy(doc).documentElement.outerHTML).toBe(doc.documentElement.outerHTML);
  });

  it('makes an aside holding the page heading a div, keeping its attributes, and leaves other asides alone', () => {
    const { doc } = loadPage(
      '<!doctype html><html><body><aside class="main-col"><h1>Story</h1><p>Text</p></aside><aside class="ad"><p>Buy</p></aside></body></html>',
    );
    const copy = readerCopy(doc);
    expect(copy.body.innerHTML).toBe(
      '<div class="main-col"><h1>Story</h1><p>Text</p></div><aside class="ad"><p>Buy</p></aside>',
    );
    expect(doc.body.querySelectorAll('aside')).toHaveLength(2);
  });
});
