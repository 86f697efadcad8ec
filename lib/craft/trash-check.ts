/**
 * Is a remembered document in Craft's trash? A trashed document still takes block writes with 200
 * (craft-api-evidence.md §8 N1): a clip sent there is "delivered" where the user never looks. One
 * check reads its connection's listing once, on the first question, and answers every later one
 * from that read: make one per popup or per outbox batch (the rate budget is shared with the
 * user's other Craft clients, N4).
 *
 * - Whole-space links: `GET /documents?location=trash` (N2).
 * - Selected-documents links have no trash listing; their document list carries each document's
 *   deletion status (`isDeleted`, facts §6.2), which is read instead. A document it does not name
 *   is out of the link's scope (N2: a scope problem, not a deletion): unknown.
 * - Daily-notes links list no documents: unknown, and no request is made.
 *
 * An unreadable answer (an error, a shape we do not know) is 'unknown', never "nothing is trashed":
 * the caller does not block the write on it, but does not say the place is fine either.
 */
import type { CraftClient } from './client';
import type { ConnectionKind, DocumentSummary } from './types';

export type TrashVerdict = 'trashed' | 'not-trashed' | 'unknown';

export interface TrashCheck {
  /** Whether `documentId` is in the trash; the first call reads the listing, later ones reuse it. */
  status(documentId: string): Promise<TrashVerdict>;
}

type Listing = (documentId: string) => TrashVerdict;

export function createTrashCheck(client: Pick<CraftClient, 'documents'>, kind: ConnectionKind): TrashCheck {
  let read: Promise<Listing | undefined> | undefined;
  return {
    async status(documentId) {
      read ??= readListing(client, kind);
      const listing = await read;
      return listing ? listing(documentId) : 'unknown';
    },
  };
}

async function readListing(client: Pick<CraftClient, 'documents'>, kind: ConnectionKind): Promise<Listing | undefined> {
  try {
    if (kind === 'space') {
      const trashed = new Set((await client.documents.trashed()).map((d) => d.id));
      return (id) => (trashed.has(id) ? 'trashed' : 'not-trashed');
    }
    if (kind === 'documents') {
      const listed = new Map((await client.documents.list()).map((d: DocumentSummary) => [d.id, d.isDeleted]));
      return (id) => {
        const deleted = listed.get(id);
        if (deleted === undefined) return 'unknown';
        return deleted ? 'trashed' : 'not-trashed';
      };
    }
    return undefined;
  } catch {
    // Unreadable (refused, unreachable, an unknown shape): nothing is known, which is not "empty".
    return undefined;
  }
}
