/**
 * Where a note about the page goes: into the page's own block on this connection when it has one —
 * the page clipped as a page (the history's place keeps that block), else the page block its
 * highlights are kept in (the marks store) — appended at its end; else where the page was clipped
 * last, else the place chosen in the Clip section. The clip job falls back to the destination when
 * Craft no longer has the block (lib/outbox kinds/clip).
 */
import type { CraftPlace } from '../../lib/highlights/page-marks';
import type { Destination } from '../../lib/model/types';
import type { SavedPlace } from '../../lib/reading/saved-index';

export interface NoteTarget {
  destination: Destination;
  into?: { pageId: string };
}

export function notePlace(
  places: readonly SavedPlace[],
  connectionId: string | undefined,
  marksPage: CraftPlace | undefined,
  chosen: Destination | undefined,
): NoteTarget | undefined {
  const clips = places.filter((p) => p.how === 'clip' && p.connectionId === connectionId && p.destination);
  const page = clips.find((p) => p.pageBlockId);
  if (page) return { destination: page.destination!, into: { pageId: page.pageBlockId! } };
  const destination = clips[0]?.destination ?? chosen;
  if (marksPage?.pageBlockId && marksPage.connectionId === connectionId) {
    const where = marksPage.destination ?? destination;
    return where && { destination: where, into: { pageId: marksPage.pageBlockId } };
  }
  return destination && { destination };
}
