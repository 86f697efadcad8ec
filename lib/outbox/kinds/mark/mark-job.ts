/**
 * The marks kind: a page's pending mark changes (mark-batch.ts) made true in Craft, exactly once.
 * Every attempt first waits out its own unanswered write (settleLost), then reads the page block
 * and changes only what differs, so whatever arrived before — from this job or another, or the
 * user's own edits in Craft — is never written twice:
 * 1. the page block — the one this page's marks already have; else a page block for this page found
 *    in the destination (page-block.ts); else it is created there with the job's marks inside, in
 *    page order (blocks.ts marksPageMarkdown): one request for the first marks of a page;
 * 2. removals — one DELETE for every block of every removed mark and every note taken off;
 * 3. colour and note edits — one PUT for every changed highlight and note block;
 * 4. notes added to marks Craft has — each an indented block after its highlight;
 * 5. new marks — after the block of the mark before them in page order (the page's start when none
 *    is there), neighbours in one request.
 * Answered writes are checked for the browser's silent resend (verify-write.ts); a page block whose
 * answer was lost is found by its title link, a mark by its passage link.
 */
import { escapeText } from '../../../convert';
import type { Block, Position } from '../../../craft/types';
import { isCraftError } from '../../../craft/errors';
import { markMarkdown, marksPageMarkdown, readMarks, type ReadMark } from '../../../highlights/blocks';
import { findMarksPage, linkedQuote, passageKey } from '../../../highlights/page-block';
import { text } from '../../../i18n/ui-text';
import type { Destination } from '../../../model/types';
import { checkedIds, type JobKindModule, type RunContext } from '../../kind';
import { pinPlace } from '../../pin-today';
import { ParkError } from '../../policy';
import type { JobOf } from '../../types';
import type { ParentRef } from '../../write/place';
import { childrenOf } from '../../write/reconcile';
import { runOwedChecks, settleLost, stepContext, writeStep } from '../../write/write-step';
import type { MarkDelivered, MarkJobProgress, MarkOp } from './mark-progress';

type Put = Extract<MarkOp, { op: 'put' }>;
type Mark = { step: string };

export const markJob: JobKindModule<'mark'> = {
  run: runMarkJob,
  createdIds(job) {
    const p = job.progress;
    const done = job.result as { pageBlockId?: string; created?: string[] } | undefined;
    const ids = [
      p?.createdPage ? p.pageBlockId : undefined,
      ...(p?.created ?? []),
      ...checkedIds(p?.checks),
      ...(done?.created ?? []),
    ];
    return ids.filter((id): id is string => Boolean(id));
  },
  content: (job) =>
    job.payload.ops
      .filter((o): o is Put => o.op === 'put')
      .map((o) => markMarkdown(job.payload.url, o))
      .join('\n\n') || undefined,
  withoutContent: (payload) => ({ ...payload, ops: [], order: [] }),
  // Marks are never "sent again": every change is its own, and joins a waiting job (mark-batch.ts).
  repeats: () => false,
  pin: (payload, day) => ({ ...payload, destination: pinPlace(payload.destination, day) }),
  offer: () => undefined,
};

function parentOf(destination: Destination): ParentRef {
  if (destination.kind === 'daily-note') return { date: destination.date };
  if (destination.kind === 'document') return { id: destination.id };
  // Senders resolve a new document before enqueueing marks; one that was not is no place for them.
  throw new ParkError(text('outbox_noMarksPlace'));
}

const endOf = (parent: ParentRef): Position =>
  'id' in parent ? { position: 'end', pageId: parent.id } : { position: 'end', date: parent.date };

const cleanNote = (note: string | undefined) => note?.replace(/\s+/g, ' ').trim() || undefined;

export async function runMarkJob(job: JobOf<'mark'>, ctx: RunContext<'mark'>): Promise<MarkDelivered> {
  const payload = job.payload;
  const { blocks } = ctx.client;
  const p: MarkJobProgress = structuredClone(job.progress ?? {});
  const step = stepContext(ctx, p);
  const revs = Object.fromEntries(payload.ops.map((o) => [o.id, o.rev]));
  const keyOf = (o: Pick<MarkOp, 'quote'>) => passageKey(payload.url, o.quote);
  const rank = new Map(payload.order.map((k, i) => [k, i]));
  const puts = payload.ops
    .filter((o): o is Put => o.op === 'put')
    .sort((a, b) => (rank.get(keyOf(a)) ?? Infinity) - (rank.get(keyOf(b)) ?? Infinity));

  await settleLost(step);
  let pageId = p.pageBlockId ?? payload.pageBlockId;
  let children = pageId ? await pageChildren(pageId) : undefined;
  if (!children) {
    // No page block yet, or Craft no longer has it (deleted there): the destination may hold one.
    const parent = parentOf(payload.destination);
    const there = await childrenOf(blocks, parent);
    const found = findMarksPage(there, payload.url);
    if (found) {
      pageId = found.id;
      children = (await pageChildren(found.id)) ?? [];
    } else {
      if (!puts.length) return { revs };
      pageId = await createPage(parent, there);
      await runOwedChecks(step);
      return { pageBlockId: pageId, revs };
    }
    p.pageBlockId = pageId;
    await ctx.save(p);
  }
  await applyOps(pageId!, children);
  await runOwedChecks(step);
  return { pageBlockId: pageId, revs };

  async function pageChildren(id: string): Promise<Block[] | undefined> {
    try {
      const page = await blocks.get({ id }, { maxDepth: 1 });
      return page.content ?? [];
    } catch (error) {
      if (isCraftError(error, 'not-found')) return undefined;
      throw error;
    }
  }

  function createPage(parent: ParentRef, there: Block[]): Promise<string> {
    const markdown = marksPageMarkdown({ title: payload.title, url: payload.url }, puts);
    const cursor = { parent, afterId: there.at(-1)?.id ?? null, beforeId: null };
    return writeStep<Mark, string>(step, {
      id: 'page',
      prepare: async () => ({ step: 'page' }),
      // Never reached: settleLost clears a lost mark, and the destination is read again after it.
      look: async () => undefined,
      async send() {
        const [page] = await blocks.insertMarkdown(markdown, endOf(parent));
        if (!page) throw new ParkError(text('outbox_noBlocks'));
        return page.id;
      },
      async arrived(id) {
        (p.checks ??= []).push({ cursor, runs: [{ ids: [id] }] });
        p.pageBlockId = id;
        p.createdPage = true;
        await ctx.save(p);
      },
    });
  }

  async function applyOps(page: string, content: Block[]): Promise<void> {
    const read = readMarks(content);
    const inPage = new Map<string, ReadMark>();
    const readKey = (m: ReadMark) => keyOf({ quote: linkedQuote(m.quote) });
    for (const m of read) if (m.blockId && !inPage.has(readKey(m))) inPage.set(readKey(m), m);
    const deletes: string[] = [];
    const updates: Array<{ id: string; markdown: string; indentationLevel?: number }> = [];
    const notes: Array<{ mark: ReadMark; note: string }> = [];
    const fresh: Put[] = [];
    for (const op of payload.ops) {
      const there = inPage.get(keyOf(op));
      if (op.op === 'remove') {
        if (there) deletes.push(there.blockId!, ...(there.noteBlockId ? [there.noteBlockId] : []));
        continue;
      }
      if (!there) {
        fresh.push(op);
        continue;
      }
      if (there.color !== op.color)
        updates.push({ id: there.blockId!, markdown: markMarkdown(payload.url, { ...op, note: undefined }) });
      const want = cleanNote(op.note);
      const have = cleanNote(there.note);
      // The indentation is sent again: it is what makes the block the mark's note (blocks.ts readMarks).
      if (want && have && want !== have)
        updates.push({ id: there.noteBlockId!, markdown: escapeText(want), indentationLevel: 1 });
      else if (!want && have) deletes.push(there.noteBlockId!);
      else if (want && !have) notes.push({ mark: there, note: want });
    }
    if (deletes.length) await blocks.delete(deletes);
    if (updates.length) await blocks.update(updates);
    for (const { mark, note } of notes) {
      // A new mark after this one goes after its note.
      const [noteId] = await addNote(page, content, mark.blockId!, note);
      if (noteId) mark.noteBlockId = noteId;
    }
    await addMarks(page, content, inPage, fresh);
  }

  /** A note under a mark Craft has: its own check window (the highlight, up to the block after it). */
  async function addNote(page: string, content: Block[], after: string, note: string): Promise<string[]> {
    const index = content.findIndex((b) => b.id === after);
    const cursor = { parent: { id: page }, afterId: after, beforeId: content[index + 1]?.id ?? null };
    return writeStep<Mark, string[]>(step, {
      id: 'note:' + after,
      prepare: async () => ({ step: 'note:' + after }),
      look: async () => undefined,
      send: async () =>
        (
          await blocks.insert([{ type: 'text', markdown: escapeText(note), indentationLevel: 1 }], {
            position: 'after',
            siblingId: after,
          })
        ).map((b) => b.id),
      note: () => undefined,
      async arrived(ids) {
        p.created = [...(p.created ?? []), ...ids];
        // Not merged into the page's check: its window is this mark's, so a like note elsewhere stays.
        (p.checks ??= []).push({ cursor, runs: [{ ids }] });
        await ctx.save(p);
      },
    });
  }

  /** New marks in page order: each run of neighbours after the block of the mark before them. */
  async function addMarks(page: string, content: Block[], inPage: Map<string, ReadMark>, fresh: Put[]): Promise<void> {
    const wanted = new Set(fresh.map(keyOf));
    const ordered = [...fresh].sort((a, b) => (rank.get(keyOf(a)) ?? Infinity) - (rank.get(keyOf(b)) ?? Infinity));
    // The page's own blocks as ids in order: where a mark Craft has ends (its note, else its highlight).
    const lastBlockOf = (m: ReadMark) => m.noteBlockId ?? m.blockId!;
    const anchorOf = (op: Put): string | null => {
      const at = rank.get(keyOf(op));
      if (at === undefined) return content.at(-1)?.id ?? null;
      for (let i = at - 1; i >= 0; i--) {
        const k = payload.order[i]!;
        const there = inPage.get(k);
        if (there && !wanted.has(k)) return lastBlockOf(there);
      }
      return null;
    };
    const groups: Array<{ anchor: string | null; ops: Put[] }> = [];
    for (const op of ordered) {
      const anchor = anchorOf(op);
      const last = groups.at(-1);
      if (last && last.anchor === anchor) last.ops.push(op);
      else groups.push({ anchor, ops: [op] });
    }
    const cursor = { parent: { id: page }, afterId: null, beforeId: null };
    for (const group of groups) {
      const id = 'marks:' + group.ops[0]!.id;
      const markdown = group.ops.map((o) => markMarkdown(payload.url, o)).join('\n\n');
      const position: Position =
        group.anchor === null ? { position: 'start', pageId: page } : { position: 'after', siblingId: group.anchor };
      await writeStep<Mark, string[]>(step, {
        id,
        prepare: async () => ({ step: id }),
        look: async () => undefined,
        send: async () => (await blocks.insertMarkdown(markdown, position)).map((b) => b.id),
        async arrived(ids) {
          p.created = [...(p.created ?? []), ...ids];
          // One check of the whole page for every new mark (a note's own check is narrower: addNote).
          const whole = p.checks?.find((c) => c.cursor.afterId === null && c.cursor.beforeId === null);
          if (whole && 'id' in whole.cursor.parent! && whole.cursor.parent.id === page) whole.runs.push({ ids });
          else (p.checks ??= []).push({ cursor, runs: [{ ids }] });
          await ctx.save(p);
        },
      });
    }
  }
}
