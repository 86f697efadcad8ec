/**
 * Removing the copies a browser's silent resend made of a write that was answered. When Craft
 * applies a POST and the connection closes before any answer byte, Chromium resends the request by
 * itself if the socket was a reused keep-alive one (net/http/http_network_transaction.cc,
 * ShouldResendRequest) — POSTs included. The resend is applied again and answered, so the
 * extension sees one success while Craft holds two copies. Nothing the page can read tells the two
 * cases apart (the request log is Craft's; Resource Timing and elapsed time do not show a resend),
 * so every answered write is checked once: one read of the place it landed.
 *
 * Only what is surely a copy is removed: blocks inside the window noted before the write (created
 * after our anchor, before the block that followed it), right next to the blocks the answer
 * returned, rendered exactly like them block for block, and not among the returned ids. Listed
 * items (tasks, documents) likewise: the same text, not there before the write, not ours, not
 * claimed by another delivery. Anything else — a user's edit included — is left alone.
 */
import type { CraftClient } from '../craft';
import type { Block } from '../craft/types';
import type { Cursor } from './clip-progress';
import { signature } from './block-signature';
import { childrenOf } from './reconcile';
import { isUploadOf } from './upload-block';

type BlockApi = Pick<CraftClient['blocks'], 'get' | 'delete'>;

/** Whether `candidate` is a copy of our block `ours` (same position in the run). */
export type SameBlock = (candidate: Block, ours: Block) => boolean;

/** Blocks made from the same markdown render identically (ids aside). */
export const sameRendering: SameBlock = (candidate, ours) =>
  candidate.type === ours.type && (candidate.markdown ?? '') === (ours.markdown ?? '');

/**
 * Deletes runs of blocks next to our run (`ourIds`, in order) inside the cursor's window that copy
 * ours block for block. Returns the deleted ids. Does nothing when the place cannot be read as
 * noted (anchor gone, our blocks not found together): a copy is not worth a guess.
 */
export async function dropResentBlocks(blocks: BlockApi, cursor: Cursor, ourIds: string[], same: SameBlock = sameRendering): Promise<string[]> {
  if (!cursor.parent || cursor.afterId === undefined || ourIds.length === 0) return [];
  const children = await childrenOf(blocks, cursor.parent);
  const window = between(children, cursor);
  if (!window) return [];
  const n = ourIds.length;
  let start = window.findIndex((b) => b.id === ourIds[0]);
  if (start < 0 || ourIds.some((id, k) => window[start + k]?.id !== id)) return [];
  const ours = window.slice(start, start + n);
  const isCopy = (at: number) => at >= 0 && at + n <= window.length
    && ours.every((block, k) => !ourIds.includes(window[at + k].id) && same(window[at + k], block));

  const copies: string[] = [];
  while (isCopy(start - n)) {
    start -= n;
    copies.push(...window.slice(start, start + n).map((b) => b.id));
  }
  for (let at = window.indexOf(ours[n - 1]) + 1; isCopy(at); at += n) copies.push(...window.slice(at, at + n).map((b) => b.id));
  if (copies.length) await blocks.delete(copies);
  return copies;
}

/** The blocks created after the cursor's anchor (before the block that followed it then). */
function between(children: Block[], cursor: Cursor): Block[] | undefined {
  const start = cursor.afterId ? children.findIndex((b) => b.id === cursor.afterId) + 1 : 0;
  if (cursor.afterId && start === 0) return undefined;
  const stop = cursor.beforeId ? children.findIndex((b) => b.id === cursor.beforeId) : -1;
  if (cursor.beforeId && stop < 0) return undefined;
  return children.slice(start, stop >= 0 ? stop : children.length);
}

/**
 * For writes that create a listed item (a task, a document): `listSame()` lists the items with our
 * text now; those that were not `known` before the write, are not `keep` (the answer's id) and are
 * not `claimed` by another delivery are copies and go to `remove`. Returns the removed ids.
 */
export async function dropResentItems(opts: {
  listSame(): Promise<string[]>;
  known: Iterable<string>;
  keep: string;
  claimed?: Iterable<string>;
  remove(ids: string[]): Promise<unknown>;
}): Promise<string[]> {
  const skip = new Set([...opts.known, ...(opts.claimed ?? []), opts.keep]);
  const copies = (await opts.listSame()).filter((id) => !skip.has(id));
  if (copies.length) await opts.remove(copies);
  return copies;
}

/**
 * After a lost answer the blocks found at the place may be our part twice (the browser resent it,
 * then the answer of the resend was lost too). The first copy is the shortest prefix whose words
 * are exactly the part's and which the rest repeats block for block; when no prefix proves that,
 * everything found is kept as ours (a part may legitimately repeat a line).
 */
export function firstCopy(found: Block[], markdown: string): Block[] {
  const wanted = signature(markdown);
  for (let n = 1; n < found.length; n++) {
    if (found.length % n !== 0) continue;
    if (signature(found.slice(0, n).map((b) => b.markdown ?? '').join('\n')) !== wanted) continue;
    if (found.every((b, k) => sameRendering(b, found[k % n]))) return found.slice(0, n);
  }
  return found;
}

/**
 * A check still owed after an answered write, saved with the progress that records the write, so
 * a delivery that stops (or whose read fails) before checking does it on its next attempt.
 */
export interface PendingCheck {
  cursor: Cursor;
  ids: string[];
  /** An upload: copies are image/file blocks of this size and type (their URLs differ). */
  upload?: { size: number; contentType: string };
}

/** Runs a pending check; throws when the place cannot be read, so it is tried again later. */
export async function runCheck(blocks: BlockApi, check: PendingCheck): Promise<string[]> {
  const { upload } = check;
  return dropResentBlocks(blocks, check.cursor, check.ids, upload && ((b) => isUploadOf(b, upload.size, upload.contentType)));
}
