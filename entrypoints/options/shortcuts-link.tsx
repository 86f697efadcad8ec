/**
 * The keyboard shortcuts as the browser has bound them, and a button to the browser's own page for
 * changing them: Firefox opens it with `commands.openShortcutSettings()` (Firefox 137+); Chromium
 * browsers have chrome://extensions/shortcuts (Edge maps it to edge://), which only the tabs API
 * may open: a link to it from an extension page is blocked.
 */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';

const DESCRIPTIONS: Record<string, string> = {
  _execute_action: 'Open the popup',
  'quick-clip': 'Quick clip',
  'quick-task': 'Add the tab as a task',
};

type FirefoxCommands = { openShortcutSettings?: () => Promise<void> };

export function openShortcutSettings(): Promise<unknown> {
  const firefox = (browser.commands as unknown as FirefoxCommands).openShortcutSettings;
  return firefox ? firefox() : browser.tabs.create({ url: 'chrome://extensions/shortcuts' });
}

export function ShortcutsLink() {
  const [bound, setBound] = useState<Array<{ name?: string; shortcut?: string }>>([]);
  useEffect(() => void browser.commands.getAll().then(setBound, () => setBound([])), []);
  return (
    <section class="card" aria-labelledby="shortcuts-heading">
      <h2 id="shortcuts-heading">Keyboard shortcuts</h2>
      <ul aria-label="Keyboard shortcuts">
        {bound.map((c) => (
          <li key={c.name}>
            {DESCRIPTIONS[c.name ?? ''] ?? c.name}: <kbd>{c.shortcut || 'not set'}</kbd>
          </li>
        ))}
      </ul>
      <button type="button" class="button" onClick={() => void openShortcutSettings()}>Change keyboard shortcuts</button>
    </section>
  );
}
