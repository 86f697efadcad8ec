/**
 * Performance marks read by `npm run bench` (popup open → interactive), each set once:
 * - `popup-interactive`: the Send button is in the DOM and enabled, and a press sends the right
 *   content. That needs a connection and a destination (model.ts `canSend`), not the preview: a press
 *   while the page is still being read waits for the capture and sends exactly what the preview then
 *   shows (model.ts `sendQueued`).
 * - `popup-preview-ready`: the preview holds the captured clip.
 * The preview's text is a property, not an attribute; its filling re-renders attributes in the same
 * commit (the placeholder, Copy's `disabled`), which is what wakes the observer. Costs one observer.
 */
export function markWhenInteractive(root: HTMLElement): void {
  const pending = new Map<string, () => boolean>([
    ['popup-interactive', () => {
      const send = root.querySelector<HTMLButtonElement>('.actions .button--primary');
      return send !== null && !send.disabled;
    }],
    ['popup-preview-ready', () => (root.querySelector('textarea')?.value.trim() ?? '') !== ''],
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
