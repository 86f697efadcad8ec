/**
 * Connection settings, driven as a user would on the options page, against the emulator.
 */
import { createServer } from 'node:net';
import type { Emulator } from '../../emulator/index';
import { expect, test } from './fixtures';

/** Method and path of every request the emulator answered, e.g. "GET /folders". */
function requests(emulator: Emulator): string[] {
  return emulator.log.entries().map((e) => {
    const query = new URLSearchParams(e.query as Record<string, string>).toString();
    return `${e.method} ${e.path}${query ? `?${query}` : ''}`;
  });
}

/** A port nothing listens on: bind one, then let it go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('tests and saves a connection, sending only the expected requests', async ({ optionsPage, emulator }) => {
  const space = emulator.link('space');
  await optionsPage.fill(space.apiUrl);
  await optionsPage.test();

  await expect(optionsPage.status).toContainText('Connection works');
  await expect(optionsPage.status).toContainText('Emulator Space');
  await expect(optionsPage.status).toContainText('All Documents');
  await expect(optionsPage.status).toContainText('Europe/Berlin');
  expect(requests(emulator)).toEqual(['GET /connection', 'GET /folders']);
  expect(emulator.log.entries().every((e) => e.linkId === space.id)).toBe(true);

  emulator.log.clear();
  await optionsPage.save();
  await expect(optionsPage.status).toContainText('Saved');
  await expect(optionsPage.savedItems).toHaveCount(1);
  await expect(optionsPage.saved('Emulator Space')).toContainText('Default');
  await expect(optionsPage.saved('Emulator Space')).toContainText('No key');
  expect(requests(emulator)).toEqual(['GET /connection', 'GET /folders']);
  // The form is emptied once the secret URL is stored.
  await expect(optionsPage.urlField).toHaveValue('');
});

test.describe("connection kinds in Craft's words", () => {
  for (const [kind, label, probes] of [
    ['daily-notes', 'Daily Notes & Tasks', ['GET /connection', 'GET /folders', 'GET /tasks?scope=inbox']],
    ['documents', 'Selected Documents', ['GET /connection', 'GET /folders', 'GET /tasks?scope=inbox']],
  ] as const) {
    test(kind, async ({ optionsPage, emulator }) => {
      await optionsPage.fill(emulator.link(kind).apiUrl);
      await optionsPage.test();
      await expect(optionsPage.status).toContainText(label);
      expect(requests(emulator)).toEqual(probes);
    });
  }
});

test('accepts the docs URL and a trailing slash, and tests the API URL behind them', async ({
  optionsPage,
  emulator,
}) => {
  const space = emulator.link('space');
  await optionsPage.fill(`${emulator.origin}/link/${space.id}/docs/v1`);
  await optionsPage.test();
  await expect(optionsPage.status).toContainText('Emulator Space');
  expect(emulator.log.entries()[0]).toMatchObject({ linkId: space.id, path: '/connection' });

  await optionsPage.fill(`${space.apiUrl}/`);
  await optionsPage.test();
  await expect(optionsPage.status).toContainText('All Documents');
});

test('rejects garbage without sending anything', async ({ optionsPage, emulator }) => {
  await optionsPage.fill('my craft space please');
  await optionsPage.test();
  await expect(optionsPage.error).toContainText('copy its API URL');
  await optionsPage.save();
  await expect(optionsPage.error).toContainText('copy its API URL');
  expect(emulator.log.entries()).toEqual([]);
  await expect(optionsPage.savedItems).toHaveCount(0);
});

test.describe('failures a user can act on', () => {
  test('keyed link without a key', async ({ optionsPage, emulator }) => {
    await optionsPage.fill(emulator.link('space', { keyed: true }).apiUrl);
    await optionsPage.test();
    await expect(optionsPage.error).toContainText('needs an API key');
    expect(emulator.log.entries().map((e) => e.status)).toEqual([401]);
  });

  test('wrong key', async ({ optionsPage, emulator }) => {
    await optionsPage.fill(emulator.link('space', { keyed: true }).apiUrl, 'pdk_not_the_right_key');
    await optionsPage.test();
    await expect(optionsPage.error).toContainText('invalid or has expired');
    expect(emulator.log.entries().map((e) => e.status)).toEqual([403]);
  });

  test('unknown link', async ({ optionsPage, emulator }) => {
    await optionsPage.fill(`${emulator.origin}/links/NoSuchLink42/api/v1`);
    await optionsPage.test();
    await expect(optionsPage.error).toContainText("couldn't find");
    expect(emulator.log.entries().map((e) => e.status)).toContain(404);
  });

  test('unreachable server', async ({ optionsPage }) => {
    const port = await closedPort();
    await optionsPage.fill(`http://127.0.0.1:${port}/links/EmuSpace001/api/v1`);
    await optionsPage.test();
    await expect(optionsPage.error).toContainText(`Couldn't reach 127.0.0.1:${port}`);
  });

  test('rate limited', async ({ optionsPage, emulator }) => {
    emulator.faults.force({
      method: 'GET',
      path: '/connection',
      status: 429,
      headers: { 'Retry-After': '30' },
      times: 5,
    });
    await optionsPage.fill(emulator.link('space').apiUrl);
    await optionsPage.test();
    await expect(optionsPage.error).toContainText('Try again in 30 seconds');
  });

  test('nothing is saved when the test fails', async ({ optionsPage, emulator }) => {
    await optionsPage.fill(emulator.link('space', { keyed: true }).apiUrl, 'pdk_wrong');
    await optionsPage.save();
    await expect(optionsPage.error).toContainText('invalid or has expired');
    await expect(optionsPage.savedItems).toHaveCount(0);
  });
});

test('several connections: first is default, default can move, removal passes it on, reload keeps them', async ({
  optionsPage,
  emulator,
}) => {
  await optionsPage.addConnection(emulator.link('space').apiUrl);
  await optionsPage.addConnection(emulator.link('daily-notes').apiUrl);
  await optionsPage.addConnection(emulator.link('documents').apiUrl);

  const space = 'Emulator Space';
  const daily = 'Emulator Space (Daily Notes & Tasks)';
  const docs = 'Emulator Space (Selected Documents)';
  await expect(optionsPage.savedItems).toHaveCount(3);
  await expect(optionsPage.saved(space)).toContainText('Default');
  await expect(optionsPage.saved(daily)).not.toContainText('Default');

  await optionsPage.makeDefault(daily);
  await expect(optionsPage.saved(daily)).toContainText('Default');
  await expect(optionsPage.saved(space)).not.toContainText('Default');

  await optionsPage.remove(daily);
  await expect(optionsPage.savedItems).toHaveCount(2);
  await expect(optionsPage.saved(space)).toContainText('Default');

  await optionsPage.page.reload();
  await expect(optionsPage.savedItems).toHaveCount(2);
  await expect(optionsPage.saved(space)).toContainText('Default');
  await expect(optionsPage.saved(docs)).toContainText('Selected Documents');
});

test('the key is stored but only ever shown masked', async ({ optionsPage, emulator }) => {
  const keyed = emulator.link('space', { keyed: true });
  await optionsPage.fill(keyed.apiUrl, keyed.apiKey);
  await expect(optionsPage.keyField).toHaveAttribute('type', 'password');
  await optionsPage.save();
  await expect(optionsPage.savedItems).toHaveCount(1);
  await expect(optionsPage.savedItems.first()).toContainText('Key pdk_…');
  await expect(optionsPage.keyField).toHaveValue('');
  expect(await optionsPage.page.content()).not.toContain(keyed.apiKey!);
  // The saved key works: the request carried it.
  expect(emulator.log.entries().at(-1)?.status).toBe(200);

  await optionsPage.page.reload();
  await expect(optionsPage.savedItems).toHaveCount(1);
  expect(await optionsPage.page.content()).not.toContain(keyed.apiKey!);
});

test('a seeded connection is listed (harness check)', async ({ seedConnection, optionsPage }) => {
  const saved = await seedConnection({ kind: 'daily-notes', name: 'Journal' });
  expect(saved).toMatchObject({ name: 'Journal', kind: 'daily-notes', isDefault: true });
  await optionsPage.page.reload();
  await expect(optionsPage.saved('Journal')).toContainText('Daily Notes & Tasks');
});
