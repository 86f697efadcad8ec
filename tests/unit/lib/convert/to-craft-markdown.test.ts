// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { toCraftMarkdown } from '../../../../lib/convert';
import { CRAFT_RULES, craftRules } from '../../../../lib/convert/rules';

const BASE = 'https://example.com/blog/post.html';

function dom(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('toCraftMarkdown', () => {
  it('lists absolute image URLs in document order, each once', () => {
    const { images } = toCraftMarkdown(
      '<img src="b.png"><p><img src="/a.png"></p><img src="b.png"><img src="data:image/gif;base64,R0lGOD">',
      { baseUrl: BASE },
    );
    expect(images).toEqual(['https://example.com/blog/b.png', 'https://example.com/a.png']);
  });

  it('converts a live Node without changing it', () => {
    const doc = dom(
      '<article><p>Hi <b> there </b></p><ul><li>x</li></ul><img data-src="l.png" src="blank.gif"></article>',
    );
    const before = doc.body.innerHTML;
    const { markdown } = toCraftMarkdown(doc.body.firstElementChild!, { baseUrl: BASE });
    expect(markdown).toBe('Hi **there**\n\n- x\n\n![](https://example.com/blog/l.png)');
    expect(doc.body.innerHTML).toBe(before);
  });

  it('converts an element itself, not only its children', () => {
    const doc = dom('<pre class="language-py"><code>x = 1</code></pre><ol start="2"><li>b</li></ol>');
    expect(toCraftMarkdown(doc.querySelector('pre')!, { baseUrl: BASE }).markdown).toBe('```python\nx = 1\n```');
    expect(toCraftMarkdown(doc.querySelector('ol')!, { baseUrl: BASE }).markdown).toBe('2. b');
  });

  it('converts a table cell given as the root as a container of blocks', () => {
    // Readability hands back such a cell inside its own wrapper div, away from its table.
    const doc = dom('<div id="readability-page-1"></div>');
    const cell = doc.createElement('td');
    cell.innerHTML = '<h2>Title</h2><p>First</p><table><tr><th>a</th></tr><tr><td>1</td></tr></table>';
    doc.getElementById('readability-page-1')!.append(cell);
    const { markdown } = toCraftMarkdown(cell, { baseUrl: BASE });
    expect(markdown).toBe('## Title\n\nFirst\n\n| a |\n| --- |\n| 1 |');
  });

  it("keeps a formula's TeX script that the caller skips with the other scripts (page mode)", () => {
    const doc = dom(
      '<p>Energy <script type="math/tex">E=mc^2</script> and</p><script type="math/tex; mode=display">\\int_0^1 x\\,dx</script><script>track()</script>',
    );
    const skip = (el: Element) => el.localName === 'script';
    expect(toCraftMarkdown(doc.body, { baseUrl: BASE, skip }).markdown).toBe(
      'Energy $E=mc^2$ and\n\n$$\\int_0^1 x\\,dx$$',
    );
  });

  it('accepts documents and fragments (e.g. a cloned selection range)', () => {
    const doc = dom('<p>one</p><p>two</p>');
    expect(toCraftMarkdown(doc, { baseUrl: BASE }).markdown).toBe('one\n\ntwo');
    const range = doc.createRange();
    range.selectNodeContents(doc.body);
    expect(toCraftMarkdown(range.cloneContents(), { baseUrl: BASE }).markdown).toBe('one\n\ntwo');
  });

  it('lets a <base href> in the input override the document URL', () => {
    const { markdown } = toCraftMarkdown('<base href="/docs/"><a href="x.html">x</a>', { baseUrl: BASE });
    expect(markdown).toBe('[x](https://example.com/docs/x.html)');
  });

  it('returns empty markdown for empty or noise-only input', () => {
    expect(toCraftMarkdown('', { baseUrl: BASE })).toEqual({ markdown: '', images: [] });
    expect(toCraftMarkdown('<script>x</script><p> </p>', { baseUrl: BASE }).markdown).toBe('');
  });

  it('is reusable: one call does not leak state into the next', () => {
    const first = toCraftMarkdown('<ol><li>a</li></ol><img src="1.png">', { baseUrl: BASE });
    const second = toCraftMarkdown('<ol><li>a</li></ol>', { baseUrl: 'https://other.org/' });
    expect(first.images).toHaveLength(1);
    expect(second).toEqual({ markdown: '1. a', images: [] });
  });
});

describe('the rule list', () => {
  it('holds every rule as a turndown { filter, replacement } object, in priority order', () => {
    expect(CRAFT_RULES).toEqual(Object.values(craftRules));
    for (const rule of CRAFT_RULES) {
      // Without a filter, a rule is chosen by its tag names alone (turndown-service.ts gives turndown that test).
      if (rule.filter === undefined) expect(rule.tags?.size).toBeGreaterThan(0);
      else expect(typeof rule.filter).toBe('function');
      expect(typeof rule.replacement).toBe('function');
    }
  });
});

describe('lazy-loaded images', () => {
  it.each([
    [
      'a blurred preview with the full image in the noscript after it (parsed as text, as with scripts on)',
      '<figure><img src="https://miro.example.com/max/60/a.jpeg?q=20" width="60"><noscript>&lt;img src="https://miro.example.com/max/1400/a.jpeg" width="1400"&gt;</noscript></figure>',
      '![](https://miro.example.com/max/1400/a.jpeg)',
    ],
    [
      'a placeholder with its image in a noscript element',
      '<p><img src="blank.gif" class="lazyload"><noscript><img src="full.jpg" srcset="full-800.jpg 800w, full-1600.jpg 1600w"></noscript></p>',
      '![](https://example.com/blog/full-1600.jpg)',
    ],
    [
      'an image whose next noscript holds no image',
      '<p><img src="photo.jpg"><noscript>Turn on scripts</noscript></p>',
      '![](https://example.com/blog/photo.jpg)',
    ],
  ])('%s', (_, html, expected) => {
    const doc = dom(html);
    expect(toCraftMarkdown(doc.body, { baseUrl: BASE }).markdown).toBe(expected);
  });
});
