/**
 * Work the first paint does not need (lazy chunks, hints that ask the background) waits for it, so that
 * neither its fetches nor its rendering stand between the popup opening and Send being usable.
 */
import { signal } from '@preact/signals';

/** Set once the popup's shell has been painted (main.tsx); lazy parts render from then on. */
export const painted = signal(false);

/** A page the browser does not draw (a hidden tab) gets no frames: this long is the most it waits for one. */
const NO_FRAME_MS = 250;

/** Runs `run` once the next frame has been painted: a frame's callbacks run before its paint, the task after them once it is done. */
export function afterPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once));
  setTimeout(once, NO_FRAME_MS);
}
