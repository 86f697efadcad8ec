/**
 * The page script's one door to the background (issue 27): the three marks messages, each answered
 * or not. The background keeps a page's marks and sends every change to Craft; the page paints
 * first and tells after, so a background that does not answer (a worker starting, a message it does
 * not know yet) costs the reader nothing on the page: a change that failed to go is simply not
 * confirmed, never undone under their eyes.
 */
import { sendMessage } from '../../messaging/protocol';
import type { MarkChange, PageMarks, PlacedReport } from '../../model/highlights';

export interface MarksChannel {
  /** Sends one change; the page's marks as the background has them after it, or undefined. */
  change(change: MarkChange): Promise<PageMarks | undefined>;
  /** The page's marks as the background knows them; undefined when it cannot say. */
  pageMarks(url: string): Promise<PageMarks | undefined>;
  /** Which marks the page could place. */
  placed(report: PlacedReport): Promise<void>;
}

export const backgroundChannel: MarksChannel = {
  async change(change) {
    try {
      const result = await sendMessage('markChange', change);
      return result.ok ? result.value : undefined;
    } catch {
      return undefined;
    }
  },
  async pageMarks(url) {
    try {
      const result = await sendMessage('pageMarks', { url });
      return result.ok ? result.value : undefined;
    } catch {
      return undefined;
    }
  },
  async placed(report) {
    try {
      await sendMessage('marksPlaced', report);
    } catch {
      // Nobody listening: the count on the icon waits for the next placing.
    }
  },
};
