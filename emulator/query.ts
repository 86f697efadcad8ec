/** Typed reads of query parameters; every malformed value is a 400 naming the parameter. */
import { badRequest } from './errors';

export type Query = Record<string, string | string[]>;

export function parseQuery(search: URLSearchParams): Query {
  const out: Query = {};
  for (const key of new Set(search.keys())) {
    const all = search.getAll(key);
    out[key] = all.length === 1 ? all[0] : all;
  }
  return out;
}

function one(q: Query, name: string): string | undefined {
  const v = q[name];
  if (Array.isArray(v)) throw badRequest(`${name} must be given once`);
  return v;
}

export function str(q: Query, name: string, required = false): string | undefined {
  const v = one(q, name);
  if (required && (v === undefined || v === '')) throw badRequest(`${name} is required`);
  return v;
}

export function bool(q: Query, name: string, fallback = false): boolean {
  const v = one(q, name);
  if (v === undefined) return fallback;
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw badRequest(`${name} must be true or false, got "${v}"`);
}

export function int(q: Query, name: string, fallback: number, min = -Infinity): number {
  const v = one(q, name);
  if (v === undefined) return fallback;
  if (!/^-?\d+$/.test(v) || Number(v) < min) throw badRequest(`${name} must be an integer ≥ ${min}, got "${v}"`);
  return Number(v);
}

export function oneOf<T extends string>(q: Query, name: string, values: readonly T[], fallback?: T): T | undefined {
  const v = one(q, name);
  if (v === undefined) return fallback;
  if (!(values as readonly string[]).includes(v)) {
    throw badRequest(`${name} must be one of ${values.join(', ')}, got "${v}"`);
  }
  return v as T;
}

/** Multi-value parameters: the wire encoding is undocumented, so both repeated keys and commas work. */
export function list(q: Query, name: string): string[] | undefined {
  const v = q[name];
  if (v === undefined) return undefined;
  return (Array.isArray(v) ? v : [v])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
}

export function exclusive(q: Query, groups: string[][]): void {
  for (const [a, ...others] of groups) {
    for (const b of others) {
      if (q[a] !== undefined && q[b] !== undefined) {
        throw badRequest(`${a} cannot be combined with ${b}`);
      }
    }
  }
}
