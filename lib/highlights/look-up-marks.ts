/**
 * The page-load lookup of the all-sites switch (issue 27 §5, lib/browser/marks-on-load.ts): one
 * question to the background, and nothing more on a page without marks. A page with marks gets the
 * page script from the background (showMarksHere), which places and paints them.
 */
import { sendMessage } from '../messaging/protocol';
import { pageKey } from './page-key';

export async function lookUpMarks(href: string): Promise<void> {
  try {
    const answer = await sendMessage('pageMarks', { url: pageKey(href) });
    if (answer.ok && answer.value.marks.length) await sendMessage('showMarksHere', answer.value);
  } catch {
    // The background does not know: the popup or the shortcut shows the marks instead.
  }
}
