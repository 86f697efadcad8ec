/**
 * What the popup's shell needs to draw a usable Send before `storage.local.get` answers: the
 * connections' names and kinds, the chosen one, its destination and the clip format. Kept in
 * `localStorage` because it is read synchronously, before the first render; extension storage is a
 * round trip to the browser process that on a busy machine costs more than the rest of the start.
 * The storage answer always follows and wins (model.ts `load`). Never a connection's URL (its link id)
 * or key: the fields are picked one by one, and a test checks that no secret gets in.
 */
import type { ClipSettings, Connection, Destination, InsertAt } from '../../lib/model/types';

/** Only what the popup shows of a connection: the URL and key stay in the background. */
export type ConnectionView = Pick<Connection, 'id' | 'name' | 'kind' | 'isDefault' | 'timezone' | 'spaceName'>;

export interface ShellSnapshot {
  connections: ConnectionView[];
  connectionId: string;
  destination: Destination;
  format: ClipSettings['format'];
  insertAt: InsertAt;
}

/** Bump when the shape changes: an older snapshot is then ignored, and the popup waits for storage. */
const KEY = 'popup-shell-v1';

/** What the popup keeps of a connection (from storage or a snapshot): the fields one by one, never its secrets. */
export const viewOf = (c: ConnectionView): ConnectionView => ({
  id: c.id,
  name: c.name,
  kind: c.kind,
  isDefault: c.isDefault,
  timezone: c.timezone,
  spaceName: c.spaceName,
});

/** Blocked storage (cookies off for the extension) throws on access: then there is no snapshot. */
function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function saveSnapshot(snapshot: ShellSnapshot): void {
  const { connections, connectionId, destination, format, insertAt } = snapshot;
  const safe: ShellSnapshot = { connections: connections.map(viewOf), connectionId, destination, format, insertAt };
  try {
    store()?.setItem(KEY, JSON.stringify(safe));
  } catch {
    // Full or blocked: the next open waits for storage, as without a snapshot.
  }
}

export function forgetSnapshot(): void {
  try {
    store()?.removeItem(KEY);
  } catch {
    // Blocked: there was nothing to read either.
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Only saveSnapshot of this version writes under KEY, so the shape is checked as far as the shell reads it
 * before storage answers (which then replaces every field): strings where it shows text, the choices' values.
 */
function isSnapshot(v: unknown): v is ShellSnapshot {
  return (
    isObject(v) &&
    Array.isArray(v.connections) &&
    v.connections.every((c) => isObject(c) && typeof c.id === 'string' && typeof c.name === 'string') &&
    typeof v.connectionId === 'string' &&
    isObject(v.destination) &&
    typeof v.destination.kind === 'string' &&
    (v.format === 'page' || v.format === 'inline') &&
    (v.insertAt === 'start' || v.insertAt === 'end')
  );
}

/** The snapshot, or undefined when there is none or it is not one this version wrote. */
export function readSnapshot(): ShellSnapshot | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store()?.getItem(KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (!isSnapshot(parsed)) return undefined;
  return parsed.connections.some((c) => c.id === parsed.connectionId) ? parsed : undefined;
}
