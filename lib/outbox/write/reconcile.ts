/**
 * Finding out whether a write whose answer was lost was applied. Before the first write of a clip
 * the outbox notes the place: the block the part goes after (`afterId`) and the block that
 * followed it (`beforeId`). Each part lands between them, so after a lost answer the blocks found
 * between them are the ones that write created — confirmed by the words of the part's first and
 * last lines. Nothing there: the write was not applied, send it again. Something there that does
 * not match: somebody edited that place; park rather than risk a duplicate.
 */
import { isCraftError } from '../../craft/errors';
import type { Block } from '../../craft/types';
import type { CraftClient } from '../../craft';
import { blockHas, firstSignature, lastSignature, signature } from './block-signature';
import type { Cursor, ParentRef } from './place';
import { ParkError } from '../policy';
import { text } from '../../i18n/ui-text';
import { mayBeUploadOf } from './upload-block';

type Reader = Pick<CraftClient['blocks'], 'get'>;

/** Direct children of a page or daily note; a daily note that does not exist yet has none. */
export async function childrenOf(blocks: Reader, parent: ParentRef): Promise<Block[]> {
  try {
    const root = await blocks.get('id' in parent ? { id: parent.id } : { date: parent.date }, { maxDepth: 1 });
    return root.content ?? [];
  } catch (error) {
    if ('date' in parent && isCraftError(error, 'not-found')) return [];
    throw error;
  }
}

/**
 * The blocks after the cursor's anchor (all of them when it is null), up to the block that followed
 * it when it was noted, or to the end when that one is gone; undefined when the anchor is gone.
 */
export function afterAnchor(children: Block[], cursor: Cursor): Block[] | undefined {
  const start = cursor.afterId ? children.findIndex((b) => b.id === cursor.afterId) + 1 : 0;
  if (cursor.afterId && start === 0) return undefined;
  const stop = cursor.beforeId ? children.findIndex((b) => b.id === cursor.beforeId) : -1;
  return children.slice(start, stop >= start ? stop : children.length);
}

/** Notes the place a write at `position` of `parent` will land, before the write. */
export async function snapshotPlace(
  blocks: Reader,
  parent: ParentRef,
  at: 'start' | 'end' | { after: string },
): Promise<Cursor> {
  const children = await childrenOf(blocks, parent);
  if (at === 'start') return { parent, afterId: null, beforeId: children[0]?.id ?? null };
  if (at === 'end') return { parent, afterId: children.at(-1)?.id ?? null, beforeId: null };
  const index = children.findIndex((b) => b.id === at.after);
  if (index < 0) throw new ParkError(text('outbox_afterGone'));
  return { parent, afterId: at.after, beforeId: children[index + 1]?.id ?? null };
}

export type Expected =
  | { kind: 'page'; title: string }
  | { kind: 'blocks'; markdown: string }
  /** A kept image of a clip (POST /upload): one image block of that size and type. */
  | { kind: 'upload'; size: number; contentType: string };

/**
 * The top-level blocks a lost write created at `cursor`, or undefined when it was not applied.
 * Throws ParkError when the place holds something else.
 */
export async function findWritten(blocks: Reader, cursor: Cursor, expected: Expected): Promise<Block[] | undefined> {
  if (!cursor.parent || cursor.afterId === undefined) {
    throw new ParkError(text('outbox_placeUnchecked'));
  }
  const between = afterAnchor(await childrenOf(blocks, cursor.parent), cursor);
  if (!between) throw new ParkError(text('outbox_anchorGone'));
  if (between.length === 0) return undefined;

  if (expected.kind === 'page') {
    const page = between[0];
    if (page.type === 'page' && signature(page.markdown ?? '') === signature(expected.title)) return [page];
    throw unconfirmed();
  }
  if (expected.kind === 'upload') {
    if (mayBeUploadOf(between[0], expected.size, expected.contentType)) return [between[0]];
    throw unconfirmed();
  }
  if (!blockHas(between[0].markdown, firstSignature(expected.markdown))) throw unconfirmed();
  const last = lastSignature(expected.markdown);
  for (let i = between.length - 1; i >= 0; i--) {
    if (blockHas(between[i].markdown, last)) return between.slice(0, i + 1);
  }
  throw unconfirmed();
}

function unconfirmed(): ParkError {
  return new ParkError(text('outbox_unconfirmed'));
}
