import { describe, expect, it } from 'vitest';
import { hasNestedQuantifier, regexError } from '../../../../lib/rules/regex-safety';
import { validateRule } from '../../../../lib/rules/validate';

const newId = () => 'fresh';
const base = { id: 'r1', name: 'Recipes', match: { kind: 'schema', type: 'Recipe' } };

describe('validateRule', () => {
  it('keeps a full rule as it is', () => {
    const rule = {
      ...base,
      destination: { kind: 'today-section', title: 'Reading' },
      mode: 'article',
      format: 'inline',
      headerFields: ['title', 'site'],
      titlePattern: '{title} ({site})',
      tags: ['recipe', '{schema.recipeCuisine}'],
      properties: { Cuisine: '{schema.recipeCuisine}' },
    };
    expect(validateRule(rule, newId)).toEqual({ ok: true, value: rule });
  });

  it('gives a rule without an id a fresh one and drops unknown fields', () => {
    const result = validateRule({ name: 'X', match: { kind: 'prefix', prefix: 'https://a.test/' }, extra: 1 }, newId);
    expect(result).toEqual({
      ok: true,
      value: { id: 'fresh', name: 'X', match: { kind: 'prefix', prefix: 'https://a.test/' } },
    });
  });

  it('stores a domain as a bare host', () => {
    const result = validateRule(
      { ...base, match: { kind: 'site', domain: 'https://www.GitHub.com/x', subdomains: true } },
      newId,
    );
    expect(result.ok && result.value.match).toEqual({ kind: 'site', domain: 'github.com', subdomains: true });
  });

  it.each<[string, unknown, string]>([
    ['no name', { ...base, name: '  ' }, 'Give the rule a name.'],
    ['an unknown match', { ...base, match: { kind: 'colour' } }, 'Choose what the rule matches.'],
    [
      'a domain with spaces',
      { ...base, match: { kind: 'site', domain: 'exa mple.com' } },
      'Enter a domain, like example.com.',
    ],
    [
      'an empty prefix',
      { ...base, match: { kind: 'prefix', prefix: '' } },
      'Enter the start of a URL, like https://github.com/.',
    ],
    [
      'a regex that does not compile',
      { ...base, match: { kind: 'regex', pattern: '(unclosed' } },
      '“(unclosed” is not a valid regular expression.',
    ],
    [
      'an evil regex',
      { ...base, match: { kind: 'regex', pattern: '^(a+)+$' } },
      '“^(a+)+$” could take forever to test',
    ],
    [
      'a schema type with spaces',
      { ...base, match: { kind: 'schema', type: 'News Article' } },
      'Enter a schema.org type',
    ],
    ['an unknown field in the title', { ...base, titlePattern: '{title} {colour}' }, '{colour} is not a page field.'],
    ['an unclosed brace in the title', { ...base, titlePattern: '{title' }, '“{title” has a brace without its pair.'],
    ['an unknown field in a tag', { ...base, tags: ['{nope}'] }, '{nope} is not a page field.'],
    ['an unknown destination', { ...base, destination: { kind: 'moon' } }, 'Choose where clips go.'],
    [
      'a section without a title',
      { ...base, destination: { kind: 'today-section', title: '' } },
      'Choose where clips go.',
    ],
    ['an unknown mode', { ...base, mode: 'everything' }, 'This rule has a setting that is not valid.'],
    [
      'a connection URL in a title',
      { ...base, titlePattern: 'https://connect.craft.do/links/Secr3t/api/v1' },
      'A rule cannot hold',
    ],
    ['an API key in a tag', { ...base, tags: ['pdk_topsecret1234'] }, 'A rule cannot hold'],
    [
      'a connection URL as a prefix',
      { ...base, match: { kind: 'prefix', prefix: 'https://connect.craft.do/links/S3/api/v1' } },
      'A rule cannot hold',
    ],
  ])('refuses %s, in words', (_, input, error) => {
    const result = validateRule(input, newId);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain(error);
  });
});

describe('regular expressions that could run for ever', () => {
  it.each(['(a+)+', '(a*)*b', '(\\w+\\s?)*$', '((ab)+)+', '(x+y){2,}', '(a{1,})+', '(a|aa)+$', '(x|y)*z'])(
    'refuses %s',
    (pattern) => {
      expect(hasNestedQuantifier(pattern)).toBe(true);
    },
  );

  it.each([
    '^https://github\\.com/[^/]+/[^/]+$',
    '(recipe|rezept)s?/\\d+',
    '[(a+)+]',
    '\\(a+\\)+',
    '(ab){2,5}',
    'a+b*',
  ])('allows %s', (pattern) => {
    expect(regexError(pattern)).toBeUndefined();
  });

  it('refuses a pattern longer than 500 characters', () => {
    expect(regexError('a'.repeat(501))).toContain('at most 500 characters');
  });
});
