/**
 * The reader's pen as the worker knows it (issue 27, "Speed and permissions"): the last mark colour,
 * read once and kept fresh by a storage watch, so the highlight shortcut's first call to the page can
 * carry it and paint the first mark in the same frame (lib/highlights/page/first-paint.ts). Only a
 * cache: a worker that starts again reads it again.
 */
import type { MarkColor } from '../highlights/blocks';
import { lastMarkColorItem } from '../storage/highlights';

/** Watches the colour from now on (call at the worker's start); the returned function gives it. */
export function watchMarkColor(): () => Promise<MarkColor> {
  let known: Promise<MarkColor> | undefined;
  lastMarkColorItem.watch((color) => {
    known = Promise.resolve(color);
  });
  return () => (known ??= lastMarkColorItem.getValue().catch((): MarkColor => 'yellow'));
}
