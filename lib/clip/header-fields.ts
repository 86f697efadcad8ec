/** Editing the header's field list (which fields, in which order) as the settings form does. */
import type { HeaderField } from '../model/types';

export const ALL_HEADER_FIELDS: readonly HeaderField[] = ['title', 'site', 'author', 'published', 'clippedAt'];

/** Enabled fields keep their order; disabled ones follow in the default order, for display. */
export function fieldRows(enabled: readonly HeaderField[]): Array<{ field: HeaderField; on: boolean }> {
  const on = enabled.filter((f, i) => ALL_HEADER_FIELDS.includes(f) && enabled.indexOf(f) === i);
  return [
    ...on.map((field) => ({ field, on: true })),
    ...ALL_HEADER_FIELDS.filter((f) => !on.includes(f)).map((field) => ({ field, on: false })),
  ];
}

export function toggleField(enabled: readonly HeaderField[], field: HeaderField, on: boolean): HeaderField[] {
  const without = enabled.filter((f) => f !== field);
  return on ? [...without, field] : without;
}

/** Moves an enabled field one place up (-1) or down (+1); out of range leaves it. */
export function moveField(enabled: readonly HeaderField[], field: HeaderField, delta: -1 | 1): HeaderField[] {
  const list = [...enabled];
  const from = list.indexOf(field);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= list.length) return list;
  [list[from], list[to]] = [list[to]!, list[from]!];
  return list;
}
