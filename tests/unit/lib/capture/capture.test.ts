// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { capture } from '../../../../lib/capture/index';
import { ARTICLE_NOTES, NOTES } from '../../../../lib/capture/notes';
import type { CaptureRequest } from '../../../../lib/capture/types';
import { render } from '../../../../lib/i18n/ui-text';
import { loadPage, rangeOver, withRanges, readFixture } from './load-page';

const ARTICLE_URL = 'https://coastal.example.org/science/tide-tables?utm_source=feed#comments';
const ARTICLE = readFixture('article.html');

function articlePage() {
  return loadPage(ARTICLE, ARTICLE_URL);
}

const NAV_AND_CHROME = ['Subscribe for', 'window.analytics', 'font-family'];

describe('capture: article', () => {
  it('extracts the article body with its structure and metadata', async () => {
    const { doc, win } = articlePage();
    const result = await capture(doc, win, { mode: 'article' });
    expect(result).toMatchObject({ mode: 'article', requestedMode: 'article', notes: [], hasSelection: false });
    expect(result.markdown).toContain('The method is called harmonic analysis.');
    expect(result.markdown).toMatch(/^#{1,6} The constituents$/m);
    expect(result.markdown).toMatch(/^[-*] \*\*M2\*\*/m);
    expect(result.markdown).toContain('```python');
    expect(result.markdown).toContain('https://coastal.example.org/images/tide-gauge.jpg');
    for (const noise of [...NAV_AND_CHROME, 'First!!', 'Advertisement', 'ferry crossings', 'Privacy']) {
      expect(result.markdown).not.toContain(noise);
    }
    expect(result.metadata).toEqual({
      title: 'How Tide Tables Are Made | The Coastal Review',
      url: ARTICLE_URL,
      canonicalUrl: 'https://coastal.example.org/science/tide-tables',
      siteName: 'The Coastal Review',
      author: 'Mira Okafor',
      published: '2024-06-18',
      description: 'Harmonic analysis, a century of gauges, and why your tide app is usually right.',
      language: 'en-GB',
    });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it.each([
    { byline: 'By Mira Okafor', author: 'Mira Okafor' },
    { byline: 'By Mira Okafor · 18 June 2024', author: 'Mira Okafor' },
    { byline: 'By Follow Author', author: undefined },
  ])('takes the author from a visible byline "$byline" when metadata has none', async ({ byline, author }) => {
    const html = ARTICLE.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/, '').replace(
      /<p class="byline">[\s\S]*?<\/p>/,
      `<p class="byline">${byline}</p>`,
    );
    const { doc, win } = loadPage(html, ARTICLE_URL);
    const result = await capture(doc, win, { mode: 'article' });
    expect(result.mode).toBe('article');
    expect(result.metadata.author).toBe(author);
  });

  it('leaves the page untouched (Readability runs on a clone)', async () => {
    const { doc, win } = articlePage();
    const before = doc.documentElement.outerHTML;
    await capture(doc, win, { mode: 'article' });
    expect(doc.documentElement.outerHTML).toBe(before);
  });

  it('falls back to the whole page when no article is found', async () => {
    const { doc, win } = loadPage(
      '<!doctype html><html><head><title>Links</title></head><body><ul><li><a href="/a">A</a></li><li><a href="/b">B</a></li></ul></body></html>',
    );
    const result = await capture(doc, win, { mode: 'article' });
    expect(result).toMatchObject({ mode: 'page', requestedMode: 'article', notes: [ARTICLE_NOTES['not-found']] });
    expect(result.markdown).toContain('[A](https://www.example.com/a)');
  });
});

describe('capture: size limits', () => {
  it('skips the extractor on a page nested past its depth limit, and clips the page', async () => {
    const { doc, win } = loadPage(ARTICLE.replace('<body>', `<body>${'<div>'.repeat(121)}`), ARTICLE_URL);
    const result = await capture(doc, win, { mode: 'article' });
    expect(result).toMatchObject({ mode: 'page', requestedMode: 'article', notes: [ARTICLE_NOTES['too-large']] });
    expect(result.markdown).toContain('The method is called harmonic analysis.');
  });

  it('clips a link when the page has more text than the converter may take', async () => {
    const { doc, win } = loadPage('<!doctype html><html><head><title>Huge</title></head><body><p></p></body></html>');
    doc.querySelector('p')!.textContent = 'x'.repeat(8_000_001);
    const result = await capture(doc, win, { mode: 'page' });
    expect(result).toMatchObject({ mode: 'link', requestedMode: 'page', notes: [NOTES.pageTooLarge] });
    expect(result.markdown).toMatch(/^\[Huge\]\(https:\/\/www\.example\.com\/blog\/post\?id=7\)/);
  });
});

describe('capture: page', () => {
  it('keeps everything but scripts, styles and navigation', async () => {
    const { doc, win } = articlePage();
    const result = await capture(doc, win, { mode: 'page' });
    expect(result).toMatchObject({ mode: 'page', requestedMode: 'page', notes: [] });
    for (const kept of ['harmonic analysis', 'First!!', 'ferry crossings', 'Privacy'])
      expect(result.markdown).toContain(kept);
    for (const noise of NAV_AND_CHROME) expect(result.markdown).not.toContain(noise);
  });
});

describe('capture: link', () => {
  it('gives the linked title and the description', async () => {
    const { doc, win } = articlePage();
    const result = await capture(doc, win, { mode: 'link' });
    expect(result).toMatchObject({ mode: 'link', requestedMode: 'link', notes: [] });
    expect(result.markdown.trim()).toBe(
      '[How Tide Tables Are Made | The Coastal Review](https://coastal.example.org/science/tide-tables)\n\n' +
        'Harmonic analysis, a century of gauges, and why your tide app is usually right.',
    );
  });

  it('escapes page text instead of trusting it as Markdown', async () => {
    const { doc, win } = loadPage(
      '<!doctype html><html><head><title>A [draft] *post*</title><meta name="description" content="# not a heading"></head><body></body></html>',
    );
    const { markdown } = await capture(doc, win, { mode: 'link' });
    expect(markdown).toContain('[A [draft] \\*post\\*](https://www.example.com/blog/post?id=7)');
    expect(markdown).not.toMatch(/^# not a heading/m);
    expect(markdown).toContain('not a heading');
  });
});

describe('capture: selection', () => {
  it('says nothing is selected, without throwing', async () => {
    const { doc, win } = articlePage();
    const result = await capture(doc, win, { mode: 'selection' });
    expect(result).toMatchObject({
      mode: 'selection',
      requestedMode: 'selection',
      markdown: '',
      hasSelection: false,
      notes: [NOTES.nothingSelected],
    });
    expect(render(NOTES.nothingSelected)).toBe('Nothing is selected on this page.');
  });

  it('converts every range of a multi-range selection into separate paragraphs', async () => {
    const { doc, win } = articlePage();
    const paragraphs = doc.querySelectorAll('article > p');
    const ranges = [
      rangeOver(doc, paragraphs[1].firstChild!, paragraphs[1].firstChild!, 0, 38),
      rangeOver(doc, paragraphs[4].firstChild!),
    ];
    const result = await capture(doc, withRanges(win, ranges), { mode: 'selection' });
    expect(result).toMatchObject({ mode: 'selection', hasSelection: true, notes: [] });
    const blocks = result.markdown.trim().split(/\n\n+/);
    expect(blocks).toEqual(['Every tide table you have ever read is', expect.stringMatching(/^Once the amplitude/)]);
  });

  it('keeps a code block, a list and a table around a partial selection', async () => {
    const { doc, win } = loadPage(`<!doctype html><html><body>
      <pre><code class="language-python">a = 1
b = 2
c = 3</code></pre>
      <ul><li>first item</li><li id="second">second item</li></ul>
      <table><tr><th>k</th><th>v</th></tr><tr><td id="k1">alpha</td><td id="v1">1</td></tr><tr><td>beta</td><td id="v2">2</td></tr></table>
    </body></html>`);
    const code = doc.querySelector('code')!.firstChild!;
    const ranges = [
      rangeOver(doc, code, code, 6, 11),
      rangeOver(doc, doc.getElementById('second')!.firstChild!),
      rangeOver(doc, doc.getElementById('k1')!.firstChild!, doc.getElementById('v2')!.firstChild!),
    ];
    const { markdown } = await capture(doc, withRanges(win, ranges), { mode: 'selection' });
    expect(markdown).toMatch(/```python\nb = 2\n```/);
    expect(markdown).toMatch(/^[-*] second item$/m);
    expect(markdown).toMatch(/\|\s*alpha\s*\|\s*1\s*\|/);
    expect(markdown).toMatch(/\|\s*beta\s*\|\s*2\s*\|/);
  });

  it('reports a selection while clipping another mode', async () => {
    const { doc, win } = articlePage();
    const range = rangeOver(doc, doc.querySelector('h1')!.firstChild!);
    const result = await capture(doc, withRanges(win, [range]), { mode: 'link' });
    expect(result.hasSelection).toBe(true);
    expect(result.mode).toBe('link');
  });
});

describe('capture: requests from outside', () => {
  it('treats an unknown mode as article, with a note', async () => {
    const { doc, win } = articlePage();
    const result = await capture(doc, win, { mode: 'everything' } as unknown as CaptureRequest);
    expect(result).toMatchObject({ mode: 'article', requestedMode: 'article', notes: [NOTES.unknownMode] });
  });
});
