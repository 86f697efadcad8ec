/**
 * Removing the copies a browser's silent resend made of a write that was answered. When Craft
 * applies a POST and the connection closes before any answer byte, Chromium resends the request by
 * itself if the socket was a reused keep-alive one (net/http/http_network_transaction.cc,
 * ShouldResendRequest) — POSTs included. The resend is applied again and answered, so the
 * extension sees one success while Craft holds two copies. Nothing the page can read tells the two
 * cases apart (the request log is Craft's; Resource Timing and elapsed time do not show a resend),
 * so every answered write is checked — but not one read per write: the writes of one delivery into
 * one parent are noted as runs, and the parent is read once, after the last of them (or before a
 * lost answer is looked for, so an earlier copy cannot be mistaken for it). A 55-part clip costs
 * one read, not 55, and stays inside Craft's rate limits.
 *
 * Only what is surely a copy is removed: blocks inside the window noted before the first write
 * (created after our anchor, before the block that followed it), not ours, not claimed by another
 * delivery, forming a run rendered exactly like one of our runs block for block. A copy need not
 * sit next to its original: a resend of a write "after block X" lands right after X, and our next
 * parts then go between the two. Anything else — a user's edit included — is left alone.
 */
import type { CraftClient } from '../../craft';
import type { Block } from '../../craft/types';
import type { Cursor, ParentRef } from './place';
import { signature } from './block-signature';
import { childrenOf } from './reconcile';
import { isUploadOf } from './upload-block';

type BlockApi = Pick<CraftClient['blocks'], 'get' | 'delete'>;

/** Blocks made from the same markdown render identically (ids aside). */
export const sameRendering = (candidate: Block, ours: Block): boolean =>
  candidate.type === ours.type && (candidate.markdown ?? '') === (ours.markdown ?? '');

/** One answered write: the top-level blocks it created, in order. */
export interface WrittenRun {
  ids: string[];
  /** An upload: copies are image/file blocks of this size and type (their URLs differ). */
  upload?: { size: number; contentType: string };
}

/**
 * The checks still owed for the answered writes into one parent, saved with the progress that
 * records the writes, so a delivery that stops (or whose read fails) before checking does it on
 * its next attempt. `cursor` is the window noted before the first of them.
 */
export interface PendingCheck {
  cursor: Cursor;
  runs: WrittenRun[];
}

/** Adds an answered write to the check of its parent (a new check when it is the first there). */
export function noteWrite(checks: PendingCheck[], cursor: Cursor, run: WrittenRun): void {
  if (!cursor.parent || cursor.afterId === undefined) return;
  const existing = checks.find((c) => c.cursor.parent && sameParent(c.cursor.parent, cursor.parent!));
  if (existing) existing.runs.push(run);
  else checks.push({ cursor, runs: [run] });
}

function sameParent(a: ParentRef, b: ParentRef): boolean {
  return 'id' in a ? 'id' in b && a.id === b.id : 'date' in b && a.date === b.date;
}

/**
 * Reads the check's parent once and deletes every run of foreign blocks in the window that copies
 * one of our runs. Returns the deleted ids. A run not found as it was written (edited meanwhile)
 * is not compared, and nothing is done when the window cannot be read as noted: a copy is not
 * worth a guess. Throws when the place cannot be read, so the check is tried again later.
 */
export async function runCheck(
  blocks: BlockApi,
  check: PendingCheck,
  claimed: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  const { cursor, runs } = check;
  if (!cursor.parent || cursor.afterId === undefined || runs.length === 0) return [];
  const window = between(await childrenOf(blocks, cursor.parent), cursor);
  if (!window) return [];
  const ours = new Set(runs.flatMap((r) => r.ids));
  const foreign = new Set(window.flatMap((b, i) => (ours.has(b.id) || claimed.has(b.id) ? [] : [i])));
  if (foreign.size === 0) return [];
  const index = new Map(window.map((b, i) => [b.id, i]));
  const copies: string[] = [];
  for (const run of runs) {
    const at = index.get(run.ids[0]!);
    if (at === undefined || run.ids.some((id, k) => window[at + k]?.id !== id)) continue;
    const mine = window.slice(at, at + run.ids.length);
    const { upload } = run;
    const same = upload ? (b: Block) => isUploadOf(b, upload.size, upload.contentType) : sameRendering;
    for (const start of [...foreign]) {
      if (!mine.every((block, k) => foreign.has(start + k) && same(window[start + k]!, block))) continue;
      for (let k = 0; k < mine.length; k++) {
        foreign.delete(start + k);
        copies.push(window[start + k]!.id);
      }
    }
  }
  if (copies.length) await blocks.delete(copies);
  return copies;
}

/**
 * The blocks created after the cursor's anchor (before the block that followed it then). Stricter
 * than reconcile.ts's afterAnchor, which a lost answer's search uses: when the block that followed
 * is gone or moved above the anchor, the window's end is unknown, and nothing is deleted on a guess.
 */
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
    if (
      signature(
        found
          .slice(0, n)
          .map((b) => b.markdown ?? '')
          .join('\n'),
      ) !== wanted
    )
      continue;
    if (found.every((b, k) => sameRendering(b, found[k % n]))) return found.slice(0, n);
  }
  return found;
}
