/**
 * The facts of a page a collection item can carry, and the item's properties built from them
 * through a mapping (mapping.ts): each value shaped for its property's type (a date as
 * `YYYY-MM-DD`, reading time as a number of minutes or text, tags as a list). Plain data.
 */
import type { CollectionMapping, PageFact } from './mapping';
import type { ReadSchema, SchemaProperty } from './schema';

export interface PageFacts {
  title: string;
  url: string;
  author?: string;
  site?: string;
  /** `YYYY-MM-DD`. */
  published?: string;
  description?: string;
  language?: string;
  /** Minutes. */
  readingTime?: number;
  /** `YYYY-MM-DD`, in the space's timezone. */
  clippedAt: string;
  tags?: string[];
}

/** Minutes to read `markdown` at 230 words a minute (at least one). */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)|\]\([^)]*\)|[#*_>`|[\]-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 230));
}

/** The value a fact takes in `property`, or undefined when it has none there. */
function valueFor(fact: PageFact, facts: PageFacts, property: SchemaProperty, mapping: CollectionMapping): unknown {
  if (fact === 'status')
    return mapping.status && property.options?.includes(mapping.status) ? mapping.status : property.options?.[0];
  const raw = fact === 'tags' ? facts.tags : facts[fact];
  if (raw === undefined || raw === '' || (Array.isArray(raw) && raw.length === 0)) return undefined;
  if (property.type === 'multiSelect') return Array.isArray(raw) ? raw : [String(raw)];
  if (property.type === 'number') return typeof raw === 'number' ? raw : undefined;
  if (fact === 'readingTime') return `${raw} min`;
  return Array.isArray(raw) ? raw.join(', ') : String(raw);
}

/** The item's properties for a page: key → value, for every mapped fact the page has. */
export function itemProperties(
  facts: PageFacts,
  schema: ReadSchema,
  mapping: CollectionMapping,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [fact, key] of Object.entries(mapping.fields) as [PageFact, string][]) {
    const property = schema.properties.find((p) => p.key === key);
    if (!property) continue;
    const value = valueFor(fact, facts, property, mapping);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** Select values of `properties` the schema does not know yet: only these need the user's yes. */
export function newOptions(properties: Record<string, unknown>, schema: ReadSchema): { key: string; value: string }[] {
  return schema.properties.flatMap((p) => {
    if (!p.options) return [];
    const value = properties[p.key];
    const values = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
    return values
      .filter((v): v is string => typeof v === 'string' && !p.options!.includes(v))
      .map((v) => ({ key: p.key, value: v }));
  });
}
