/**
 * A page or article converted in parts, each its own main-thread task (lib/convert/chunked.ts), so a
 * big page never freezes the tab for the whole conversion (issue 18). The result is the one-task
 * conversion's, byte for byte: the parts are cut by element counts, never by time.
 * Page mode reads the live page, and the page's own scripts run between the parts: should they add,
 * remove or edit nodes meanwhile (seen by a MutationObserver), what was read may mix two states of
 * the page, so the page is converted again in one task, as it is at that moment. Attribute changes
 * (a carousel's classes) do not count: each element is still read whole, once.
 */
import { toCraftMarkdown, type CraftMarkdown, type ToCraftOptions } from '../convert/index';
import { toCraftMarkdownChunked } from '../convert/chunked';
import { nextTask } from './next-task';

/** `pause` ends the task between parts (tests pass their own). */
export async function convertInParts(
  root: Element,
  options: ToCraftOptions,
  pause: () => Promise<void> = nextTask,
): Promise<CraftMarkdown> {
  let changed = false;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  try {
    const { pauses, ...converted } = await toCraftMarkdownChunked(root, options, pause);
    if (observer.takeRecords().length) changed = true;
    return pauses > 0 && changed ? toCraftMarkdown(root, options) : converted;
  } finally {
    observer.disconnect();
  }
}
