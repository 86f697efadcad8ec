/** Runs the page script with the page's marks, as the popup does with the background's answer. */
async function showMarks(context: BrowserContext, tabId: number, marks: PageMarks) {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return worker.evaluate(
    async ({ tabId, marks }) => {
      type Scripting = { executeScript(o: object): Promise<Array<{ result?: unknown }>> };
      const { scripting } = (globalThis as unknown as { chrome: { scripting: Scripting } }).chrome;
      await scripting.executeScript({ target: { tabId }, files: ['/highlights.js'] });
      const [frame] = await scripting.executeScript({
        target: { tabId },
        func: (m: unknown) =>
          (globalThis as unknown as { __craftMarks: { run(r: object): Promise<unknown> } }).__craftMarks.run({
            kind: 'show',
            marks: m,
          }),
        args: [marks],
      });
      return frame?.result;
    },
    { tabId, marks },
  );
}

test('marks come back: placed on a page whose text changed a little, listed when their passage is gone', async ({
  context,
  extensionPage,
  site,
}) => {
  const url = site.url('article.html');
  const { page, ui, messages, tab } = await openArticle(context, extensionPage, url);
  await ui.select('blockquote', 'wet leaves overnight');
  await pressCommand(context, 'highlight', tab);
  await ui.select('ul', 'A pot of at least 20 litres per plant');
  await pressCommand(context, 'highlight', tab);
  await expect.poll(() => messages.changes()).toHaveLength(2);
  const marks = (await messages.changes()).flatMap((c) => (c.op === 'add' ? [c.mark] : []));
  const saved: PageMarks = { url, title: 'Growing Tomatoes', marks };
  const original = await (await fetch(url)).text();

  // The page changed a little: a new paragraph above, other words around one mark, a figure inside another.
  const changed = original
    .replace('<h2>What you need</h2>', '<p>Updated for this season.</p><h2>What you need</h2>')
    .replace('Water in the morning;', 'Always water early in the day:')
    .replace('20 litres', '25 litres');
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: changed }));
  await page.reload();
  expect(await showMarks(context, tab.id, saved)).toEqual({ painted: 2, unplaced: 0 });
  expect(await ui.painted()).toEqual([
    { color: 'yellow', text: 'wet leaves overnight' },
    { color: 'yellow', text: 'A pot of at least 25 litres per plant' },
  ]);
  expect(await ui.controls()).toEqual([]);
  expect((await messages.placed()).at(-1)).toEqual({ url, placed: marks.map((m) => m.id), unplaced: [] });

  // The passage is gone: the mark is listed, not painted somewhere else.
  const lost = original.replace(/<blockquote>[\s\S]*?<\/blockquote>/, '');
  await page.unroute(url);
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: lost }));
  await page.reload();
  expect(await showMarks(context, tab.id, saved)).toEqual({ painted: 1, unplaced: 1 });
  expect(await ui.painted()).toEqual([{ color: 'yellow', text: 'A pot of at least 20 litres per plant' }]);
  expect(await ui.controls()).toEqual([
    { role: 'region', name: '1 highlight could not be placed' },
    { role: 'heading', name: '1 highlight could not be placed' },
    { role: 'list', name: '' },
    { role: 'listitem', name: '' },
    { role: 'button', name: 'Close' },
  ]);
  expect(await ui.markup()).toContain('<li>wet leaves overnight</li>');
  expect((await messages.placed()).at(-1)).toEqual({ url, placed: [marks[1]!.id], unplaced: [marks[0]!.id] });
  await ui.click('button', 'Close');
  await expect.poll(() => ui.controls()).toEqual([]);
});
