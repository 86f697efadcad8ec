/**
 * The keyboard shortcuts as the browser has bound them, and a button to the browser's own page for
 * changing them: Firefox opens it with `commands.openShortcutSettings()` (Firefox 137+); Chromium
 * browsers have chrome://extensions/shortcuts (Edge maps it to edge://), which only the tabs API
 * may open: a link to it from an extension page is blocked.
 */
import { browser } from 'wxt/browser';
import { useBoundCommands } from '../../components/use-shortcuts';
import { t, type MessageKey } from '../../lib/i18n/t';

const DESCRIPTIONS: Record<string, MessageKey> = {
  _execute_action: 'shortcuts_open',
  'quick-clip': 'shortcuts_quickClip',
  'quick-task': 'shortcuts_quickTask',
  highlight: 'shortcuts_highlight',
  'open-panel': 'shortcuts_openPanel',
};

/** Chrome's types, which wxt/browser uses, lack Firefox's method; Chromium has no such member. */
type Commands = typeof browser.commands & { openShortcutSettings?: () => Promise<void> };

export function openShortcutSettings(): Promise<unknown> {
  const commands: Commands = browser.commands;
  return commands.openShortcutSettings
    ? commands.openShortcutSettings()
    : browser.tabs.create({ url: 'chrome://extensions/shortcuts' });
}

export function ShortcutsLink() {
  const bound = useBoundCommands();
  return (
    <section class="card" aria-labelledby="shortcuts-heading">
      <h2 id="shortcuts-heading">{t('shortcuts_heading')}</h2>
      <ul aria-label={t('shortcuts_heading')}>
        {bound.map((c) => (
          <li key={c.name}>
            {c.name && DESCRIPTIONS[c.name] ? t(DESCRIPTIONS[c.name]!) : c.name}:{' '}
            <kbd>{c.shortcut || t('shortcuts_notSet')}</kbd>
          </li>
        ))}
      </ul>
      <button type="button" class="button" onClick={() => void openShortcutSettings()}>
        {t('shortcuts_change')}
      </button>
    </section>
  );
}
