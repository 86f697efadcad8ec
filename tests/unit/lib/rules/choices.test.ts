import { describe, expect, it } from 'vitest';
import { composeClip } from '../../../../lib/clip/compose';
import { rulePlace, startMode } from '../../../../lib/rules/choices';
import { siteRuleFrom, withSiteRule } from '../../../../lib/rules/site-rule';
import { splitTags, tagLine } from '../../../../lib/rules/tag-line';
import type { Rule, RuleDestination } from '../../../../lib/rules/types';

const ids = () => {
  let n = 0;
  return () => `id-${++n}`;
};

describe('rulePlace', () => {
  it.each<[string, RuleDestination | undefined, ReturnType<typeof rulePlace>]>([
    ['no destination: the default', undefined, { kind: 'default' }],
    [
      'a document',
      { kind: 'document', id: 'doc1', title: 'Tools' },
      { kind: 'clip', destination: { kind: 'document', id: 'doc1', title: 'Tools' } },
    ],
    [
      'a new document in a folder, titled as the clip',
      { kind: 'new-document', folderId: 'f1', folderName: 'Papers' },
      {
        kind: 'clip',
        destination: { kind: 'new-document', title: 'Soup', folderId: 'f1', folderName: 'Papers' },
      },
    ],
    [
      'a collection: the item path',
      { kind: 'collection', collectionId: 'c1', name: 'Recipes' },
      { kind: 'collection', collectionId: 'c1', name: 'Recipes' },
    ],
    [
      "today's note → section: the clip path's daily section, today's",
      { kind: 'today-section', title: 'Reading' },
      { kind: 'clip', destination: { kind: 'daily-section', date: 'today', title: 'Reading' } },
    ],
  ])('%s', (_, destination, expected) => {
    expect(rulePlace(destination, 'Soup')).toEqual(expected);
  });
});

describe('startMode', () => {
  it.each([
    [undefined, false, 'article'],
    [undefined, true, 'selection'],
    ['page', false, 'page'],
    ['page', true, 'selection'],
    ['link', false, 'link'],
    ['selection', false, 'article'],
  ] as const)('rule mode %s, selection %s → %s', (mode, hasSelection, expected) => {
    expect(startMode(mode ? { mode } : undefined, hasSelection)).toBe(expected);
  });
});

describe('tagLine', () => {
  it.each([
    [undefined, ''],
    [[], ''],
    [['recipe'], '#recipe'],
    [['recipe', 'Italian cuisine', 'recipe'], '#recipe #Italian-cuisine'],
    [['<b>x</b>', '[link](y)', '**'], '#bx/b #linky'],
    [['日本語', 'a/b'], '#日本語 #a/b'],
  ])('%j → %j', (tags, expected) => {
    expect(tagLine(tags)).toBe(expected);
  });

  it('goes under the header line of a composed clip', () => {
    const clip = composeClip(
      { markdown: 'Body text.', metadata: { title: 'Soup', url: 'https://food.test/soup' } },
      { headerFields: ['site'], format: 'inline', tags: ['recipe', 'Italian'] },
      new Date('2026-11-27T10:00:00Z'),
    );
    expect(clip.markdown.split('\n\n').slice(-2)).toEqual(['#recipe #Italian', 'Body text.']);
  });
});

describe('splitTags', () => {
  it.each([
    ['', []],
    [' , ,', []],
    ['recipe', ['recipe']],
    ['recipe,  Italian   cuisine , recipe', ['recipe', 'Italian cuisine']],
  ])('%j → %j', (text, expected) => {
    expect(splitTags(text)).toEqual(expected);
  });
});

describe('siteRuleFrom', () => {
  const base = {
    url: 'https://www.Food.test/soup?x=1',
    mode: 'page' as const,
    format: 'inline' as const,
    headerFields: ['title' as const, 'site' as const],
  };

  it('makes a site rule for the page host (no www.) holding the choices on screen', () => {
    expect(siteRuleFrom({ ...base, destination: { kind: 'document', id: 'doc1', title: 'Recipes' } }, ids())).toEqual({
      id: 'id-1',
      name: 'food.test',
      match: { kind: 'site', domain: 'food.test', subdomains: false },
      destination: { kind: 'document', id: 'doc1', title: 'Recipes' },
      mode: 'page',
      format: 'inline',
      headerFields: ['title', 'site'],
    });
  });

  it("today's note is the default place; a new document keeps its folder, not its title", () => {
    const today = siteRuleFrom({ ...base, destination: { kind: 'daily-note', date: 'today' } }, ids());
    expect(today?.destination).toBeUndefined();
    const fresh = siteRuleFrom(
      { ...base, destination: { kind: 'new-document', title: 'Soup', folderId: 'f1', folderName: 'Food' } },
      ids(),
    );
    expect(fresh?.destination).toEqual({ kind: 'new-document', folderId: 'f1', folderName: 'Food' });
  });

  it("a selection is this visit's: the rule keeps the used rule's mode, or none", () => {
    expect(siteRuleFrom({ ...base, mode: 'selection' }, ids())?.mode).toBeUndefined();
    const rule: Rule = {
      id: 'r',
      name: 'Recipes',
      match: { kind: 'schema', type: 'Recipe' },
      mode: 'link',
      titlePattern: '{title} ({site})',
      tags: ['recipe'],
    };
    expect(siteRuleFrom({ ...base, mode: 'selection', rule }, ids())).toMatchObject({
      mode: 'link',
      titlePattern: '{title} ({site})',
      tags: ['recipe'],
    });
  });

  it.each<[string, string[] | undefined, string[] | undefined]>([
    ['tags typed for the clip replace the rule’s', ['quick', 'soup'], ['quick', 'soup']],
    ['a cleared tags field: no tags', [], undefined],
    ['tags left alone: the rule’s patterns', undefined, ['recipe', '{schema.recipeCuisine}']],
  ])('%s', (_name, tags, kept) => {
    const rule: Rule = {
      id: 'r',
      name: 'Recipes',
      match: { kind: 'schema', type: 'Recipe' },
      tags: ['recipe', '{schema.recipeCuisine}'],
    };
    expect(siteRuleFrom({ ...base, rule, ...(tags ? { tags } : {}) }, ids())?.tags).toEqual(kept);
  });

  it.each(['file:///home/a.html', 'not a url', 'about:blank'])('no rule for %s', (url) => {
    expect(siteRuleFrom({ ...base, url }, ids())).toBeUndefined();
  });
});

describe('withSiteRule', () => {
  const site = (id: string, domain: string): Rule => ({
    id,
    name: domain,
    match: { kind: 'site', domain, subdomains: false },
  });
  const schema: Rule = { id: 's', name: 'Recipes', match: { kind: 'schema', type: 'Recipe' } };

  it('puts the new rule first, in place of an earlier one for the same site', () => {
    const next = withSiteRule(
      [schema, site('old', 'www.food.test'), site('o', 'other.test')],
      site('new', 'food.test'),
    );
    expect(next.map((r) => r.id)).toEqual(['new', 's', 'o']);
  });
});
