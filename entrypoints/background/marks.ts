/**
 * A reader's marks (issue 27 §4–§7): the three messages the page script, the popup and the side
 * panel send. `markChange` keeps the change at once (lib/highlights/store.ts) and answers the page's
 * marks; the change joins the page's waiting outbox job, or starts one due after a short wait
 * (lib/outbox kinds/mark: several marks in one request). `pageMarks` answers what is kept, read
 * again from Craft when that is older than a moment (Craft is the truth), found in Craft by its link
 * when this browser has no page block for it (a fresh profile). `marksPlaced` keeps what the page
 * could place and updates the tab's icon. A feature: leaves and lib only.
 */
import { normalizeUrl } from '../../lib/reading/normalize-url';
import { findPageBlock, readPageMarks } from '../../lib/highlights/craft-read';
import { MARK_COLORS } from '../../lib/highlights/blocks';
import { pageKey, passageKey } from '../../lib/highlights/page-block';
import {
  applyChange,
  pageMarksOf,
  pageRecord,
  quoteOf,
  updatePage,
  withCraft,
  type KeptMark,
  type PageRecord,
} from '../../lib/highlights/store';
import { t } from '../../lib/i18n/t';
import type { MessageSender } from '../../lib/messaging/trusted';
import type { MarkChange, PageMarks } from '../../lib/model/highlights';
import type { Connection, Destination, Result } from '../../lib/model/types';
import { batchDueAt, dayOf, joined, MARK_BATCH, pinToday, withOp, type MarkJob, type MarkOp } from '../../lib/outbox';
import { marksDestinationItem, savedIndexItem } from '../../lib/storage/items';
import { getOutbox, wake } from './outbox';
import { onTrustedMessage } from './on-message';
import type { Services } from './services';

/** A page block read this recently is not read again; a page searched for in vain, not searched again. */
export const MARKS_FRESH = { readMs: 2_000, searchMs: 10 * 60_000, waitMs: 2_500 };

interface Hooks {
  /** The page's marks changed: the tab's icon shows the count again (already-saved.ts). */
  changed(tabId: number, url: string): void;
}

export function setUpMarks(services: Services, hooks: Hooks): void {
  // One change at a time: a change joins the job the previous one made or amended.
  let turn: Promise<unknown> = Promise.resolve();
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = turn.then(work);
    turn = run.catch(() => undefined);
    return run;
  }

  onTrustedMessage('markChange', async (change, sender) => {
    const answer = await inTurn(() => keep(change));
    if (answer.ok) iconOf(sender, change.url);
    return answer;
  });
  onTrustedMessage('pageMarks', ({ url }) => pageMarks(url));
  onTrustedMessage('marksPlaced', async (report, sender) => {
    if (!isPage(report.url)) return;
    await updatePage(report.url, (record) =>
      record ? { ...record, placed: { placed: report.placed.length, unplaced: report.unplaced } } : null,
    );
    iconOf(sender, report.url);
  });

  /** The sender's tab shows the page's count again, when the sender is that page (not the popup or a panel). */
  function iconOf(sender: MessageSender, url: string): void {
    const tabId = sender.tab?.id;
    if (tabId !== undefined && sender.url && pageKey(sender.url) === pageKey(url)) hooks.changed(tabId, pageKey(url));
  }

  async function keep(change: MarkChange): Promise<Result<PageMarks>> {
    if (!isPage(change.url)) return { ok: false, error: t('marks_notAPage') };
    if (!valid(change)) return { ok: false, error: t('marks_invalid') };
    const url = pageKey(change.url);
    const now = Date.now();
    const connection = await services.connection((await pageRecord(url))?.craft?.connectionId);
    let before: PageRecord | undefined;
    let changed = false;
    const stored = await updatePage(url, (record) => {
      before = record;
      const after = applyChange(record, change, now);
      // A change to a mark the page no longer has (removed twice, from two places): nothing to do.
      if (!after) return null;
      changed = true;
      return connection && !after.craft ? { ...after, craft: { connectionId: connection.id } } : after;
    });
    if (changed && connection && stored) await send(connection, stored, opOf(change, before, stored), now);
    return { ok: true, value: pageMarksOf(url, stored) };
  }

  /** The change into the page's waiting job, or a new job due after the batch's wait. */
  async function send(connection: Connection, record: PageRecord, op: MarkOp, now: number): Promise<void> {
    const outbox = await getOutbox();
    const order = record.marks.map((m) => passageKey(record.url, quoteOf(m)));
    const waiting = (await outbox.open()).filter(
      (j) => j.kind === 'mark' && j.connectionId === connection.id && j.payload.url === record.url,
    );
    // Only the page's newest job may take it: an older one runs first, and would then carry a newer
    // state of a mark than the job after it.
    const newest = waiting.at(-1);
    const amended =
      newest &&
      (await outbox.amend(newest.id, 'mark', (j) => ({
        payload: joined(j.payload, op, order, record.title),
        dueAt: batchDueAt(j.createdAt, now),
      })));
    if (amended) return schedule(amended.nextAttemptAt);
    const destination = await destinationFor(connection, record);
    if (!destination) return;
    const payload: MarkJob = {
      connectionId: connection.id,
      url: record.url,
      title: record.title,
      destination,
      ...(record.craft?.pageBlockId ? { pageBlockId: record.craft.pageBlockId } : {}),
      // Marks Craft does not have yet (made before a connection existed, or whose job was discarded) go too:
      // one Craft already has is left as it is.
      ops: withOp(
        record.marks.filter((m) => m.id !== op.id && (m.sent ?? 0) < m.rev).map((m) => putOf(m)),
        op,
      ),
      order,
    };
    const dueAt = now + MARK_BATCH.debounceMs;
    await outbox.enqueue({
      kind: 'mark',
      title: record.title || record.url,
      connectionId: connection.id,
      spaceId: connection.spaceId,
      payload: pinToday('mark', payload, dayOf(now, connection.timezone)),
      dueAt,
    });
    schedule(dueAt);
  }

  /** Where a page's first mark makes its page block: where the page was clipped before, else the options' choice, else today's note. */
  async function destinationFor(connection: Connection, record: PageRecord): Promise<Destination | undefined> {
    if (record.craft?.connectionId === connection.id && record.craft.destination) return record.craft.destination;
    const key = normalizeUrl(record.url);
    const places = key ? ((await savedIndexItem.getValue())[key] ?? []) : [];
    for (const place of places) {
      const where = place.destination;
      if (place.how !== 'clip' || place.connectionId !== connection.id || !where) continue;
      if (where.kind === 'document') return where;
      if (where.kind === 'daily-note')
        // "Today" then is the day it was clipped.
        return {
          kind: 'daily-note',
          date: where.date === 'today' ? dayOf(Date.parse(place.at), connection.timezone) : where.date,
        };
    }
    // The options' choice for highlights, else today's note (a Selected Documents link: its document).
    const chosen = await marksDestinationItem.getValue();
    if (chosen?.connectionId === connection.id) return chosen.destination;
    const resolved = await services.destination(connection, undefined);
    return resolved.ok && resolved.value.kind !== 'new-document' ? resolved.value : undefined;
  }

  async function pageMarks(raw: string): Promise<Result<PageMarks>> {
    if (!isPage(raw)) return { ok: false, error: t('marks_notAPage') };
    const url = pageKey(raw);
    const record = await pageRecord(url);
    const refreshed = refresh(url, record);
    const late = new Promise<undefined>((resolve) => setTimeout(resolve, MARKS_FRESH.waitMs, undefined));
    // A slow or failing Craft never holds the page up: it gets what is kept, and the next ask the rest.
    const fresh = await Promise.race([refreshed.catch(() => undefined), late]);
    return { ok: true, value: pageMarksOf(url, fresh ?? record) };
  }

  /** The page read again from Craft when due; undefined when not due or not possible. */
  async function refresh(url: string, record: PageRecord | undefined): Promise<PageRecord | undefined> {
    const now = Date.now();
    const connection = await services.connection(record?.craft?.connectionId);
    if (!connection || !(await services.hostAllowed(connection.apiUrl))) return undefined;
    const client = services.client(connection);
    let pageBlockId = record?.craft?.connectionId === connection.id ? record.craft.pageBlockId : undefined;
    if (!pageBlockId) {
      // Marks of this browser not sent yet: their job finds or makes the page block.
      if (record?.marks.some((m) => (m.sent ?? 0) < m.rev)) return undefined;
      if (record?.readAt !== undefined && now - record.readAt < MARKS_FRESH.searchMs) return undefined;
      pageBlockId = await findPageBlock(client, connection.kind, url);
      // Not in Craft: marks this browser learned from it (marks-learn.ts) are gone there too.
      if (!pageBlockId)
        return updatePage(url, (r) =>
          r?.craft?.connectionId === connection.id
            ? withCraft(r, url, [], { ...r.craft, pageBlockId: undefined }, now)
            : { ...(r ?? { url, title: '', marks: [], updatedAt: now }), readAt: now },
        );
    } else if (record?.readAt !== undefined && now - record.readAt < MARKS_FRESH.readMs) return undefined;
    const read = await readPageMarks(client, pageBlockId);
    const place = { ...record?.craft, connectionId: connection.id, pageBlockId: read ? pageBlockId : undefined };
    return updatePage(url, (r) => withCraft(r, url, read ?? [], place, now));
  }

  function schedule(at: number): void {
    wake();
    // The outbox's own timer is set by a drain; this one covers a change made while a drain was finishing.
    setTimeout(wake, Math.max(0, at - Date.now()) + 50);
  }
}

function isPage(url: unknown): url is string {
  return typeof url === 'string' && /^https?:\/\//i.test(url);
}

function valid(change: MarkChange): boolean {
  const colorOk = (c: unknown) => c === undefined || (MARK_COLORS as readonly unknown[]).includes(c);
  if (change.op === 'add') {
    const { mark } = change;
    return (
      typeof mark?.id === 'string' &&
      Boolean(mark.id) &&
      Array.isArray(mark.selectors) &&
      Boolean(quoteOf(mark).exact.trim()) &&
      (MARK_COLORS as readonly unknown[]).includes(mark.color) &&
      (mark.note === undefined || typeof mark.note === 'string') &&
      typeof mark.createdAt === 'number'
    );
  }
  if (typeof change.id !== 'string') return false;
  return (
    change.op === 'remove' || (colorOk(change.color) && (change.note === undefined || typeof change.note === 'string'))
  );
}

/** The change as the outbox carries it: the mark's whole latest state, or its removal. */
function opOf(change: MarkChange, before: PageRecord | undefined, after: PageRecord): MarkOp {
  if (change.op === 'remove') {
    const gone = before!.marks.find((m) => m.id === change.id)!;
    return { op: 'remove', id: gone.id, rev: gone.rev + 1, quote: quoteOf(gone) };
  }
  const id = change.op === 'add' ? change.mark.id : change.id;
  return putOf(after.marks.find((m) => m.id === id)!);
}

function putOf(mark: KeptMark): MarkOp {
  return {
    op: 'put',
    id: mark.id,
    rev: mark.rev,
    quote: quoteOf(mark),
    color: mark.color,
    ...(mark.note ? { note: mark.note } : {}),
  };
}
