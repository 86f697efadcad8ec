/**
 * The keyboard shortcuts the manifest suggests are the ones Chromium actually binds: a suggested
 * key that collides with one of the browser's own accelerators is silently left unassigned
 * (Alt+Shift+C and Alt+Shift+T were, in Chromium 156), and `commands.getAll()` shows it empty.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { E2E_BUILD_DIR } from './support/launch-extension';

interface Command {
  name?: string;
  shortcut?: string;
}
type ManifestCommands = Record<string, { suggested_key?: { default?: string } }>;

test('every suggested shortcut is bound', async ({ extensionPage }) => {
  const manifest = JSON.parse(await readFile(join(E2E_BUILD_DIR, 'manifest.json'), 'utf8')) as {
    commands: ManifestCommands;
  };
  const suggested = Object.fromEntries(
    Object.entries(manifest.commands).map(([name, c]) => [name, c.suggested_key?.default ?? '']),
  );
  // open-panel has none: Chrome binds at most four per extension (wxt.config.ts).
  expect(suggested).toMatchObject({ 'open-panel': '' });
  expect(
    Object.keys(suggested)
      .filter((name) => suggested[name])
      .sort(),
  ).toEqual(['_execute_action', 'highlight', 'quick-clip', 'quick-task']);

  const bound = await extensionPage.evaluate(() =>
    (globalThis as unknown as { chrome: { commands: { getAll(): Promise<Command[]> } } }).chrome.commands.getAll(),
  );
  expect(Object.fromEntries(bound.map((c) => [c.name, c.shortcut]))).toEqual(suggested);
});

test("the options page shows the shortcuts and opens the browser's page for changing them", async ({
  context,
  optionsPage,
}) => {
  const list = optionsPage.page.getByRole('list', { name: 'Keyboard shortcuts' });
  await expect(list.getByRole('listitem')).toHaveText([
    'Open the popup: Alt+Shift+O',
    'Highlight the selection: Alt+Shift+H',
    'Open the side panel: not set',
    'Quick clip: Alt+Shift+S',
    'Add the tab as a task: Alt+Shift+D',
  ]);
  const opened = context.waitForEvent('page');
  await optionsPage.page.getByRole('button', { name: 'Change keyboard shortcuts' }).click();
  expect((await opened).url()).toBe('chrome://extensions/shortcuts');
});
