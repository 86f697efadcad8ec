/**
 * Which property of a collection receives which fact of the page, guessed once from the property
 * names (in the six UI languages' common words) and types; the options page shows it and the user
 * may change it. Each property receives at most one fact; a fact without a fitting property is
 * left out. The item's title is always the page title (the collection's title column).
 */
import type { PropertyType, ReadSchema, SchemaProperty } from './schema';

export const PAGE_FACTS = [
  'url',
  'author',
  'site',
  'published',
  'description',
  'language',
  'readingTime',
  'clippedAt',
  'tags',
  'status',
] as const;
export type PageFact = (typeof PAGE_FACTS)[number];

export interface CollectionMapping {
  /** Fact → property key. */
  fields: Partial<Record<PageFact, string>>;
  /** The status an item starts with; undefined = the status property's first option. */
  status?: string;
}

interface Rule {
  names: RegExp;
  types: PropertyType[];
}

// Order matters: a property taken by an earlier fact is not offered to a later one.
const RULES: Record<PageFact, Rule> = {
  url: {
    names: /\b(url|link|source|address|quelle|lien|enlace|fuente|リンク|链接|网址)\b|^(url|link|source)/i,
    types: ['url', 'text'],
  },
  author: { names: /author|by\b|writer|autor|auteur|著者|作者/i, types: ['text', 'singleSelect', 'multiSelect'] },
  site: {
    names: /site|website|publication|publisher|domain|host|source|webseite|サイト|网站/i,
    types: ['text', 'singleSelect', 'url'],
  },
  published: { names: /publish|posted|release|veröffentlich|publi|公開|发布/i, types: ['date'] },
  description: {
    names: /descr|summary|excerpt|abstract|notes?\b|beschreib|résumé|resumen|説明|摘要|描述/i,
    types: ['text'],
  },
  language: { names: /lang|sprache|langue|idioma|言語|语言/i, types: ['text', 'singleSelect'] },
  readingTime: {
    names: /read(ing)?\s*time|minutes|\bmin\b|lesezeit|temps de lecture|tiempo de lectura|読了|阅读时间/i,
    types: ['number', 'text'],
  },
  clippedAt: {
    names: /clip|saved|added|created|date added|gespeichert|hinzugefügt|ajouté|guardado|保存|添加/i,
    types: ['date'],
  },
  tags: { names: /tag|label|topic|categor|schlagw|étiquette|etiqueta|タグ|标签/i, types: ['multiSelect'] },
  status: { names: /status|state|stage|progress|zustand|statut|estado|状態|状态/i, types: ['singleSelect'] },
};

/** The guess for a schema: by name first (with a fitting type), then, for dates and tags, by type alone. */
export function guessMapping(schema: ReadSchema): CollectionMapping {
  const taken = new Set<string>();
  const fields: CollectionMapping['fields'] = {};
  const take = (fact: PageFact, found: SchemaProperty | undefined) => {
    if (!found) return;
    fields[fact] = found.key;
    taken.add(found.key);
  };
  const free = (p: SchemaProperty) => !taken.has(p.key);
  for (const fact of PAGE_FACTS) {
    const rule = RULES[fact];
    // The first type of the rule is preferred: a URL property named "Source" over a text one.
    const named = schema.properties.filter((p) => free(p) && rule.types.includes(p.type) && rule.names.test(p.name));
    take(fact, rule.types.map((type) => named.find((p) => p.type === type)).find(Boolean));
  }
  // A collection's only URL property is where the link goes, whatever it is called.
  if (!fields.url) take('url', onlyOne(schema.properties.filter((p) => free(p) && p.type === 'url')));
  if (!fields.tags) take('tags', onlyOne(schema.properties.filter((p) => free(p) && p.type === 'multiSelect')));
  return { fields };
}

function onlyOne<T>(list: T[]): T | undefined {
  return list.length === 1 ? list[0] : undefined;
}

/** Whether `key` of the schema can hold `fact` (the options page offers only these). */
export function fits(fact: PageFact, property: SchemaProperty): boolean {
  return RULES[fact].types.includes(property.type);
}

/** The mapping with properties the schema no longer has (renamed, removed, retyped) dropped. */
export function stillValid(mapping: CollectionMapping, schema: ReadSchema): CollectionMapping {
  const fields: CollectionMapping['fields'] = {};
  for (const fact of PAGE_FACTS) {
    const key = mapping.fields[fact];
    const property = key ? schema.properties.find((p) => p.key === key) : undefined;
    if (property && fits(fact, property)) fields[fact] = key;
  }
  return { fields, ...(mapping.status ? { status: mapping.status } : {}) };
}
