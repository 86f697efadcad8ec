/**
 * Marks `performance.mark('popup-interactive')` once, the first time the user could clip: the Send
 * button is in the DOM and enabled, which needs a connection, a destination and a filled preview
 * (model.ts `canSend`). Read by `npm run bench` (popup open-to-interactive); costs one observer.
 */
export function markWhenInteractive(root: HTMLElement): void {
  const ready = () => {
    const send = root.querySelector<HTMLButtonElement>('.actions .button--primary');
    return send !== null && !send.disabled;
  };
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    performance.mark('popup-interactive');
    observer.disconnect();
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
}
