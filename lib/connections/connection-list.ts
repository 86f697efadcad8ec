/**
 * Pure operations on the saved connection list: add (or replace the same link), remove, choose the
 * default, give each a unique name, and strip the key for the UI. Exactly one connection is the
 * default whenever the list is not empty.
 */
import type { Connection, ConnectionSummary } from '../model/types';
import { isConnectionKind, kindLabel } from './kind-label';
import { maskKey } from './mask-key';

/** Keeps the invariant: the first connection is default when none (or several) are. */
export function withOneDefault(list: Connection[]): Connection[] {
  const chosen = list.find((c) => c.isDefault) ?? list[0];
  return list.map((c) => (c.isDefault === (c === chosen) ? c : { ...c, isDefault: c === chosen }));
}

/**
 * A name not used by another connection: the wanted name, else with the kind appended (two links
 * to one space differ by kind), else numbered.
 */
export function uniqueName(wanted: string, candidate: Pick<Connection, 'id' | 'kind'>, list: Connection[]): string {
  const taken = new Set(list.filter((c) => c.id !== candidate.id).map((c) => c.name));
  if (!taken.has(wanted)) return wanted;
  const withKind = `${wanted} (${kindLabel(candidate.kind)})`;
  if (!taken.has(withKind)) return withKind;
  let n = 2;
  while (taken.has(`${withKind} ${n}`)) n++;
  return `${withKind} ${n}`;
}

/**
 * Adds a connection. Saving a link that is already saved (same API URL) updates it in place,
 * keeping its id, name and default flag, rather than listing the same link twice.
 */
export function addConnection(list: Connection[], incoming: Connection): { list: Connection[]; saved: Connection } {
  const existing = list.find((c) => c.apiUrl === incoming.apiUrl);
  if (existing) {
    const saved: Connection = {
      ...incoming,
      id: existing.id,
      name: existing.name,
      isDefault: existing.isDefault,
      addedAt: existing.addedAt,
    };
    return { list: list.map((c) => (c.id === existing.id ? saved : c)), saved };
  }
  const named: Connection = {
    ...incoming,
    name: uniqueName(incoming.name, incoming, list),
    isDefault: list.length === 0,
  };
  const next = withOneDefault([...list, named]);
  return { list: next, saved: next[next.length - 1] };
}

export function removeConnection(list: Connection[], id: string): Connection[] {
  return withOneDefault(list.filter((c) => c.id !== id));
}

export function setDefaultConnection(list: Connection[], id: string): Connection[] {
  return list.map((c) => ({ ...c, isDefault: c.id === id }));
}

/**
 * Corrects the kind detection chose (lib/craft/detect-connection-kind.ts can only guess when Craft
 * answers a probe in a way nobody recorded, evidence §3a #5). Undefined when `kind` is not a kind.
 */
export function setConnectionKind(list: Connection[], id: string, kind: string): Connection[] | undefined {
  if (!isConnectionKind(kind)) return undefined;
  return list.map((c) => (c.id === id ? { ...c, kind } : c));
}

export function defaultConnection(list: Connection[]): Connection | undefined {
  return list.find((c) => c.isDefault) ?? list[0];
}

/** What may leave the background: everything but the key, which is masked. */
export function toSummary(connection: Connection): ConnectionSummary {
  const { apiKey, ...rest } = connection;
  return { ...rest, maskedKey: maskKey(apiKey) };
}
