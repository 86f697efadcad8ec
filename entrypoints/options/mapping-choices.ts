/**
 * What the options page's reading-list section offers for a collection: for each page fact the
 * properties of a fitting type (lib/collections/mapping.ts `fits`), the mapping with one fact moved,
 * and the status values to start an item with. Plain data, so unit tests run it without a page.
 */
import { fits, type CollectionMapping, type PageFact } from '../../lib/collections/mapping';
import type { ReadSchema, SchemaProperty } from '../../lib/collections/schema';

/** The properties `fact` may go to, in schema order. */
export function propertyChoices(fact: PageFact, schema: ReadSchema): SchemaProperty[] {
  return schema.properties.filter((p) => fits(fact, p));
}

/**
 * The mapping with `fact` sent to `key` ('' = not saved). A property holds one fact: the fact that
 * had `key` before loses it, as the guess never gives one property two facts either.
 */
export function withField(mapping: CollectionMapping, fact: PageFact, key: string): CollectionMapping {
  const fields: CollectionMapping['fields'] = {};
  for (const [other, otherKey] of Object.entries(mapping.fields) as [PageFact, string][]) {
    if (other !== fact && otherKey !== key) fields[other] = otherKey;
  }
  if (key) fields[fact] = key;
  const next: CollectionMapping = { fields };
  // The chosen status is a value of the status property: it goes when that property changes.
  if (mapping.status && (fact !== 'status' || key === mapping.fields.status) && fields.status)
    next.status = mapping.status;
  return next;
}

/** The values a new item's status may start with: the mapped status property's options. */
export function statusChoices(schema: ReadSchema, mapping: CollectionMapping): string[] {
  const key = mapping.fields.status;
  return schema.properties.find((p) => p.key === key)?.options ?? [];
}

/** The mapping with the status to start with ('' = the status property's first value). */
export function withStatus(mapping: CollectionMapping, status: string): CollectionMapping {
  const { status: _old, ...rest } = mapping;
  return status ? { ...rest, status } : rest;
}
