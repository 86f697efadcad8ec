/**
 * The background clip path (the one context menus and the quick-clip command call), reached
 * through the extension's own `clipTab` message: every capture mode, every destination kind,
 * long clips in order, dialect injection, a selected-documents link, and Undo.
 */
import { expect, sendToBackground, test } from './fixtures';
import { childrenOf, firstChild, flatten, lastChild, openSite, select, tabIdFor } from './clip-helpers';

test.describe('clipTab from the background', () => {
  test("article → today's daily note: a page with header, headings, list, link and code, in order", async ({
    context,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const page = await context.newPage();
    const url = site.url('/clip/article.html');
    await openSite(page, url);
    const tabId = await tabIdFor(extensionPage, url);

    const result = await sendToBackground(extensionPage, 'clipTab', { tabId, mode: 'article' });
    expect(result.ok, JSON.stringify(result)).toBe(true);

    const clip = lastChild(emulator.state.dailyNote('today'));
    expect(clip).toMatchObject({ type: 'page', markdown: 'Tide Pools of the North Coast' });
    const blocks = childrenOf(clip);
    const header = String(blocks[0]?.markdown);
    expect(header).toContain(`[Tide Pools of the North Coast](${url})`);
    expect(header).toContain('Coastal Field Notes');
    expect(header).toContain('by Mira Holt');
    expect(header).toContain('published 2024-05-02');
    const texts = blocks.map((b) => String(b.markdown));
    const at = (needle: string) => texts.findIndex((t) => t.includes(needle));
    expect(at('small worlds')).toBeGreaterThan(0);
    expect(at('When to go')).toBeGreaterThan(at('small worlds'));
    expect(blocks[at('When to go')]).toMatchObject({ textStyle: 'h2' });
    expect(texts[at('tide tables')]).toContain('[tide tables](https://tides.example.org/north)');
    expect(blocks[at('Wear shoes')]).toMatchObject({ listStyle: 'bullet' });
    expect(at('Step only')).toBe(at('Wear shoes') + 1);
    expect(blocks.find((b) => b.type === 'code')).toMatchObject({ language: 'python' });
    expect(texts.at(-1)).toContain('Leave the pools as you found them');
    // The record points at what was created.
    if (result.ok) expect(result.value.blockIds).toEqual([clip!.id]);
  });

  test('selection → another date, at the top', async ({ context, extensionPage, emulator, site, seedConnection }) => {
    await seedConnection();
    const page = await context.newPage();
    const url = site.url('/clip/article.html');
    await openSite(page, url);
    await select(page, '#when');
    const tabId = await tabIdFor(extensionPage, url);

    const result = await sendToBackground(extensionPage, 'clipTab', {
      tabId,
      mode: 'selection',
      destination: { kind: 'daily-note', date: '2031-03-14' },
      insertAt: 'start',
    });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const clip = firstChild(emulator.state.dailyNote('2031-03-14'));
    expect(clip).toMatchObject({ type: 'page' });
    const texts = childrenOf(clip).map((b) => String(b.markdown));
    expect(
      texts.some((t) => t.includes('*minus tide*') && t.includes('[tide tables](https://tides.example.org/north)')),
    ).toBe(true);
    expect(texts.join('\n')).not.toContain('small worlds');
  });

  test('selection with nothing selected says so and sends nothing', async ({
    context,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const page = await context.newPage();
    const url = site.url('/clip/article.html');
    await openSite(page, url);
    const tabId = await tabIdFor(extensionPage, url);
    emulator.log.clear();
    const result = await sendToBackground(extensionPage, 'clipTab', { tabId, mode: 'selection' });
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/Nothing is selected/) });
    expect(emulator.log.entries().filter((e) => e.method !== 'GET')).toEqual([]);
  });

  test('page → an existing document, at the top and at the bottom', async ({
    context,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const doc = emulator.state.documentByTitle('Reading List')!;
    const page = await context.newPage();
    const url = site.url('/clip/article.html');
    await openSite(page, url);
    const tabId = await tabIdFor(extensionPage, url);
    const destination = { kind: 'document' as const, id: String(doc.id), title: 'Reading List' };

    const top = await sendToBackground(extensionPage, 'clipTab', {
      tabId,
      mode: 'page',
      destination,
      insertAt: 'start',
    });
    const bottom = await sendToBackground(extensionPage, 'clipTab', {
      tabId,
      mode: 'link',
      destination,
      insertAt: 'end',
    });
    expect(top.ok && bottom.ok, JSON.stringify([top, bottom])).toBe(true);

    const after = emulator.state.block(String(doc.id));
    expect(firstChild(after)).toMatchObject({ type: 'page', markdown: 'Tide Pools of the North Coast' });
    // Page mode keeps the chrome-free body: the footer text is there too.
    expect(
      flatten(firstChild(after))
        .map((b) => String(b.markdown))
        .join('\n'),
    ).toContain('small worlds');
    const linkClip = lastChild(after);
    expect(
      flatten(linkClip)
        .map((b) => String(b.markdown))
        .join('\n'),
    ).toContain('Tide Pools of the North Coast');
  });

  test('link (context menu) → a new document in a folder', async ({
    context,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const url = site.url('/clip/links.html');
    const page = await context.newPage();
    await openSite(page, url);
    const tabId = await tabIdFor(extensionPage, url);
    const work = await sendToBackground(extensionPage, 'listFolders', {});
    expect(work.ok).toBe(true);
    const folder = work.ok ? work.value.find((f) => f.name === 'Work') : undefined;
    expect(folder?.depth).toBe(1);

    const result = await sendToBackground(extensionPage, 'clipTab', {
      tabId,
      mode: 'link',
      link: { url: 'https://guides.example.com/knots', text: 'the guide to sailing knots' },
      destination: { kind: 'new-document', title: 'Knots to learn', folderId: folder!.id, folderName: 'Work' },
    });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const created = emulator.state.documents().find((d) => d.title === 'Knots to learn');
    expect(created).toMatchObject({ location: 'folder', folderId: folder!.id });
    const texts = flatten(emulator.state.block(created!.id))
      .map((b) => String(b.markdown))
      .join('\n');
    expect(texts).toContain('[the guide to sailing knots](https://guides.example.com/knots)');
    const log = emulator.log.entries().filter((e) => e.method === 'POST');
    expect(log.map((e) => e.path)).toEqual(['/documents', '/blocks']);
  });

  test('a long page arrives complete and in order over several requests', async ({
    context,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const url = site.url('/clip/long.html');
    const page = await context.newPage();
    await openSite(page, url);
    const tabId = await tabIdFor(extensionPage, url);
    emulator.log.clear();

    const result = await sendToBackground(extensionPage, 'clipTab', { tabId, mode: 'article', maxBytes: 2_000 });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const posts = emulator.log.entries().filter((e) => e.method === 'POST' && e.path === '/blocks');
    expect(posts.length).toBeGreaterThanOrEqual(5);
    for (const post of posts) expect(new TextEncoder().encode(JSON.stringify(post.body)).length).toBeLessThan(2_600);
    const pageId = String(childrenOf(emulator.state.dailyNote('today')).at(-1)?.id);
    for (const post of posts.slice(1))
      expect((post.body as { position: unknown }).position).toEqual({ position: 'end', pageId });

    const numbers = childrenOf(emulator.state.block(pageId))
      .map((b) => /Paragraph (\d{3})/.exec(String(b.markdown))?.[1])
      .filter(Boolean)
      .map(Number);
    expect(numbers).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    expect(String(childrenOf(emulator.state.block(pageId)).at(-1)?.markdown)).toContain('The end of the log.');
  });

  test('dialect look-alikes in a page arrive as literal text', async ({
    context,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const url = site.url('/clip/injection.html');
    const page = await context.newPage();
    await openSite(page, url);
    const tabId = await tabIdFor(extensionPage, url);

    const result = await sendToBackground(extensionPage, 'clipTab', { tabId, mode: 'page' });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const note = emulator.state.dailyNote('today');
    const clip = lastChild(note)!;
    // Exactly one new page at the top level, its title intact.
    expect(clip).toMatchObject({ type: 'page', markdown: expect.stringContaining('Dialect') });
    const inside = flatten(clip).slice(1);
    expect(inside.every((b) => b.type === 'text' || b.type === 'page')).toBe(true);
    expect(inside.filter((b) => b.type === 'page')).toEqual([]);
    expect(inside.some((b) => Array.isArray(b.decorations) && (b.decorations as string[]).includes('callout'))).toBe(
      false,
    );
    // The header (first block) links the clip date on purpose; the page's own text must not link.
    const text = inside
      .slice(1)
      .map((b) => String(b.markdown))
      .join('\n');
    // Stored escaped (backslashes, &lt;), which Craft shows as the characters the page showed.
    expect(text).toContain('\\[click me\\](block\\://ABCDEF-1234)');
    expect(text).toContain('&lt;/content>&lt;/page> should not end anything');
    expect(text).toContain('&lt;callout>boom&lt;/callout>');
    expect(text).not.toMatch(/\]\(block:\/\//);
    expect(text).not.toMatch(/\]\(date:\/\//);
    expect(text).not.toMatch(/<highlight/);
    expect(text).toContain('should not end anything');
  });

  test('a Selected Documents connection clips into one of its documents', async ({
    context,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection({ kind: 'documents' });
    const url = site.url('/clip/article.html');
    const page = await context.newPage();
    await openSite(page, url);
    const tabId = await tabIdFor(extensionPage, url);

    const today = await sendToBackground(extensionPage, 'clipTab', {
      tabId,
      mode: 'link',
      destination: { kind: 'daily-note', date: 'today' },
    });
    expect(today).toMatchObject({ ok: false, error: expect.stringMatching(/no daily notes/) });

    const result = await sendToBackground(extensionPage, 'clipTab', { tabId, mode: 'link' });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (!result.ok) return;
    expect(result.value.destination.kind).toBe('document');
    const docId = result.value.destination.kind === 'document' ? result.value.destination.id : '';
    expect(childrenOf(emulator.state.block(docId)).map((b) => b.id)).toContain(result.value.blockIds[0]);

    // The next clip to 'last' goes to the same document.
    const again = await sendToBackground(extensionPage, 'clipTab', { tabId, mode: 'link', destination: 'last' });
    expect(again.ok && again.value.destination).toEqual(result.value.destination);
  });

  test('Undo removes exactly what the clip added', async ({
    context,
    extensionPage,
    emulator,
    site,
    seedConnection,
  }) => {
    await seedConnection();
    const url = site.url('/clip/long.html');
    const page = await context.newPage();
    await openSite(page, url);
    const tabId = await tabIdFor(extensionPage, url);
    // Make sure today's note exists first, so "before" is a real snapshot.
    await sendToBackground(extensionPage, 'clipTab', { tabId, mode: 'link' });
    const before = JSON.stringify(emulator.state.dailyNote('today'));

    const inline = await sendToBackground(extensionPage, 'clipTab', { tabId, mode: 'article', maxBytes: 3_000 });
    expect(inline.ok).toBe(true);
    expect(JSON.stringify(emulator.state.dailyNote('today'))).not.toBe(before);
    const undone = await sendToBackground(extensionPage, 'undoClip', { clipId: inline.ok ? inline.value.id : '' });
    expect(undone).toEqual({ ok: true, value: null });
    expect(JSON.stringify(emulator.state.dailyNote('today'))).toBe(before);
  });
});
