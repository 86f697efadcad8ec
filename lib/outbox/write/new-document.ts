/**
 * Creating a job's new document exactly once (clip and upload jobs to "a new document"), as one
 * write step (write-step.ts). The documents of that title where it lands are listed before the
 * write; after a lost answer, one that was not there then is ours. After an answer, a second one
 * that was not there then is the browser's silent resend (verify-write.ts): that check is saved
 * with the progress that records the document, so a failed read is retried on the next attempt
 * instead of leaving the copy.
 */
import type { CraftClient, DocumentDestination } from '../../craft';
import { isCraftError } from '../../craft/errors';
import { text, TextError } from '../../i18n/ui-text';
import { dropResentItems } from './verify-write';
import { writeStep, type StepContext, type StepProgress } from './write-step';

export interface NewDocumentProgress extends StepProgress {
  createdDocumentId?: string;
  /** The document was created and answered; copies made by a resend are still to be looked for. */
  documentCheck?: { knownIds: string[] };
}

type DocumentMark = { step: 'document'; knownIds: string[] };

export interface NewDocument {
  documents: Pick<CraftClient['documents'], 'list' | 'create' | 'delete'>;
  title: string;
  folderId: string | undefined;
}

export async function createDocumentOnce<P extends NewDocumentProgress>(
  ctx: StepContext<P>,
  doc: NewDocument,
): Promise<string> {
  const p = ctx.progress;
  const where = documentDestination(doc.folderId);
  const titled = async () =>
    (await doc.documents.list('folderId' in where ? { folderId: where.folderId } : { location: where.destination }))
      .filter((d) => d.title === doc.title)
      .map((d) => d.id);

  if (!p.createdDocumentId) {
    await writeStep<DocumentMark, string>(ctx, {
      id: 'document',
      prepare: async () => ({ step: 'document', knownIds: await titled() }),
      async look(mark) {
        const claimed = await ctx.claimed();
        // More than one fresh: the browser resent the lost write too; the check below trashes the others.
        return (await titled()).find((id) => !(mark.knownIds ?? []).includes(id) && !claimed.has(id));
      },
      async send() {
        const [document] = await doc.documents.create([{ title: doc.title }], where);
        if (!document) throw new TextError(text('outbox_noDocument'));
        return document.id;
      },
      async arrived(id, mark) {
        p.createdDocumentId = id;
        p.documentCheck = { knownIds: mark.knownIds ?? [] };
        await ctx.save(p);
      },
    });
  }
  if (p.documentCheck) {
    try {
      await dropResentItems({
        listSame: titled,
        known: p.documentCheck.knownIds,
        keep: p.createdDocumentId!,
        claimed: await ctx.claimed(),
        remove: (ids) => doc.documents.delete(ids),
      });
    } catch (error) {
      // A copy already gone (trashed by hand) is what the check wanted; anything else is retried.
      if (!isCraftError(error, 'not-found')) throw error;
    }
    p.documentCheck = undefined;
    await ctx.save(p);
  }
  return p.createdDocumentId!;
}

/** Built-in locations are addressed by name, user folders by id (POST /documents destination). */
export function documentDestination(folderId: string | undefined): DocumentDestination {
  if (!folderId || folderId === 'unsorted') return { destination: 'unsorted' };
  if (folderId === 'templates') return { destination: 'templates' };
  return { folderId };
}
