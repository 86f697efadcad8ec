import { describe, expect, it } from 'vitest';
import { buildRulesFile, parseRulesFile } from '../../../../lib/rules/rules-file';
import type { Rule } from '../../../../lib/rules/types';

const SECRET_URL = 'https://connect.craft.do/links/Secr3tLink/api/v1';
const SECRET_KEY = 'pdk_topsecretkey1234';

const rules: Rule[] = [
  {
    id: 'r1',
    name: 'Recipes',
    match: { kind: 'schema', type: 'Recipe' },
    destination: { kind: 'collection', collectionId: 'col-1', name: 'Recipes' },
    titlePattern: '{title} ({schema.recipeCuisine})',
    properties: { Cuisine: '{schema.recipeCuisine}' },
  },
  {
    id: 'r2',
    name: 'Tools',
    match: { kind: 'site', domain: 'github.com', subdomains: true },
    destination: { kind: 'document', id: 'doc-7', title: 'Tools' },
    mode: 'page',
    format: 'inline',
    headerFields: ['title', 'site'],
    tags: ['tool'],
  },
  {
    id: 'r3',
    name: 'News',
    match: { kind: 'regex', pattern: '/news/' },
    destination: { kind: 'today-section', title: 'Reading' },
  },
];
const newId = () => 'fresh';
const now = new Date('2026-02-03T04:05:06Z');

describe('rule files', () => {
  it('round-trips: what is exported imports as the same rules', () => {
    const text = JSON.stringify(buildRulesFile(rules, now, newId));
    expect(parseRulesFile(text, newId)).toEqual({ ok: true, value: rules });
  });

  it('exports no secret a rule was given behind its back', () => {
    const tainted = [
      { ...rules[0], apiUrl: SECRET_URL, apiKey: SECRET_KEY, connection: { apiUrl: SECRET_URL } },
    ] as unknown as Rule[];
    const text = JSON.stringify(buildRulesFile(tainted, now, newId));
    expect(text).not.toContain('Secr3tLink');
    expect(text).not.toContain(SECRET_KEY);
    expect(JSON.parse(text)).toMatchObject({
      format: 'clip-to-craft-rules',
      version: 1,
      exportedAt: now.toISOString(),
    });
  });

  it('strips unknown fields, secrets among them, on import', () => {
    const file = {
      format: 'clip-to-craft-rules',
      version: 1,
      rules: [{ ...rules[2], apiUrl: SECRET_URL, key: SECRET_KEY }],
    };
    const result = parseRulesFile(JSON.stringify(file), newId);
    expect(result).toEqual({ ok: true, value: [rules[2]] });
  });

  it('refuses a file whose rule holds a secret in a kept field', () => {
    const file = {
      format: 'clip-to-craft-rules',
      version: 1,
      rules: [{ ...rules[2], destination: { kind: 'today-section', title: SECRET_KEY } }],
    };
    const result = parseRulesFile(JSON.stringify(file), newId);
    expect(result).toEqual({
      ok: false,
      error: 'Rule 1 of the file: A rule cannot hold a Craft connection URL or API key. Nothing was changed.',
    });
  });

  it('gives a fresh id to a rule whose id an earlier one has', () => {
    const file = { format: 'clip-to-craft-rules', version: 1, rules: [rules[0], { ...rules[1], id: 'r1' }] };
    const result = parseRulesFile(JSON.stringify(file), newId);
    expect(result.ok && result.value.map((r) => r.id)).toEqual(['r1', 'fresh']);
  });

  it.each<[string, string, string]>([
    ['not JSON', '{"format": ', 'That file is not JSON. Nothing was changed.'],
    [
      'another JSON file',
      JSON.stringify({ format: 'clip-to-craft-settings', version: 1 }),
      'That file is not a Clip to Craft rule file.',
    ],
    ['null', 'null', 'That file is not a Clip to Craft rule file.'],
    [
      'a newer version',
      JSON.stringify({ format: 'clip-to-craft-rules', version: 2, rules: [] }),
      'from a newer version',
    ],
    [
      'a bad rule among good ones',
      JSON.stringify({
        format: 'clip-to-craft-rules',
        version: 1,
        rules: [rules[0], { ...rules[1], match: { kind: 'regex', pattern: '(a+)+' } }],
      }),
      'Rule 2 of the file: “(a+)+” could take forever to test',
    ],
    [
      'too many rules',
      JSON.stringify({ format: 'clip-to-craft-rules', version: 1, rules: Array(201).fill(rules[0]) }),
      'at most 200 rules',
    ],
  ])('refuses %s, in words', (_, text, error) => {
    const result = parseRulesFile(text, newId);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain(error);
  });
});
