/**
 * The welcome page opens by itself on install; its three steps (the picture of where Craft keeps API
 * connections, paste, test and save) set up a connection, then it suggests a first clip.
 */
import { expect, test } from './fixtures';

test('opens on install and sets up a connection in three steps', async ({ context, extensionId, emulator }) => {
  const url = `chrome-extension://${extensionId}/welcome.html`;
  await expect.poll(() => context.pages().some((p) => p.url() === url)).toBe(true);
  const welcome = context.pages().find((p) => p.url() === url)!;
  await expect(welcome.locator('html')).toHaveAttribute('lang', /^en/);
  await expect(welcome.getByRole('heading', { name: 'Create an API connection in Craft' })).toBeVisible();
  await expect(welcome.getByRole('img', { name: /Imagine tab in the sidebar/ })).toBeVisible();
  await expect(welcome.getByText('Once the connection is saved, try this:')).toBeVisible();

  await welcome.getByLabel('API URL', { exact: true }).fill(emulator.link('space').apiUrl);
  await welcome.getByRole('button', { name: 'Test connection' }).click();
  await expect(welcome.getByTestId('connection-status')).toContainText(
    'Connection works. Connected to Emulator Space.',
  );
  await welcome.getByRole('button', { name: 'Save connection' }).click();
  await expect(welcome.getByText("You're connected. Try it now:")).toBeVisible();
  // The shortcuts it teaches are the ones the browser bound (commands.getAll()), not literals.
  type Command = { name?: string; shortcut?: string };
  const bound = await welcome.evaluate(async () => {
    const api = (globalThis as unknown as { chrome: { commands: { getAll(): Promise<Command[]> } } }).chrome;
    return Object.fromEntries((await api.commands.getAll()).map((c) => [c.name, c.shortcut]));
  });
  expect(bound._execute_action).toBeTruthy();
  await expect(
    welcome.getByText(`Click Clip to Craft in the toolbar, or press ${bound._execute_action}.`),
  ).toBeVisible();
  await expect(
    welcome.getByText(
      `Shortcuts: ${bound['quick-clip']} clips straight to your default place, ${bound['quick-task']} adds the tab as a task.`,
    ),
  ).toBeVisible();
  expect(emulator.log.entries().map((e) => `${e.method} ${e.path}`)).toContain('GET /connection');

  // The options page lists what the welcome page saved.
  await welcome.getByRole('link', { name: 'All settings' }).click();
  await expect(welcome.getByRole('list', { name: 'Saved connections' }).getByRole('listitem')).toHaveCount(1);
});
