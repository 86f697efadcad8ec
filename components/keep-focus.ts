/**
 * Focus never falls to <body> after an action: when the focused control goes away (a Send button
 * replaced by Open in Craft, a removed row) or becomes disabled, focus moves to the `[data-focus-home]`
 * (else the first control) of the closest `[data-focus-scope]` still on the page around where it was,
 * else to the page's own `[data-focus-home]`. A click on empty space (the control stays) is left alone.
 * Chromium fires no focusout when a focused element is removed, hence the mutation observer.
 */
const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href]';

export function keepFocus(root: HTMLElement): void {
  let last: HTMLElement | null = null;
  let scopes: Element[] = [];

  const check = () => {
    const active = document.activeElement;
    if (!last || (active && active !== document.body)) return;
    if (last.isConnected && !(last as HTMLButtonElement).disabled) return;
    const scope = scopes.find((s) => s.isConnected);
    const target =
      scope?.querySelector<HTMLElement>('[data-focus-home]') ??
      scope?.querySelector<HTMLElement>(FOCUSABLE) ??
      root.querySelector<HTMLElement>('[data-focus-home]');
    last = null;
    target?.focus();
  };

  root.addEventListener('focusin', (event) => {
    last = event.target as HTMLElement;
    scopes = [];
    for (let s = last.closest('[data-focus-scope]'); s; s = s.parentElement?.closest('[data-focus-scope]') ?? null)
      scopes.push(s);
  });
  root.addEventListener('focusout', () => requestAnimationFrame(check));
  new MutationObserver(() => requestAnimationFrame(check)).observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
}
