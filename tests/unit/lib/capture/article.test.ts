// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { extractArticle } from '../../../../lib/capture/article';
import { startBudget } from '../../../../lib/capture/budget';
import { loadPage, readFixture } from './load-page';

const ARTICLE = readFixture('article.html');
const URL_ = 'https://coastal.example.org/science/tide-tables';

describe('extractArticle', () => {
  it('finds the article body and leaves navigation, comments and sidebar out', () => {
    const { doc } = loadPage(ARTICLE, URL_);
    const outcome = extractArticle(doc, startBudget(1500));
    if (!outcome.ok) throw new Error(`expected an article, got ${outcome.reason}`);
    const text = outcome.content.textContent ?? '';
    expect(text).toContain('The method is called harmonic analysis.');
    expect(outcome.content.querySelector('pre code')?.className).toContain('language-python');
    expect(outcome.content.querySelector('img')?.getAttribute('src')).toBe('https://coastal.example.org/images/tide-gauge.jpg');
    for (const noise of ['Subscribe for', 'First!!', 'Most read', 'Privacy']) expect(text).not.toContain(noise);
    // The fixture's byline reads "By Mira Okafor · 18 June 2024": the name before the date.
    expect(outcome.byline).toBe('Mira Okafor');
  });

  it.each([
    { name: 'a page too large for the budget', budgetMs: 1, html: ARTICLE, reason: 'too-large' },
    { name: 'a page without an article', budgetMs: 1500, html: '<!doctype html><html><body><nav><a href="/">Home</a></nav><p>Hi.</p></body></html>', reason: 'not-found' },
  ])('reports $name as $reason', ({ budgetMs, html, reason }) => {
    const { doc } = loadPage(html, URL_);
    expect(extractArticle(doc, startBudget(budgetMs))).toEqual({ ok: false, reason });
  });

  it('reports a run that ended past the budget as too slow', () => {
    const { doc } = loadPage(ARTICLE, URL_);
    let calls = 0;
    const budget = startBudget(1500, () => (calls++ === 0 ? 0 : 1501));
    expect(extractArticle(doc, budget)).toEqual({ ok: false, reason: 'too-slow' });
  });
});
