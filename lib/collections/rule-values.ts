/**
 * A rule's picks for a collection item (lib/rules/apply.ts): its properties, named as the collection
 * names them (or by key), and its tags into the property the mapping fills with tags. As text per
 * property key, the way the popup's fields hold them; `ruleProperties` turns them into the schema's
 * values for an item nobody edits (quick clip, the menus), leaving out select values the collection
 * lacks: only the user's explicit yes adds options (allowNewSelectOptions). Plain data.
 */
import type { CollectionMapping } from './mapping';
import type { ReadSchema, SchemaProperty } from './schema';

export interface ItemPicks {
  tags?: string[];
  properties?: Record<string, string>;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Property key → text (a multi-select's values comma-separated). */
export function ruleValues(schema: ReadSchema, mapping: CollectionMapping, picks: ItemPicks): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(picks.properties ?? {})) {
    const property = schema.properties.find((p) => p.key === name || same(p.name, name));
    if (property && value.trim()) out[property.key] = value.trim();
  }
  const tagsKey = mapping.fields.tags;
  if (tagsKey && picks.tags?.length && out[tagsKey] === undefined) out[tagsKey] = picks.tags.join(', ');
  return out;
}

/** One field's text as the schema's value; undefined when it has none it may send. */
function valueOf(p: SchemaProperty, text: string): unknown {
  if (p.type === 'multiSelect') {
    const list = text
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v && p.options?.includes(v));
    return list.length ? list : undefined;
  }
  if (p.type === 'singleSelect') return p.options?.includes(text) ? text : undefined;
  if (p.type === 'number') return Number.isFinite(Number(text)) ? Number(text) : undefined;
  if (p.type === 'checkbox') return /^(true|yes|1|x)$/i.test(text);
  return text;
}

/** The rule's values for the item's properties, over `properties` (the page's, mapped). */
export function withRuleProperties(
  properties: Record<string, unknown>,
  schema: ReadSchema,
  mapping: CollectionMapping,
  picks: ItemPicks,
): Record<string, unknown> {
  const out = { ...properties };
  for (const [key, text] of Object.entries(ruleValues(schema, mapping, picks))) {
    const property = schema.properties.find((p) => p.key === key);
    const value = property && valueOf(property, text);
    if (value !== undefined) out[key] = value;
  }
  return out;
}
