/**
 * The panel's state beside the popup's: which section is open, and reading along with the tab. The
 * sections are the popup's own views over the popup's model (entrypoints/popup/model.ts): this page
 * holds its own copy of that model, pointed at the followed tab, and wiped when the page changes.
 */
import { effect, signal } from '@preact/signals';
import { browser } from 'wxt/browser';
import { runMainAction } from '../popup/keyboard';
import { phase } from '../popup/model';
import { page } from './follow-tab';
import { forgetPage } from './forget-page';

export type Section = 'page' | 'marks' | 'task' | 'clip';
export const section = signal<Section>('page');

/** The key of what the panel shows: a new key is a new page (another tab, or a navigation). */
export const pageKey = () => {
  const p = page.value;
  return p.state === 'page' ? `${p.tabId} ${p.url}` : `${p.state} ${p.state === 'none' ? '' : p.tabId}`;
};

/** From the first storage read on: each new page wipes the last one's state, then reads the new one. */
export function readAlong(): void {
  let shown = '';
  effect(() => {
    const key = pageKey();
    if (key === shown || phase.value === 'no-connection') return;
    shown = key;
    const p = page.peek();
    forgetPage(p.state === 'page' ? p.tabId : undefined);
  });
}

/** Ctrl/Cmd+Enter: the open section's main action (Send, Add task). The panel stays open: no Escape. */
export function listenForPanelKeys(target: Window): void {
  target.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) {
      event.preventDefault();
      runMainAction();
    }
  });
}

/** Host access to every site, asked in the user's click (optional_host_permissions in the manifest). */
export function allowAllSites(): void {
  void browser.permissions.request({ origins: ['*://*/*'] }).catch(() => false);
}
