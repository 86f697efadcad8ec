// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { findRule } from '../../../../lib/rules/match';
import { readPageFacts } from '../../../../lib/rules/read-page-facts';
import type { Rule } from '../../../../lib/rules/types';
import { loadPage } from '../capture/load-page';

const recipe = `<!doctype html><html><head><title>Tomato soup | Food Test</title>
<meta property="og:site_name" content="Food Test">
<meta name="description" content="A warm soup.">
<script type="application/ld+json">{ broken</script>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Food Test' },
    {
      '@type': ['Recipe'],
      name: 'Tomato soup',
      recipeCuisine: 'Italian',
      author: { '@type': 'Person', name: 'Ada Lovelace' },
      datePublished: '2026-03-04T10:00:00Z',
    },
  ],
})}</script></head><body><h1>Tomato soup</h1></body></html>`;

describe('readPageFacts', () => {
  it('reads the metadata and the JSON-LD types and fields of a page', () => {
    const { doc, win } = loadPage(recipe, 'https://food.test/soup');
    const facts = readPageFacts(doc, win);
    expect(facts).toMatchObject({
      url: 'https://food.test/soup',
      site: 'Food Test',
      author: 'Ada Lovelace',
      published: '2026-03-04',
      description: 'A warm soup.',
      schemaTypes: ['WebSite', 'Recipe'],
      schema: { name: 'Tomato soup', recipeCuisine: 'Italian', author: 'Ada Lovelace' },
    });
  });

  it('lets a schema rule take the page, and none when the page has no JSON-LD', () => {
    const rules: Rule[] = [{ id: 'r', name: 'Recipes', match: { kind: 'schema', type: 'HowTo' } }];
    const withLd = loadPage(recipe, 'https://food.test/soup');
    expect(findRule(rules, readPageFacts(withLd.doc, withLd.win))?.name).toBe('Recipes');
    const plain = loadPage('<title>Plain</title><p>Hi</p>', 'https://food.test/plain');
    expect(findRule(rules, readPageFacts(plain.doc, plain.win))).toBeUndefined();
  });
});
