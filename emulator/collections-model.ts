/** Collection schemas, item validation against them, and the two schema formats. */
import type { BlockRecord, CollectionSchema, SchemaProperty } from './types';
import type { Store } from './store';
import { badRequest } from './errors';
import { isIsoDate } from './dates';

const COLORS = ['yellow', 'sky-blue', 'mint-green', 'gray', 'red'];
const TYPE_ALIASES: Record<string, string> = { select: 'singleSelect', multiselect: 'multiSelect' };
export const PROPERTY_TYPES = [
  'text',
  'number',
  'singleSelect',
  'multiSelect',
  'date',
  'checkbox',
  'url',
  'email',
  'phone',
];

export interface SchemaInput {
  name: string;
  contentPropDetails?: { key?: string; name?: string };
  properties?: { key?: string; name: string; type: string; options?: ({ name: string; color?: string } | string)[] }[];
}
export interface ItemInput {
  title?: string;
  properties?: Record<string, unknown>;
}

export function camelKey(name: string, taken: Set<string>): string {
  const words = name
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const base =
    words.map((w, i) => (i ? w[0].toUpperCase() + w.slice(1).toLowerCase() : w.toLowerCase())).join('') || 'property';
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}${n}`;
  taken.add(key);
  return key;
}

export function normalizeSchema(input: SchemaInput): CollectionSchema {
  if (!input?.name) throw badRequest('schema.name is required');
  const taken = new Set<string>(['title']);
  const properties: SchemaProperty[] = (input.properties ?? []).map((p, i) => {
    const type = TYPE_ALIASES[p.type] ?? p.type;
    if (!PROPERTY_TYPES.includes(type))
      throw badRequest(`schema.properties.${i}.type must be one of ${PROPERTY_TYPES.join(', ')}`);
    const key = p.key ?? camelKey(p.name, taken);
    taken.add(key);
    const prop: SchemaProperty = { key, name: p.name, type };
    if (type === 'singleSelect' || type === 'multiSelect') {
      prop.options = (p.options ?? []).map((o, j) =>
        typeof o === 'string'
          ? { name: o, color: COLORS[j % COLORS.length] }
          : { name: o.name, color: o.color ?? COLORS[j % COLORS.length] },
      );
    }
    return prop;
  });
  return {
    key: camelKey(input.name, new Set()),
    name: input.name,
    contentPropDetails: {
      key: input.contentPropDetails?.key ?? 'title',
      name: input.contentPropDetails?.name ?? 'Title',
    },
    properties,
  };
}

/** Checks item properties against the schema; new select options are added only when allowed. */
export function validateProperties(
  schema: CollectionSchema,
  props: Record<string, unknown>,
  allowNew: boolean,
  where: string,
): void {
  for (const [key, value] of Object.entries(props)) {
    const prop = schema.properties.find((p) => p.key === key);
    if (!prop) throw badRequest(`${where}.${key} is not a property of collection ${schema.name}`);
    const fail = (expected: string) => {
      throw badRequest(`${where}.${key} must be ${expected}`);
    };
    if (value === null) continue;
    switch (prop.type) {
      case 'number':
        if (typeof value !== 'number') fail('a number');
        break;
      case 'checkbox':
        if (typeof value !== 'boolean') fail('a boolean');
        break;
      case 'date':
        if (typeof value !== 'string' || !isIsoDate(value)) fail('a YYYY-MM-DD date');
        break;
      case 'singleSelect':
      case 'multiSelect': {
        const values = prop.type === 'multiSelect' ? value : [value];
        if (!Array.isArray(values) || values.some((v) => typeof v !== 'string'))
          fail(prop.type === 'multiSelect' ? 'an array of strings' : 'a string');
        for (const v of values as string[]) {
          if (prop.options!.some((o) => o.name === v)) continue;
          if (!allowNew) fail(`one of ${prop.options!.map((o) => o.name).join(', ')} (or set allowNewSelectOptions)`);
          prop.options!.push({ name: v, color: COLORS[prop.options!.length % COLORS.length] });
        }
        break;
      }
      default:
        if (typeof value !== 'string') fail('a string');
    }
  }
}

export function addItems(store: Store, collection: BlockRecord, items: ItemInput[], allowNew: boolean): BlockRecord[] {
  items.forEach((it, i) =>
    validateProperties(collection.schema!, it.properties ?? {}, allowNew, `items.${i}.properties`),
  );
  return store.insert(
    items.map(
      (it) => ({ type: 'collectionItem', markdown: it.title ?? '', properties: { ...(it.properties ?? {}) } }) as never,
    ),
    collection.id,
    -1,
  );
}

export function createCollection(
  store: Store,
  parentId: string,
  index: number,
  schema: SchemaInput,
  items: ItemInput[] = [],
): BlockRecord {
  const normalized = normalizeSchema(schema);
  const [block] = store.insert([{ type: 'collection', markdown: normalized.name }], parentId, index);
  block.schema = normalized;
  addItems(store, block, items, false);
  return block;
}

export function editableSchema(schema: CollectionSchema) {
  return { ...schema, propertyDetails: schema.properties };
}

export function jsonSchemaItems(schema: CollectionSchema) {
  const propSchema = (p: SchemaProperty): Record<string, unknown> => {
    const description = p.name;
    if (p.type === 'number') return { type: 'number', description };
    if (p.type === 'checkbox') return { type: 'boolean', description };
    if (p.type === 'singleSelect') return { type: 'string', enum: p.options!.map((o) => o.name), description };
    if (p.type === 'multiSelect')
      return { type: 'array', items: { type: 'string', enum: p.options!.map((o) => o.name) }, description };
    if (p.type === 'date') return { type: 'string', format: 'date', description };
    return { type: 'string', description };
  };
  return {
    type: 'object',
    properties: {
      items: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            title: { type: 'string', description: 'The title of the collection item' },
            properties: {
              type: 'object',
              properties: Object.fromEntries(schema.properties.map((p) => [p.key, propSchema(p)])),
            },
          },
          required: ['title'],
        },
      },
    },
    required: ['items'],
    additionalProperties: false,
  };
}
