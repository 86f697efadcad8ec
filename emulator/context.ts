/** What a route handler receives and returns. */
import type { ConnectionKind } from './types';
import type { Store } from './store';
import type { Scope } from './scope';
import type { Query } from './query';
import type { Behaviour } from './behaviour';

export interface Ctx {
  store: Store;
  scope: Scope;
  kind: ConnectionKind;
  method: string;
  path: string;
  params: Record<string, string>;
  query: Query;
  body: unknown;
  rawBody: Buffer;
  headers: Record<string, string>;
  now: Date;
  timezone: string;
  origin: string;
  behaviour: Behaviour;
}

export interface Reply {
  status?: number;
  json?: unknown;
  text?: string;
  contentType?: string;
  /** Blocks read or written, when the answer's JSON does not show them (markdown answers). */
  blocks?: number;
}

export type Handler = (ctx: Ctx) => Reply | Promise<Reply>;

export interface Route {
  method: string;
  /** Path relative to /api/v1 with `:name` segments. */
  pattern: string;
  kinds: readonly ConnectionKind[];
  /** Mutating routes trigger persistence and can be dropped after apply. */
  mutates?: boolean;
  /** The body is raw bytes (upload), not JSON. */
  raw?: boolean;
  handler: Handler;
}

export const ALL_KINDS = ['documents', 'space', 'daily-notes'] as const;
