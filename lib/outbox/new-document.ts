/**
 * Creating a job's new document exactly once (clip and upload jobs to "a new document"). The
 * documents of that title where it lands are listed before the write; after a lost answer, one
 * that was not there then is ours. After an answer, a second one that was not there then is the
 * browser's silent resend (verify-write.ts): that check is saved with the progress that records
 * the document, so a failed read is retried on the next attempt instead of leaving the copy.
 */
import type { CraftClient, DocumentDestination } from '../craft';
import { isCraftError } from '../craft/errors';
import { dropResentItems } from './verify-write';

export interface NewDocumentProgress {
  createdDocumentId?: string;
  /** The document was created and answered; copies made by a resend are still to be looked for. */
  documentCheck?: { knownIds: string[] };
  inFlight?: { step: unknown; knownIds?: string[] };
}

export interface NewDocumentContext<P extends NewDocumentProgress> {
  documents: Pick<CraftClient['documents'], 'list' | 'create' | 'delete'>;
  title: string;
  folderId: string | undefined;
  save(progress: P): Promise<void>;
  /** Throws WaitError while an unanswered create may still be applied. */
  settle(): void;
  /** Sends the create with `inFlight` saved first (in-flight.ts `tracked`, or the clip's own copy). */
  write<T>(step: { step: 'document'; knownIds: string[] }, send: () => Promise<T>): Promise<T>;
  /** Ids other deliveries created (their new documents are never taken for copies). */
  claimed?(): Promise<ReadonlySet<string>>;
}

export async function createDocumentOnce<P extends NewDocumentProgress>(p: P, ctx: NewDocumentContext<P>): Promise<string> {
  const where = documentDestination(ctx.folderId);
  const titled = async () => (await ctx.documents.list('folderId' in where ? { folderId: where.folderId } : { location: where.destination }))
    .filter((d) => d.title === ctx.title).map((d) => d.id);

  if (!p.createdDocumentId && p.inFlight?.step === 'document') {
    ctx.settle();
    const knownIds = p.inFlight.knownIds ?? [];
    const claimed = await ctx.claimed?.() ?? new Set();
    const fresh = (await titled()).find((id) => !knownIds.includes(id) && !claimed.has(id));
    // More than one fresh: the browser resent the lost write too; the check below trashes the others.
    if (fresh) await created(fresh, knownIds);
  }
  if (!p.createdDocumentId) {
    const knownIds = await titled();
    const [document] = await ctx.write({ step: 'document', knownIds }, () => ctx.documents.create([{ title: ctx.title }], where));
    if (!document) throw new Error('Craft did not return the new document.');
    await created(document.id, knownIds);
  }
  if (p.documentCheck) {
    try {
      await dropResentItems({
        listSame: titled, known: p.documentCheck.knownIds, keep: p.createdDocumentId!,
        claimed: await ctx.claimed?.(), remove: (ids) => ctx.documents.delete(ids),
      });
    } catch (error) {
      // A copy already gone (trashed by hand) is what the check wanted; anything else is retried.
      if (!isCraftError(error, 'not-found')) throw error;
    }
    p.documentCheck = undefined;
    await ctx.save(p);
  }
  return p.createdDocumentId!;

  async function created(id: string, knownIds: string[]): Promise<void> {
    p.createdDocumentId = id;
    p.documentCheck = { knownIds };
    p.inFlight = undefined;
    await ctx.save(p);
  }
}

/** Built-in locations are addressed by name, user folders by id (POST /documents destination). */
export function documentDestination(folderId: string | undefined): DocumentDestination {
  if (!folderId || folderId === 'unsorted') return { destination: 'unsorted' };
  if (folderId === 'templates') return { destination: 'templates' };
  return { folderId };
}
