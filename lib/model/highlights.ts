/**
 * A reader's marks on a page (issue 27), as the page script, the background, the popup and the side
 * panel exchange them. The page script makes a mark (its id, selectors, colour); the background keeps
 * the page's marks (lib/highlights/store.ts) and sends every change to Craft through the outbox (kind
 * `mark`), where the page's marks live as one page block (lib/highlights/blocks.ts). Craft is the truth:
 * `pageMarks` answers from what was read back last and refreshes from Craft.
 */
import type { Selector } from '../highlights/anchor';
import type { MarkColor } from '../highlights/blocks';

export type { MarkColor } from '../highlights/blocks';

export interface Mark {
  /** Made by the page script when the mark is made (crypto.randomUUID()); never changes. */
  id: string;
  /** At least a TextQuoteSelector and a TextPositionSelector (anchor.ts describe). */
  selectors: Selector[];
  color: MarkColor;
  note?: string;
  /** When the mark was made (ms since the epoch): the order of marks the page cannot place. */
  createdAt: number;
}

/** A page's marks, in page order as far as known (by position, then by creation). */
export interface PageMarks {
  /** The page's address without its fragment: the key marks are kept under. */
  url: string;
  title: string;
  marks: Mark[];
}

/** One change a reader makes to a page's marks. */
export type MarkChange =
  | { op: 'add'; url: string; title: string; mark: Mark }
  | { op: 'update'; url: string; id: string; color?: MarkColor; note?: string }
  | { op: 'remove'; url: string; id: string };

/** What the page script reports after placing a page's marks again. */
export interface PlacedReport {
  url: string;
  placed: string[];
  /** Marks that could not be placed on the page as it is now: listed, never dropped. */
  unplaced: string[];
}
