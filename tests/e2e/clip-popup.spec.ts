/**
 * The popup as a user meets it: no connection, the selection preselected, the destination picker
 * (today, another date, a document found by typing, a new document in a folder, top/bottom),
 * progress on a long clip, Open in Craft / Undo, and a server error that loses nothing.
 */
import { expect, test } from './fixtures';
import { childrenOf, firstChild, flatten, lastChild, openSite, select, tabIdFor } from './clip-helpers';
import { PopupPage } from './pages/popup';

test.describe('the popup', () => {
  test('without a connection it says so and offers the settings', async ({ context, extensionId, site }) => {
    const url = site.url('/clip/article.html');
    await openSite(await context.newPage(), url);
    // No options page is open yet (it would be focused instead of opened): ask from the popup itself.
    const popup = new PopupPage(await context.newPage(), extensionId);
    await popup.page.goto(`chrome-extension://${extensionId}/popup.html`);
    await popup.open(await tabIdFor(popup.page, url));
    await expect(popup.page.getByText(/No Craft connection yet/)).toBeVisible();
    const options = context.waitForEvent('page');
    await popup.page.getByRole('button', { name: 'Open settings' }).click();
    expect((await options).url()).toContain('/options.html');
  });

  test("preselects the selection, sends it to today's note, opens in Craft and undoes", async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const url = site.url('/clip/article.html');
    const page = await context.newPage();
    await openSite(page, url);
    await select(page, '#intro');
    const popup = await new PopupPage(await context.newPage(), extensionId).open(await tabIdFor(extensionPage, url));
    await popup.ready();
    await expect(popup.mode('Selection')).toBeChecked();
    // The preview draws the clip as Craft will show it: bold stays bold, no markup shows.
    await expect(popup.preview.locator('strong', { hasText: 'small worlds' })).toBeVisible();
    await expect(popup.preview).not.toContainText('**');
    await expect(popup.preview).not.toContainText('When to go');
    // Switching to the article recaptures it.
    await popup.chooseMode('Article');
    await expect(popup.preview).toContainText('When to go');
    await popup.chooseMode('Selection');

    // Inline this time: the header and the selection land as blocks of the note itself.
    await popup.nestInPage.uncheck();
    await popup.showSource();
    await expect(popup.source).toHaveValue(/^\[Tide Pools/);
    await expect(popup.source).toHaveValue(/\*\*small worlds\*\*/);
    const before = JSON.stringify(emulator.state.dailyNote('today') ?? null);
    await popup.send();
    await expect(popup.page.getByText('Clipped to Craft.')).toBeVisible();
    const note = emulator.state.dailyNote('today');
    const texts = childrenOf(note).map((b) => String(b.markdown));
    expect(texts.at(-2)).toContain('[Tide Pools of the North Coast]');
    expect(texts.at(-1)).toContain('**small worlds**');

    await expect(popup.openInCraft).toBeVisible();
    await popup.undoButton.click();
    await expect(popup.page.getByText(/Undone/)).toBeVisible();
    expect(JSON.stringify(emulator.state.dailyNote('today') ?? null)).toBe(before);
  });

  test('finds a document by typing and clips the link at its top', async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const url = site.url('/clip/links.html');
    await openSite(await context.newPage(), url);
    const popup = await new PopupPage(await context.newPage(), extensionId).open(await tabIdFor(extensionPage, url));
    await popup.ready();
    await popup.chooseMode('Link');
    // Titles match from the document list at once; the full-text search follows a pause in typing. A user
    // who waits sees both; choosing before it is sent would leave nothing to check it by.
    const searched = () => emulator.log.entries().some((e) => e.path === '/documents/search');
    await popup.findDocument('meeting', 'Meeting Notes', () => expect.poll(searched).toBe(true));
    await popup.position('Top');
    await popup.send();
    await expect(popup.page.getByText('Clipped to Craft.')).toBeVisible();
    const doc = emulator.state.documentByTitle('Meeting Notes');
    expect(firstChild(doc)).toMatchObject({ type: 'page', markdown: 'Links to clip' });
  });

  test('clips the article into a new document in a folder, and to another date', async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const url = site.url('/clip/article.html');
    await openSite(await context.newPage(), url);
    const tabId = await tabIdFor(extensionPage, url);
    const popup = await new PopupPage(await context.newPage(), extensionId).open(tabId);
    await popup.ready();
    await popup.newDocumentIn('\u00a0\u00a0Work', 'Tide pools (clipped)');
    await popup.send();
    await expect(popup.page.getByText('Clipped to Craft.')).toBeVisible();
    const created = emulator.state.documents().find((d) => d.title === 'Tide pools (clipped)');
    expect(created?.location).toBe('folder');
    expect(
      flatten(emulator.state.block(created!.id))
        .map((b) => String(b.markdown))
        .join('\n'),
    ).toContain('small worlds');

    const again = await new PopupPage(await context.newPage(), extensionId).open(tabId);
    await again.ready();
    await again.pickDate('2030-07-01');
    await again.send();
    await expect(again.page.getByText('Clipped to Craft.')).toBeVisible();
    expect(lastChild(emulator.state.dailyNote('2030-07-01'))).toMatchObject({
      type: 'page',
      markdown: 'Tide Pools of the North Coast',
    });
  });

  test('shows progress on a long clip sent in several parts', async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const url = site.url('/clip/long.html');
    await openSite(await context.newPage(), url);
    const popup = await new PopupPage(await context.newPage(), extensionId).open(await tabIdFor(extensionPage, url), {
      maxBytes: 2_500,
    });
    await popup.ready();
    emulator.faults.setLatency(150);
    emulator.log.clear();
    await popup.sendButton.click();
    await expect(popup.page.getByText(/Sending part \d+ of \d+/)).toBeVisible();
    await expect(popup.page.getByText('Clipped to Craft.')).toBeVisible();
    emulator.faults.setLatency(0);
    expect(
      emulator.log.entries().filter((e) => e.method === 'POST' && e.path === '/blocks').length,
    ).toBeGreaterThanOrEqual(4);
  });

  test('a server error is explained and the preview stays, ready to copy or resend', async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const url = site.url('/clip/article.html');
    await openSite(await context.newPage(), url);
    const popup = await new PopupPage(await context.newPage(), extensionId).open(await tabIdFor(extensionPage, url));
    await popup.ready();
    await popup.showSource();
    const preview = await popup.source.inputValue();
    emulator.faults.force({ method: 'POST', path: '/blocks', status: 503 });
    await popup.send();
    await expect(popup.alert).toContainText(/Craft had a problem on its side \(HTTP 503\)/);
    await expect(popup.source).toHaveValue(preview);
    await expect(popup.sendButton).toBeEnabled();
    // Writes are not retried blindly: exactly one POST /blocks went out.
    expect(emulator.log.entries().filter((e) => e.method === 'POST' && e.path === '/blocks')).toHaveLength(1);
    // Sending again works and the clip arrives once.
    await popup.send();
    await expect(popup.page.getByText('Clipped to Craft.')).toBeVisible();
    expect(
      childrenOf(emulator.state.dailyNote('today')).filter((b) => b.markdown === 'Tide Pools of the North Coast'),
    ).toHaveLength(1);
  });

  test('a failure part-way says which part failed, keeps the rest, and sends the rest in order', async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const url = site.url('/clip/long.html');
    await openSite(await context.newPage(), url);
    const popup = await new PopupPage(await context.newPage(), extensionId).open(await tabIdFor(extensionPage, url), {
      maxBytes: 2_500,
    });
    await popup.ready();
    await popup.showSource();
    // Latency runs before the fault check: a fault queued while part 2 waits hits part 2.
    emulator.faults.setLatency(800);
    await popup.sendButton.click();
    await popup.page.getByText(/Sending part 2 of \d+/).waitFor();
    emulator.faults.force({ method: 'POST', path: '/blocks', status: 503 });
    await expect(popup.alert).toContainText(/Part 2 of \d+ could not be sent\. Craft had a problem/);
    emulator.faults.setLatency(0);
    // The preview now holds only what did not arrive, starting where part 2 began.
    await expect(popup.source).not.toHaveValue(/Paragraph 001/);
    await expect(popup.source).toHaveValue(/The end of the log\./);
    await popup.page.getByRole('button', { name: 'Send the rest' }).click();
    await expect(popup.page.getByText('Clipped to Craft.')).toBeVisible();

    const clip = childrenOf(emulator.state.dailyNote('today')).at(-1);
    const numbers = childrenOf(clip)
      .map((b) => /Paragraph (\d{3})/.exec(String(b.markdown))?.[1])
      .filter(Boolean)
      .map(Number);
    expect(numbers).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
  });

  test('the title and edits made in the source are what arrives; a mode switch asks before dropping them', async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const url = site.url('/clip/article.html');
    await openSite(await context.newPage(), url);
    const popup = await new PopupPage(await context.newPage(), extensionId).open(await tabIdFor(extensionPage, url));
    await popup.ready();
    await popup.title.fill('Rock pools (edited)');
    await expect(popup.preview.locator('.cp-page__title')).toHaveText('Rock pools (edited)');
    await popup.showSource();
    const edited = (await popup.source.inputValue()).replace('</content></page>', '\n\nMy own note.</content></page>');
    await popup.source.fill(edited);
    await popup.showRendered();
    await expect(popup.preview).toContainText('My own note.');
    // Switching mode would recapture: the popup asks, and keeping the edits keeps everything.
    await popup.mode('Page').click();
    await popup.page.getByRole('alertdialog').getByRole('button', { name: 'Keep my edits' }).click();
    await expect(popup.mode('Article')).toBeChecked();
    await popup.showSource();
    await expect(popup.source).toHaveValue(edited);

    await popup.send();
    await expect(popup.page.getByText('Clipped to Craft.')).toBeVisible();
    const clip = childrenOf(emulator.state.dailyNote('today')).at(-1);
    expect(clip).toMatchObject({ type: 'page', markdown: 'Rock pools (edited)' });
    expect(flatten(clip).map((b) => String(b.markdown))).toContain('My own note.');
  });

  test('with several connections the switcher picks the one the clip goes to', async ({
    context,
    extensionId,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    await seedConnection({ kind: 'daily-notes', name: 'Journal' });
    const url = site.url('/clip/article.html');
    await openSite(await context.newPage(), url);
    const popup = await new PopupPage(await context.newPage(), extensionId).open(await tabIdFor(extensionPage, url));
    await popup.ready();
    await popup.page.getByLabel('Connection').selectOption({ label: 'Journal' });
    emulator.log.clear();
    await popup.send();
    await expect(popup.page.getByText('Clipped to Craft.')).toBeVisible();
    const posts = emulator.log.entries().filter((e) => e.method === 'POST' && e.path === '/blocks');
    expect(posts.map((e) => e.linkId)).toEqual([emulator.link('daily-notes').id]);
  });

  test('starts without the extractor or the converter (they run in the page)', async ({
    context,
    extensionId,
    extensionPage,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const url = site.url('/clip/long.html');
    await openSite(await context.newPage(), url);
    const popup = await new PopupPage(await context.newPage(), extensionId).open(await tabIdFor(extensionPage, url));
    await popup.ready();
    // Opening speed is measured by `npm run bench` (popup open → interactive), not asserted here.
    const timing = await popup.page.evaluate(() => ({
      scripts: [
        ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel=modulepreload]'),
      ].map((el) => ('src' in el ? el.src : el.href)),
    }));
    // Nothing heavy at start: the extractor and converter run in the page, not in the popup.
    expect(timing.scripts.length).toBeGreaterThan(0);
    const popupJs = await Promise.all(
      timing.scripts.map((src) => popup.page.evaluate(async (u) => (await fetch(u)).text(), src)),
    );
    expect(popupJs.join('\n')).not.toMatch(/Readability|TurndownService/);
  });

  test('a browser page that cannot be read gets a clear message', async ({
    context,
    extensionId,
    extensionPage,
    seedConnection,
  }) => {
    await seedConnection();
    const page = await context.newPage();
    await page.goto('chrome://version');
    // The extension cannot see a chrome:// URL, so take the one tab whose URL it cannot see.
    const tabId = await extensionPage.evaluate(async () => {
      const chromeApi = (
        globalThis as unknown as {
          chrome: { tabs: { query(q: object): Promise<Array<{ id: number; url?: string }>> } };
        }
      ).chrome;
      const hidden = (await chromeApi.tabs.query({})).filter((t) => !t.url);
      return hidden.at(-1)!.id;
    });
    const popup = await new PopupPage(await context.newPage(), extensionId).open(tabId);
    await expect(popup.alert).toContainText(/can't be read by extensions/);
    await popup.showSource();
    await expect(popup.source).toBeEditable();
  });
});
