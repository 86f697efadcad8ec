/**
 * Firefox: the three ways things get into Craft, each checked in what the emulator received —
 * the article clipped from the popup into today's note, the tab added as a task from the popup's
 * Task view, and an image sent through the background function the image menu calls; and a second
 * clip of a tab, which calls the capture.js the first one installed (lib/capture/build.ts).
 */
import { childrenOf } from '../e2e/clip-helpers';
import { sha256Of, startImageServer } from '../e2e/site/images/image-server';
import { expect, test } from './fixtures';
import { button, label } from './support/firefox-driver';

const TITLE = 'Tide Pools of the North Coast';

test("clips the article from the popup into today's daily note", async ({ extension, firefox, emulator, site }) => {
  await extension.connect(emulator.link('space').apiUrl);
  const url = site.url('/clip/article.html');
  const tabId = await extension.openSite(url);
  await extension.openPopup(tabId);
  // Nothing is selected, so the popup offers the article.
  expect(await extension.previewReady()).toContain('When to go');
  expect(await extension.sendClip()).toContain('Clipped to Craft.');

  const texts = childrenOf(emulator.state.dailyNote('today')).flatMap(function all(b): string[] {
    return [String(b.markdown ?? ''), ...childrenOf(b).flatMap(all)];
  });
  expect(texts.some((t) => t.includes(`[${TITLE}](${url})`))).toBe(true);
  expect(texts.some((t) => t.includes('**small worlds**'))).toBe(true);
  expect(texts.some((t) => t.includes('Step only on bare rock'))).toBe(true);
  expect(await firefox.find(button('Undo'))).not.toBeNull();
});

test('adds the tab as a task from the Task view', async ({ extension, firefox, emulator, site }) => {
  await extension.connect(emulator.link('space').apiUrl);
  const url = site.url('/clip/article.html');
  const tabId = await extension.openSite(url);
  await extension.openPopup(tabId, 'task');
  await firefox.until('the task text', async () => (await firefox.value(label('Task'))) || undefined);
  expect(await firefox.value(label('Task'))).toBe(`[${TITLE}](${url})`);
  await firefox.click(button('Add task'));
  await firefox.untilText('Task added.');

  const task = emulator.state.tasks().find((t) => String(t.markdown).includes(TITLE));
  expect(task).toMatchObject({
    markdown: `[${TITLE}](${url})`,
    location: { type: 'inbox' },
    taskInfo: { state: 'todo' },
  });
});

test("sends an image byte-identical into today's daily note, captioned", async ({ extension, emulator }) => {
  const images = await startImageServer();
  try {
    await extension.connect(emulator.link('space').apiUrl);
    const url = images.url('/images/gallery.html');
    const tabId = await extension.openSite(url);
    const result = await extension.message('sendImage', { srcUrl: images.url('/images/png.png'), tabId });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (!result.ok) return;
    const stored = emulator.state.upload(result.value.blockId)!;
    expect(stored).toMatchObject({ contentType: 'image/png', sha256: await sha256Of('png.png') });
    const blocks = childrenOf(emulator.state.dailyNote('today'));
    const at = blocks.findIndex((b) => b.id === result.value.blockId);
    expect(blocks[at]).toMatchObject({ type: 'image', mimeType: 'image/png' });
    expect(blocks[at + 1]).toMatchObject({
      textStyle: 'caption',
      markdown: `<caption>From [Image Gallery](${url})</caption>`,
    });
  } finally {
    await images.close();
  }
});

test('a second clip of a tab calls the copy of capture.js the first one installed', async ({
  extension,
  firefox,
  emulator,
  site,
}) => {
  await extension.connect(emulator.link('space').apiUrl);
  const tabId = await extension.openSite(site.url('/clip/article.html'));
  // From the extension page tabIdFor left open: one step in the tab's content-script world.
  const inWorld = (step: 'mark' | 'read mark') =>
    firefox.execute<string | null>(
      `return browser.scripting.executeScript({
         target: { tabId: arguments[0] },
         func: (what) => {
           if (what === 'mark') globalThis.__craftCapture.mark = 'first clip';
           return globalThis.__craftCapture?.mark ?? null;
         },
         args: [arguments[1]],
       }).then(([frame]) => frame.result)`,
      tabId,
      step,
    );

  expect((await extension.message('clipTab', { tabId, mode: 'page' })).ok).toBe(true);
  expect(await inWorld('mark')).toBe('first clip');
  expect((await extension.message('clipTab', { tabId, mode: 'article' })).ok).toBe(true);
  // A file injected again would have installed a new copy, without the mark.
  expect(await inWorld('read mark')).toBe('first clip');
  const texts = childrenOf(emulator.state.dailyNote('today')).map((b) => String(b.markdown ?? ''));
  expect(texts.filter((t) => t.includes(TITLE))).toHaveLength(2);
});
