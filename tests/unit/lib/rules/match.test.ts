import { describe, expect, it } from 'vitest';
import { findRule, matches, MAX_URL_CHARS } from '../../../../lib/rules/match';
import type { PageFacts } from '../../../../lib/rules/page-facts';
import type { Rule, RuleMatch } from '../../../../lib/rules/types';

const page = (url: string, schemaTypes?: string[]): PageFacts => ({ url, schemaTypes });

describe('matches', () => {
  it.each<[string, RuleMatch, string, boolean]>([
    [
      'site: the domain itself',
      { kind: 'site', domain: 'example.com', subdomains: false },
      'https://example.com/a',
      true,
    ],
    [
      'site: www. is the same site',
      { kind: 'site', domain: 'example.com', subdomains: false },
      'https://www.example.com/',
      true,
    ],
    [
      'site: a subdomain, not asked for',
      { kind: 'site', domain: 'example.com', subdomains: false },
      'https://blog.example.com/',
      false,
    ],
    [
      'site: a subdomain, asked for',
      { kind: 'site', domain: 'example.com', subdomains: true },
      'https://blog.example.com/',
      true,
    ],
    [
      'site: a look-alike is another site',
      { kind: 'site', domain: 'example.com', subdomains: true },
      'https://notexample.com/',
      false,
    ],
    [
      'site: the domain typed as a URL',
      { kind: 'site', domain: 'https://www.Example.com/x', subdomains: false },
      'https://example.com/',
      true,
    ],
    [
      'site: the domain only in the path',
      { kind: 'site', domain: 'example.com', subdomains: true },
      'https://evil.test/example.com',
      false,
    ],
    ['prefix: with scheme', { kind: 'prefix', prefix: 'https://github.com/' }, 'https://github.com/wxt-dev/wxt', true],
    [
      'prefix: without scheme',
      { kind: 'prefix', prefix: 'github.com/wxt-dev' },
      'https://github.com/wxt-dev/wxt',
      true,
    ],
    [
      'prefix: other path',
      { kind: 'prefix', prefix: 'https://github.com/wxt-dev' },
      'https://github.com/preactjs/x',
      false,
    ],
    ['prefix: case of the host', { kind: 'prefix', prefix: 'https://GitHub.com/' }, 'https://github.com/a', true],
    ['regex: matches', { kind: 'regex', pattern: '/recipes?/\\d+' }, 'https://food.test/recipe/12', true],
    ['regex: does not match', { kind: 'regex', pattern: '/recipes?/\\d+' }, 'https://food.test/blog/12', false],
    ['regex: invalid never matches', { kind: 'regex', pattern: '(' }, 'https://food.test/(', false],
  ])('%s', (_, match, url, expected) => {
    expect(matches(match, page(url))).toBe(expected);
  });

  it.each<[string, string, string[], boolean]>([
    ['its own type', 'Recipe', ['Recipe'], true],
    ['case does not matter', 'recipe', ['Recipe'], true],
    ['one of an @type array', 'Recipe', ['HowTo', 'Recipe'], true],
    ['a subtype (NewsArticle is an Article)', 'Article', ['NewsArticle'], true],
    ['a deeper subtype (BlogPosting is a CreativeWork)', 'CreativeWork', ['BlogPosting'], true],
    ['a parent is not a subtype', 'NewsArticle', ['Article'], false],
    ['another type', 'Product', ['Recipe'], false],
    ['a type the table does not know', 'Cocktail', ['Cocktail'], true],
    ['no JSON-LD', 'Recipe', [], false],
  ])('schema: %s', (_, type, types, expected) => {
    expect(matches({ kind: 'schema', type }, page('https://x.test/', types))).toBe(expected);
  });

  it('tests a regular expression on at most MAX_URL_CHARS of the URL', () => {
    const url = `https://x.test/${'a'.repeat(MAX_URL_CHARS)}END`;
    expect(matches({ kind: 'regex', pattern: 'END' }, page(url))).toBe(false);
    expect(matches({ kind: 'regex', pattern: 'a{100}' }, page(url))).toBe(true);
  });
});

describe('findRule', () => {
  const rule = (id: string, match: RuleMatch): Rule => ({ id, name: id, match });
  const rules = [
    rule('github-wxt', { kind: 'prefix', prefix: 'https://github.com/wxt-dev/' }),
    rule('github', { kind: 'site', domain: 'github.com', subdomains: true }),
    rule('recipes', { kind: 'schema', type: 'Recipe' }),
  ];

  it('takes the first rule that matches, in order', () => {
    expect(findRule(rules, page('https://github.com/wxt-dev/wxt'))?.id).toBe('github-wxt');
    expect(findRule([...rules].reverse(), page('https://github.com/wxt-dev/wxt'))?.id).toBe('github');
  });

  it('falls through to later rules', () => {
    expect(findRule(rules, page('https://gist.github.com/x'))?.id).toBe('github');
    expect(findRule(rules, page('https://food.test/soup', ['Recipe']))?.id).toBe('recipes');
  });

  it('answers undefined when no rule matches: the defaults', () => {
    expect(findRule(rules, page('https://news.test/a', ['NewsArticle']))).toBeUndefined();
    expect(findRule([], page('https://github.com/'))).toBeUndefined();
  });
});
