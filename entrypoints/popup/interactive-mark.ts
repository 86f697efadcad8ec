/**
 * Performance marks read by `npm run bench` (popup open → interactive), each set once:
 * - `popup-interactive`: the Send button is in the DOM and usable, and a press sends the right
 *   content. That needs a connection and a destination (model.ts `canSend`), not the preview: a press
 *   while the page is still being read waits for the capture and sends exactly what the preview then
 *   shows (model.ts `sendQueued`). Unusable is `aria-disabled` (components/button.tsx).
 * - `popup-preview-ready`: the preview shows the captured clip (drawn, or as source), marked by the
 *   `data-filled` attribute the preview sets once it has content. Costs one observer.
 */
export function markWhenInteractive(root: HTMLElement): void {
  const pending = new Map<string, () => boolean>([
    [
      'popup-interactive',
      () => {
        const send = root.querySelector<HTMLButtonElement>('.send-bar .send');
        return send !== null && send.getAttribute('aria-disabled') !== 'true';
      },
    ],
    ['popup-preview-ready', () => root.querySelector('.preview [data-filled]') !== null],
  ]);
  const observer = new MutationObserver(() => {
    for (const [name, reached] of pending) {
      if (!reached()) continue;
      performance.mark(name);
      pending.delete(name);
    }
    if (pending.size === 0) observer.disconnect();
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true });
}
