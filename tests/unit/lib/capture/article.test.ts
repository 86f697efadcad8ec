// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { extractArticle } from '../../../../lib/capture/article';
import { articlePage } from './article-page';
import { loadPage, readFixture } from './load-page';

const ARTICLE = readFixture('article.html');
const URL_ = 'https://coastal.example.org/science/tide-tables';

describe('extractArticle', () => {
  it('finds the article body and leaves navigation, comments and sidebar out', () => {
    const { doc } = loadPage(ARTICLE, URL_);
    const outcome = extractArticle(doc);
    if (!outcome.ok) throw new Error(`expected an article, got ${outcome.reason}`);
    const text = outcome.content.textContent ?? '';
    expect(text).toContain('The method is called harmonic analysis.');
    expect(outcome.content.querySelector('pre code')?.className).toContain('language-python');
    expect(outcome.content.querySelector('img')?.getAttribute('src')).toBe(
      'https://coastal.example.org/images/tide-gauge.jpg',
    );
    for (const noise of ['Subscribe for', 'First!!', 'Most read', 'Privacy']) expect(text).not.toContain(noise);
    // The fixture's byline reads "By Mira Okafor · 18 June 2024": the name before the date.
    expect(outcome.byline).toBe('Mira Okafor');
  });

  it.each([
    {
      name: 'an article nested past the depth limit',
      html: ARTICLE.replace('<body>', `<body>${'<div>'.repeat(121)}`),
      reason: 'too-large',
    },
    {
      name: 'a page without an article',
      html: '<!doctype html><html><body><nav><a href="/">Home</a></nav><p>Hi.</p></body></html>',
      reason: 'not-found',
    },
  ])('reports $name as $reason', ({ html, reason }) => {
    const { doc } = loadPage(html, URL_);
    expect(extractArticle(doc)).toEqual({ ok: false, reason });
  });

  it("keeps a sentence whole across React's comment separators", () => {
    const credit = '<div class="credit">Credit:<!-- --> <!-- -->NBC<!-- --> News<!-- --> / <!-- -->Getty Images</div>';
    const { doc } = loadPage(articlePage(credit), URL_);
    const outcome = extractArticle(doc);
    if (!outcome.ok) throw new Error(`expected an article, got ${outcome.reason}`);
    const holders = [...outcome.content.querySelectorAll('p, div')].filter((el) =>
      /Credit|NBC|Getty/.test(el.textContent ?? ''),
    );
    const innermost = holders.filter((el) => !holders.some((other) => other !== el && el.contains(other)));
    expect(innermost.map((el) => el.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'Credit: NBC News / Getty Images',
    ]);
  });
});
