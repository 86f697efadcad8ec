/**
 * Never "delivered" into the trash (issue 30 §4): Craft takes writes into a trashed document with
 * 200 (craft-api-evidence.md §8 N1), so a job whose remembered document (a clip's or an upload's
 * document, a task's document, a reading-list item's collection) was trashed would report
 * delivered and leave its content where the user never looks. Before the job writes, its
 * destination is checked against the trash; in the trash, the job parks with that reason instead,
 * and Retry after the user restored the document delivers it. One `DestinationChecks` serves a
 * whole batch (one outbox round): the listings are read at most once each (N4). An unknown answer
 * (no listing, an unreadable one) lets the job go on: blocking every write on it would be worse.
 */
import type { CraftClient } from '../craft/client';
import { createTrashCheck, type TrashCheck } from '../craft/trash-check';
import type { ConnectionKind } from '../craft/types';
import { text } from '../i18n/ui-text';
import type { Destination, TaskPlace } from '../model/types';
import { ParkError } from './policy';
import type { OutboxJob } from './types';

export interface DestinationChecks {
  trash: TrashCheck;
  /** The document a collection lives in; the collections are listed once, on the first question. */
  collectionDocument(collectionId: string): Promise<string | undefined>;
}

export function createDestinationChecks(
  client: Pick<CraftClient, 'documents' | 'collections'>,
  kind: ConnectionKind,
): DestinationChecks {
  let collections: Promise<Map<string, string | undefined>> | undefined;
  return {
    trash: createTrashCheck(client, kind),
    async collectionDocument(collectionId) {
      collections ??= client.collections
        .list()
        .then((list) => new Map(list.map((c) => [c.id, c.documentId])))
        .catch(() => new Map());
      return (await collections).get(collectionId);
    },
  };
}

type Resolve = (wanted: Destination | 'last' | undefined) => Promise<Destination | undefined>;

/** Throws a ParkError when the document `job` is about to write into is in the trash. */
export async function parkIfTrashed(job: OutboxJob, checks: DestinationChecks, resolve?: Resolve): Promise<void> {
  if (job.kind === 'item') {
    const documentId = await checks.collectionDocument(job.payload.collectionId);
    if (documentId && (await checks.trash.status(documentId)) === 'trashed')
      throw new ParkError(text('outbox_collectionTrashed', job.payload.collectionName));
    return;
  }
  const target = await documentOf(job, resolve);
  if (target && (await checks.trash.status(target.id)) === 'trashed')
    throw new ParkError(text('outbox_destinationTrashed', target.title));
}

/** The existing document a clip, task or upload writes into, if it names one. */
async function documentOf(job: OutboxJob, resolve?: Resolve): Promise<{ id: string; title: string } | undefined> {
  const place = await placeOf(job, resolve);
  return place?.kind === 'document' ? place : undefined;
}

async function placeOf(job: OutboxJob, resolve?: Resolve): Promise<Destination | TaskPlace | undefined> {
  switch (job.kind) {
    case 'clip':
      return job.payload.request.destination;
    case 'task':
      return job.payload.place;
    case 'mark':
      return job.payload.destination;
    case 'upload': {
      const wanted = job.payload.destination;
      return typeof wanted === 'object' ? wanted : resolve?.(wanted);
    }
    default:
      return undefined;
  }
}
