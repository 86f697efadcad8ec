import { describe, expect, it } from 'vitest';
import { pickFor } from '../../../../lib/rules/apply';
import type { PageFacts } from '../../../../lib/rules/page-facts';
import { fillPattern, patternError } from '../../../../lib/rules/title-pattern';

const page: PageFacts = {
  url: 'https://food.test/soup',
  title: 'Tomato soup',
  site: 'Food Test',
  author: 'Ada',
  published: '2026-03-04',
  description: 'A   warm soup.',
  schema: { recipeCuisine: 'Italian', name: 'Tomato soup' },
};

describe('fillPattern', () => {
  it.each<[string, PageFacts, string]>([
    ['{title} ({site})', page, 'Tomato soup (Food Test)'],
    ['{author}: {title}', page, 'Ada: Tomato soup'],
    ['{author}: {title}', { ...page, author: undefined }, 'Tomato soup'],
    ['{title} — {author}', { ...page, author: undefined }, 'Tomato soup'],
    ['{title} ({author})', { ...page, author: undefined }, 'Tomato soup'],
    ['{published} {title}', page, '2026-03-04 Tomato soup'],
    ['{description}', page, 'A warm soup.'],
    ['{schema.recipeCuisine} · {title}', page, 'Italian · Tomato soup'],
    ['{schema.missing} · {title}', page, 'Tomato soup'],
    ['Recipe', page, 'Recipe'],
  ])('%s', (pattern, facts, expected) => {
    expect(fillPattern(pattern, facts)).toBe(expected);
  });
});

describe('patternError', () => {
  it.each(['{title}', '{schema.recipe-yield}', 'plain', ''])('accepts %j', (pattern) => {
    expect(patternError(pattern)).toBeUndefined();
  });
  it.each([
    ['{titel}', '{titel} is not a page field'],
    ['{schema.}', '{schema.} is not a page field'],
    ['}{title', 'has a brace without its pair'],
    ['{{title}}', 'has a brace without its pair'],
  ])('refuses %j', (pattern, error) => {
    expect(patternError(pattern)).toContain(error);
  });
});

describe('pickFor', () => {
  it('fills the title, tags and properties from the page', () => {
    const rule = {
      id: 'r',
      name: 'Recipes',
      match: { kind: 'schema' as const, type: 'Recipe' },
      titlePattern: '{title} ({schema.recipeCuisine})',
      tags: ['recipe', '{schema.recipeCuisine}', '{author}', '{schema.none}'],
      properties: { Cuisine: '{schema.recipeCuisine}', Missing: '{schema.none}' },
    };
    expect(pickFor(rule, page)).toEqual({
      rule,
      title: 'Tomato soup (Italian)',
      tags: ['recipe', 'Italian', 'Ada'],
      properties: { Cuisine: 'Italian' },
    });
  });

  it('keeps the page title when the pattern comes out empty', () => {
    const rule = { id: 'r', name: 'R', match: { kind: 'prefix' as const, prefix: 'x' }, titlePattern: '{author}' };
    expect(pickFor(rule, { ...page, author: undefined }).title).toBe('Tomato soup');
  });
});
