/**
 * Kept images in clip jobs, against the emulator: each craft-upload:N line becomes a POST /upload
 * at its place, so text and image blocks arrive in order; a lost upload answer is found, not
 * repeated; a refused image falls back to its own URL or is left out with a note.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useEmulator } from './use-emulator';
import { wrapAsPage } from '../../../../lib/convert/wrap';
import { createCraftClient } from '../../../../lib/craft';
import type { Block } from '../../../../lib/craft/types';
import type { ClipRequest } from '../../../../lib/model/clip';
import { render } from '../../../../lib/i18n/ui-text';
import { imageLeftOut } from '../../../../lib/outbox/kinds/clip/clip-job';
import type { ClipDelivered } from '../../../../lib/outbox/kinds/clip/clip-progress';
import { deliveryHandlers } from '../../../../lib/outbox/handlers';
import { deliverJob } from './deliver-job';

const PNG = readFileSync(new URL('../../../e2e/site/images/png.png', import.meta.url));
const GIF = readFileSync(new URL('../../../e2e/site/images/gif.gif', import.meta.url));
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const emulator = useEmulator();

async function send(request: Omit<ClipRequest, 'insertAt' | 'title'>) {
  const link = emulator.link('space');
  const client = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey, timeoutMs: 500, retry: { limit: 0 } });
  return deliverJob(deliveryHandlers({ connect: async () => ({ client, kind: 'space' }), settleMs: 0 }), {
    kind: 'clip',
    title: 't',
    payload: { request: { insertAt: 'end', title: 't', ...request } },
  });
}

const uploads = () => emulator.log.entries().filter((e) => e.method === 'POST' && e.path === '/upload');
/**
 * Each child as 'text:<markdown>', or for images 'upload:<sha256>' (bytes we uploaded) or
 * 'rehosted:<url>' (an image written by URL, re-hosted by Craft's rewriting, evidence §3a #1).
 */
function shape(blocks: Block[] | undefined): string[] {
  return (blocks ?? []).map((b) => {
    if (b.type !== 'image') return `text:${b.markdown}`;
    const stored = emulator.state.upload(b.id);
    if (stored) return `upload:${stored.sha256}`;
    const source = emulator.state.assetSource(String(b.url));
    return source ? `rehosted:${source}` : `url:${b.url}`;
  });
}

const kept = [
  { url: 'data:image/png;base64,…', base64: PNG.toString('base64') },
  { url: 'https://login.example/private.gif', base64: GIF.toString('base64') },
];
const body = ['Before', '![a](craft-upload:1)', 'Between', '![b](craft-upload:2)', 'After'].join('\n\n');

describe('clip jobs with kept images', () => {
  it('inline: text and uploaded images arrive in order, bytes identical', async () => {
    const job = await send({ destination: { kind: 'daily-note', date: 'today' }, markdown: body, uploads: kept });
    expect(job.state).toBe('done');
    expect(shape(emulator.state.dailyNote('today')?.content as Block[]).slice(-5)).toEqual([
      'text:Before',
      `upload:${sha(PNG)}`,
      'text:Between',
      `upload:${sha(GIF)}`,
      'text:After',
    ]);
    expect(uploads().map((e) => (e.body as { contentType: string }).contentType)).toEqual(['image/png', 'image/gif']);
  });

  it('page format: the images go inside the new page, in order; top-level ids are just the page', async () => {
    const job = await send({
      destination: { kind: 'daily-note', date: 'today' },
      markdown: wrapAsPage('Kept', body),
      uploads: kept,
    });
    expect(job.state).toBe('done');
    const page = (emulator.state.dailyNote('today')?.content as Block[]).at(-1)!;
    expect(page.type).toBe('page');
    expect(shape(emulator.state.block(page.id)?.content as Block[])).toEqual([
      'text:Before',
      `upload:${sha(PNG)}`,
      'text:Between',
      `upload:${sha(GIF)}`,
      'text:After',
    ]);
    expect((job.result as { blockIds: string[] }).blockIds).toEqual([page.id]);
  });

  it('the answer to an upload lost after it was applied: found after its anchor, not uploaded twice', async () => {
    emulator.faults.dropAfterApply({ method: 'POST', path: '/upload' });
    const job = await send({ destination: { kind: 'daily-note', date: 'today' }, markdown: body, uploads: kept });
    expect(job.state).toBe('done');
    expect(uploads().map((e) => e.status)).toEqual([0, 200]);
    expect(shape(emulator.state.dailyNote('today')?.content as Block[]).slice(-5)).toEqual([
      'text:Before',
      `upload:${sha(PNG)}`,
      'text:Between',
      `upload:${sha(GIF)}`,
      'text:After',
    ]);
  });

  it('a refused image: an http(s) one falls back to its URL, a data: one is left out with a note', async () => {
    const refused = [
      { url: 'data:image/png;base64,bm90', base64: Buffer.from('not an image').toString('base64') },
      { url: 'https://login.example/private.gif', base64: Buffer.from('<html>login</html>').toString('base64') },
    ];
    const job = await send({ destination: { kind: 'daily-note', date: 'today' }, markdown: body, uploads: refused });
    expect(job.state).toBe('done');
    expect(uploads()).toHaveLength(0);
    expect(shape(emulator.state.dailyNote('today')?.content as Block[]).slice(-4)).toEqual([
      'text:Before',
      'text:Between',
      'rehosted:https://login.example/private.gif',
      'text:After',
    ]);
    const { notes } = job.result as ClipDelivered;
    expect(notes?.map(render)).toEqual([
      expect.stringMatching(/^An image of this clip was left out: This is not an image[^.]*\.$/),
    ]);
  });

  it('a token without bytes (keep images off, or typed into the preview) is left out with a note', async () => {
    const job = await send({
      destination: { kind: 'daily-note', date: 'today' },
      markdown: 'Text\n\n![x](craft-upload:1)',
    });
    expect(job.state).toBe('done');
    expect(uploads()).toHaveLength(0);
    expect((job.result as ClipDelivered).notes).toEqual([imageLeftOut('missing')]);
  });
});
