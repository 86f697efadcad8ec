/**
 * Firefox: adding a connection through the options page, with host access already granted (the
 * Firefox e2e build lists the loopback hosts) and through Firefox's own permission prompt once that
 * access is revoked; and the keyboard shortcuts Firefox binds.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { STATUS } from './support/extension-pages';
import { button } from './support/firefox-driver';
import { FIREFOX_BUILD_DIR } from './support/launch-firefox';
import { answerPermissionPrompt } from './support/permission-prompt';

const writes = (log: { entries(): Array<{ method: string }> }) => log.entries().filter((e) => e.method !== 'GET');

test('saves an emulator connection through the options page', async ({ extension, emulator }) => {
  await extension.openOptions();
  await extension.saveConnection(emulator.link('space').apiUrl);
  expect(await extension.outcome()).toMatch(/^Saved\. Connected to Emulator Space\./);
  // The check reached the emulator from the extension, and the saved list shows the connection.
  expect(emulator.log.entries().some((e) => e.path === '/connection' || e.path === '/folders')).toBe(true);
  expect(await extension.message('listConnections', undefined)).toEqual([
    expect.objectContaining({ name: 'Emulator Space', kind: 'space' }),
  ]);
});

test("asks with Firefox's prompt when host access is missing: Don't allow saves nothing, Allow saves", async ({
  extension,
  firefox,
  emulator,
}) => {
  await extension.openOptions();
  // Host permissions are revocable in Firefox (about:addons → Permissions); revoke the emulator's.
  expect(await firefox.execute('return browser.permissions.remove({ origins: ["http://127.0.0.1/*"] })')).toBe(true);
  const apiUrl = emulator.link('space').apiUrl;

  await extension.saveConnection(apiUrl);
  expect(await answerPermissionPrompt(firefox, 'deny')).toContain('127.0.0.1');
  expect(await extension.outcome()).toMatch(
    /not Craft's own server\. Allow access to 127\.0\.0\.1:\d+ when the browser asks.*Nothing was saved\./,
  );
  expect(await extension.message('listConnections', undefined)).toEqual([]);
  expect(emulator.log.entries()).toEqual([]);

  await firefox.click(button('Save connection'));
  expect(await answerPermissionPrompt(firefox, 'allow')).toContain('127.0.0.1');
  await firefox.untilText(/^Saved\. Connected to Emulator Space\./, STATUS);
  expect(await firefox.execute<{ origins: string[] }>('return browser.permissions.getAll()')).toMatchObject({
    origins: expect.arrayContaining(['http://127.0.0.1/*']),
  });
  expect(await extension.message('listConnections', undefined)).toHaveLength(1);
  expect(writes(emulator.log)).toEqual([]);
});

test('binds every shortcut the manifest suggests', async ({ extension, firefox }) => {
  const manifest = JSON.parse(await readFile(join(FIREFOX_BUILD_DIR, 'manifest.json'), 'utf8')) as {
    commands: Record<string, { suggested_key?: { default?: string } }>;
  };
  const suggested = Object.fromEntries(
    Object.entries(manifest.commands).map(([name, c]) => [name, c.suggested_key?.default ?? '']),
  );
  // open-panel has none (wxt.config.ts): the user gives it one on the browser's shortcut page.
  expect(
    Object.keys(suggested)
      .filter((name) => suggested[name])
      .sort(),
  ).toEqual(['_execute_action', 'highlight', 'quick-clip', 'quick-task']);
  expect(suggested).toMatchObject({ 'open-panel': '' });
  await extension.openOptions();
  const bound = await firefox.execute<Array<{ name: string; shortcut: string }>>('return browser.commands.getAll()');
  expect(Object.fromEntries(bound.map((c) => [c.name, c.shortcut]))).toEqual(suggested);

  // The options page lists them and opens Firefox's shortcut settings (about:addons).
  await firefox.untilText('Quick clip: Alt+Shift+S');
  const before = await firefox.marionette.send<string[]>('WebDriver:GetWindowHandles');
  await firefox.click(button('Change keyboard shortcuts'));
  const added = await firefox.until('the shortcut settings tab', async () =>
    (await firefox.marionette.send<string[]>('WebDriver:GetWindowHandles')).find((h) => !before.includes(h)),
  );
  await firefox.switchTo(added);
  expect(await firefox.marionette.send<string>('WebDriver:GetCurrentURL')).toMatch(/^about:addons/);
});
