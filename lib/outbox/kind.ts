/**
 * The one interface a job kind implements (kinds/<kind>/<kind>-job.ts), collected in
 * registry.ts under `satisfies { [K in JobKind]: JobKindModule<K> }`: a kind missing a part, or a
 * kind without a module, does not compile. Everything the outbox does per kind goes through it.
 */
import type { CraftClient } from '../craft';
import type { JobKind } from '../model/outbox';
import type { ConnectionKind, Destination } from '../model/types';
import type { Departures } from './write/departures';
import type { DeliveredMap, JobOf, Offer, PayloadMap, ProgressMap } from './types';

/** The requests a delivery may make: every kind's, so one client serves them all. */
export type DeliveryClient = Pick<CraftClient, 'blocks' | 'documents' | 'tasks' | 'upload' | 'collections'>;

/** What a kind's delivery gets for one attempt (handlers.ts builds it; tests build their own). */
export interface RunContext<K extends JobKind> {
  client: DeliveryClient;
  connectionKind: ConnectionKind;
  /** Persists progress; resolves before the next request goes out. */
  save(progress: ProgressMap[K]): Promise<void>;
  onProgress?(part: number, total: number): void;
  /** Ids other jobs created: never taken for copies of this job's writes (claimed.ts). */
  claimed(): Promise<ReadonlySet<string>>;
  /** 'last' or no destination: what it means for this connection now (senders resolve it before enqueueing). */
  destination(wanted: Destination | 'last' | undefined): Promise<Destination | undefined>;
  /** How long an unanswered write may still be applied (policy.ts settleMs); tests shorten it. */
  settleMs?: number;
  now?: () => number;
  /** When the client's requests leave (after the pacer's wait): write steps stamp their marks then. */
  departures?: Departures;
}

export interface JobKindModule<K extends JobKind> {
  /** Delivers the job exactly once, resuming from its progress; throws on failure (policy.ts classifies). */
  run(job: JobOf<K>, ctx: RunContext<K>): Promise<DeliveredMap[K]>;
  /** The Craft ids this job created (progress and result): another job's checks never take them for copies. */
  createdIds(job: JobOf<K>): string[];
  /** What the popup's outbox list offers to copy: the content not yet delivered. */
  content(job: JobOf<K>): string | undefined;
  /** What a delivered job keeps of its payload: the shape and destination, not the content or bytes. */
  withoutContent(payload: PayloadMap[K]): PayloadMap[K];
  /** Whether `payload` is its sender sending this job again: the job continues instead of a second one. */
  repeats(job: JobOf<K>, payload: PayloadMap[K]): boolean;
  /** The payload with every relative day it names ('today', 'tomorrow'…) pinned to `day` (pin-today.ts). */
  pin(payload: PayloadMap[K], day: string): PayloadMap[K];
  /** What its sender is told is left after a failure, held to send again (`repeats`); none when it sends the same payload. */
  offer(job: JobOf<K>): Offer | undefined;
}

/** The ids a progress or result object names (the fields every kind uses for what it created). */
export function namedIds(found: CreatedIds | undefined, withId = false): string[] {
  if (!found) return [];
  const ids = [
    found.blockId,
    found.captionBlockId,
    found.createdDocumentId,
    found.pageId,
    found.sectionId,
    ...(found.blockIds ?? []),
  ];
  if (withId) ids.push(found.id);
  return ids.filter((id): id is string => Boolean(id));
}

interface CreatedIds {
  id?: string;
  blockId?: string;
  captionBlockId?: string;
  blockIds?: string[];
  createdDocumentId?: string;
  pageId?: string;
  /** A daily note's section the job found or made (write/daily-section.ts). */
  sectionId?: string;
}

/** The ids of the runs a job's owed checks hold: its own blocks, still to be compared. */
export function checkedIds(checks: ReadonlyArray<{ runs: ReadonlyArray<{ ids: string[] }> }> | undefined): string[] {
  return (checks ?? []).flatMap((c) => c.runs.flatMap((r) => r.ids));
}

/** Plain-data equality of two payload fields (both JSON). */
export const sameData = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
