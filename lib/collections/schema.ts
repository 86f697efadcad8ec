/**
 * A collection's schema as this extension reads it: from `GET /collections/{id}/schema?format=schema`,
 * whose shape differs between the docs and live Craft (facts §6.16: `select` or `singleSelect`,
 * options as strings or `{ name, color }`, `contentPropDetails` sometimes missing). Plain data.
 */

export type PropertyType =
  'text' | 'number' | 'singleSelect' | 'multiSelect' | 'date' | 'checkbox' | 'url' | 'email' | 'phone' | 'other';

export interface SchemaProperty {
  key: string;
  name: string;
  type: PropertyType;
  /** Select and multi-select only: the option names, in the schema's order. */
  options?: string[];
}

export interface ReadSchema {
  name: string;
  properties: SchemaProperty[];
}

const TYPES: Record<string, PropertyType> = {
  text: 'text',
  number: 'number',
  singleselect: 'singleSelect',
  select: 'singleSelect',
  multiselect: 'multiSelect',
  date: 'date',
  checkbox: 'checkbox',
  url: 'url',
  email: 'email',
  phone: 'phone',
};

interface RawProperty {
  key?: unknown;
  name?: unknown;
  type?: unknown;
  options?: unknown;
}

/** The schema an API answer describes; properties without a key (not addressable) are left out. */
export function readSchema(raw: Record<string, unknown>): ReadSchema {
  const list = (
    Array.isArray(raw.properties) ? raw.properties : Array.isArray(raw.propertyDetails) ? raw.propertyDetails : []
  ) as RawProperty[];
  const properties = list.flatMap((p): SchemaProperty[] => {
    if (typeof p?.key !== 'string' || typeof p.name !== 'string') return [];
    const type = TYPES[String(p.type).toLowerCase()] ?? 'other';
    const options = Array.isArray(p.options)
      ? p.options
          .map((o) => (typeof o === 'string' ? o : String((o as { name?: unknown })?.name ?? '')))
          .filter(Boolean)
      : undefined;
    return [
      {
        key: p.key,
        name: p.name,
        type,
        ...(type === 'singleSelect' || type === 'multiSelect' ? { options: options ?? [] } : {}),
      },
    ];
  });
  return { name: typeof raw.name === 'string' ? raw.name : '', properties };
}
