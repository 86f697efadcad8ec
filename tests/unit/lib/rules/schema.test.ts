import { describe, expect, it } from 'vitest';
import { parseJsonLdScripts, schemaFacts } from '../../../../lib/rules/schema';

describe('schemaFacts', () => {
  it('reads the types of every node, @graph and arrays followed, and the main node’s fields', () => {
    const scripts = parseJsonLdScripts([
      '{not json',
      JSON.stringify({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', name: 'Food Test' },
          {
            '@type': ['Recipe', 'HowTo'],
            name: 'Soup',
            recipeCuisine: 'Italian',
            author: { '@type': 'Person', name: 'Ada' },
            keywords: ['soup', 'tomato'],
            cookTime: 'PT20M',
            recipeYield: 4,
          },
        ],
      }),
      JSON.stringify([{ '@type': 'https://schema.org/BreadcrumbList' }]),
    ]);
    expect(schemaFacts(scripts)).toEqual({
      types: ['WebSite', 'Recipe', 'HowTo', 'BreadcrumbList'],
      fields: {
        name: 'Soup',
        recipeCuisine: 'Italian',
        author: 'Ada',
        keywords: 'soup, tomato',
        cookTime: 'PT20M',
        recipeYield: '4',
      },
    });
  });

  it('answers nothing for a page without JSON-LD', () => {
    expect(schemaFacts([])).toEqual({ types: [], fields: {} });
  });
});
