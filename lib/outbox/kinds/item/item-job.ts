/**
 * The collection-item kind: one page saved into a collection exactly once. Two stages:
 * 1. the item — POST /collections/{id}/items as one write step (write-step.ts): the items of this
 *    page (its URL property, else its title: lib/collections/find-item.ts) are listed before the
 *    write; after a lost answer one that was not there then, and that no other job claims, is
 *    ours. After an answer, another new one is the browser's silent resend and is removed. An
 *    update (PUT, "update the existing item") changes the same item however often it is sent;
 * 2. the content — the clip's parts as blocks at the end of the item's page, delivered by the clip
 *    kind's own steps (clip-job.ts) with their lost-answer and resend checks; an update first
 *    removes the earlier clip's blocks (item-replace.ts) and keeps the rest of the page (the user's
 *    own notes); with that clip unknown it removes nothing and the new clip starts with a divider.
 *    An update with nothing to clip keeps the content as it is.
 */
import { itemsOf, type ItemKey } from '../../../collections/find-item';
import type { ClipDelivered } from '../clip/clip-progress';
import { clipJob, runClipJob } from '../clip/clip-job';
import type { ItemDelivered, ItemJobProgress } from './item-progress';
import { clearOldContent } from './item-replace';
import { checkedIds, namedIds, sameData, type JobKindModule, type RunContext } from '../../kind';
import { text, TextError } from '../../../i18n/ui-text';
import type { JobOf } from '../../types';
import { dropResentItems } from '../../write/verify-write';
import { runOwedChecks, stepContext, writeStep } from '../../write/write-step';

type ItemMark = { step: 'item'; knownIds?: string[] };

/** Sets the new clip apart from a page kept whole (item-replace.ts: the earlier clip unknown). */
const DIVIDER = '---\n\n';

/** The content as a clip job of its own, into the item's page (the item must exist). */
function contentJob(job: JobOf<'item'>, itemId: string, progress = job.progress): JobOf<'clip'> {
  const { connectionId, title, maxBytes, uploads } = job.payload;
  const markdown = (progress?.oldContent?.kept ? DIVIDER : '') + job.payload.markdown;
  return {
    ...job,
    kind: 'clip',
    result: undefined,
    progress: job.progress?.content,
    payload: {
      request: {
        connectionId,
        destination: { kind: 'document', id: itemId, title },
        insertAt: 'end',
        markdown,
        title,
        maxBytes,
        uploads,
      },
    },
  };
}

export const itemJob: JobKindModule<'item'> = {
  run: runItemJob,
  createdIds(job) {
    const done = job.result as ItemDelivered | undefined;
    const p = job.progress;
    const ids = [
      done?.itemId,
      ...(done?.blockIds ?? []),
      p?.itemId,
      ...namedIds(p?.content),
      ...checkedIds(p?.content?.checks),
      ...checkedIds(p?.checks),
    ];
    return ids.filter((id): id is string => Boolean(id));
  },
  content: (job) =>
    (job.progress?.itemId ? clipJob.content(contentJob(job, job.progress.itemId)) : job.payload.markdown) ||
    job.payload.title,
  withoutContent: ({ uploads: _uploads, ...payload }) => ({ ...payload, markdown: '' }),
  // The user presses Save again while the first one waits: it continues that job.
  repeats: (job, payload) => job.state !== 'done' && sameData(job.payload, payload),
  // A collection item names no day.
  pin: (payload) => payload,
  // Nothing to hold: the user saves the same page again (repeats).
  offer: () => undefined,
};

export async function runItemJob(job: JobOf<'item'>, ctx: RunContext<'item'>): Promise<ItemDelivered> {
  const item = job.payload;
  const p: ItemJobProgress = structuredClone(job.progress ?? {});
  const { collections } = ctx.client;
  const step = stepContext(ctx, p);
  const key: ItemKey = { urlKey: item.urlKey, url: item.url, title: item.title };
  const options = item.allowNewSelectOptions ? { allowNewSelectOptions: true } : {};
  const same = async () =>
    itemsOf(await collections.getItems(item.collectionId, { maxDepth: 0 }), key).map((i) => i.id);

  if (!p.itemId) await (item.updateId ? updateItem(item.updateId) : addItem());
  await runOwedChecks(step);
  if (p.itemCheck) {
    await dropResentItems({
      listSame: same,
      known: p.itemCheck.knownIds,
      keep: p.itemId!,
      claimed: await ctx.claimed(),
      remove: (ids) => collections.deleteItems(item.collectionId, ids),
    });
    p.itemCheck = undefined;
    await ctx.save(p);
  }
  const itemId = p.itemId!;
  let content: ClipDelivered = { blockIds: [] };
  if (item.markdown.trim()) {
    if (item.updateId) await clearOldContent(step, itemId, item.earlierBlockIds);
    content = await runClipJob({ ...contentJob(job, itemId, p), progress: p.content }, {
      client: ctx.client,
      connectionKind: ctx.connectionKind,
      onProgress: ctx.onProgress,
      claimed: ctx.claimed,
      destination: ctx.destination,
      settleMs: ctx.settleMs,
      now: ctx.now,
      departures: ctx.departures,
      save: (progress) => {
        p.content = progress;
        return ctx.save(p);
      },
    } satisfies RunContext<'clip'>);
  }
  return {
    itemId,
    collectionId: item.collectionId,
    blockIds: content.blockIds,
    ...(item.updateId ? { updated: true as const } : {}),
  };

  function addItem(): Promise<string> {
    return writeStep<ItemMark, string>(step, {
      id: 'item',
      prepare: async () => ({ step: 'item', knownIds: await same() }),
      async look(mark) {
        if (!mark.knownIds) return undefined;
        const known = new Set([...mark.knownIds, ...(await ctx.claimed())]);
        // More than one fresh: the browser resent the write too; the check after it removes the others.
        return (await same()).find((id) => !known.has(id));
      },
      async send() {
        const [created] = await collections.addItems(
          item.collectionId,
          [{ title: item.title, properties: item.properties }],
          options,
        );
        if (!created) throw new TextError(text('outbox_noItem'));
        return created.id;
      },
      async arrived(id, mark) {
        p.itemId = id;
        if (mark.knownIds) p.itemCheck = { knownIds: mark.knownIds };
        await ctx.save(p);
      },
    });
  }

  /** PUT changes the same item however often it arrives: after a lost answer it is simply sent again. */
  function updateItem(id: string): Promise<string> {
    return writeStep<ItemMark, string>(step, {
      id: 'item',
      prepare: async () => ({ step: 'item' }),
      look: async () => undefined,
      async send() {
        await collections.updateItems(
          item.collectionId,
          [{ id, title: item.title, properties: item.properties }],
          options,
        );
        return id;
      },
      async arrived() {
        p.itemId = id;
        await ctx.save(p);
      },
    });
  }
}
