/**
 * A lost answer under the emulator's normalise-on-write (Craft's rewriting, evidence §3a #1, #2,
 * §3b #9): what we wrote is not what Craft stores, so recovery may compare only what survives.
 * Each case drops the answer of one write after it was applied, then delivers again: the job
 * resumes without sending that write twice, and the destination holds everything exactly once.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { useEmulator } from './use-emulator';
import { wrapAsPage } from '../../../../lib/convert/wrap';
import { createCraftClient } from '../../../../lib/craft';
import type { Block } from '../../../../lib/craft/types';
import type { ClipRequest } from '../../../../lib/model/clip';
import { deliveryHandlers } from '../../../../lib/outbox/handlers';
import { deliverJob } from './deliver-job';

const emulator = useEmulator();
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** Sends a clip, dropping the answer to the `nth` POST /blocks; delivers until done or parked. */
async function clipWithLostAnswer(request: Omit<ClipRequest, 'insertAt' | 'title'>, nth = 1) {
  const link = emulator.link('space');
  let posts = 0;
  const fetch: typeof globalThis.fetch = (input, init) => {
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    const url = String(input instanceof Request ? input.url : input);
    if (method === 'POST' && url.includes('/blocks') && ++posts === nth)
      emulator.faults.dropAfterApply({ method: 'POST', path: '/blocks' });
    return globalThis.fetch(input, init);
  };
  const client = createCraftClient({ baseUrl: link.apiUrl, timeoutMs: 500, retry: { limit: 0 }, fetch });
  return deliverJob(deliveryHandlers({ connect: async () => ({ client, kind: 'space' }), settleMs: 0 }), {
    kind: 'clip',
    title: 't',
    payload: { request: { insertAt: 'end', title: 't', ...request } },
  });
}

const writes = () => emulator.log.entries().filter((e) => e.method === 'POST' && e.path === '/blocks');
const today = () => (emulator.state.dailyNote('today')?.content ?? []) as Block[];
/** A block as a reader sees it: images by their alt text and the URL they came from. */
const seen = (b: Block) =>
  b.type === 'image' ? `image:${b.altText}:${emulator.state.assetSource(String(b.url))}` : `${b.type}:${b.markdown}`;

const words = (tag: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${tag} paragraph ${i + 1} with enough words to fill a request.`);

describe("lost answers under Craft's rewriting: each part resumes exactly once", () => {
  it('a part that starts with an image', async () => {
    const body = ['![Hero image of the story](https://example.com/hero.png)', ...words('Hero', 2)];
    const job = await clipWithLostAnswer({
      destination: { kind: 'daily-note', date: 'today' },
      markdown: body.join('\n\n'),
    });
    expect(job).toMatchObject({ state: 'done' });
    expect(writes().map((e) => e.status)).toEqual([0]);
    expect(today().slice(-3).map(seen)).toEqual([
      'image:Hero image of the story:https://example.com/hero.png',
      `text:${body[1]}`,
      `text:${body[2]}`,
    ]);
    expect(today().filter((b) => b.type === 'image' && b.altText === 'Hero image of the story')).toHaveLength(1);
  });

  it.each([
    ['<highlight>', 'It ends on <highlight>the key point</highlight>'],
    ['==', 'It ends on ==the key point=='],
  ])('a part that ends with a highlight (%s)', async (_form, last) => {
    const body = [...words('Marked', 2), last];
    const job = await clipWithLostAnswer({
      destination: { kind: 'daily-note', date: 'today' },
      markdown: body.join('\n\n'),
    });
    expect(job).toMatchObject({ state: 'done' });
    expect(writes().map((e) => e.status)).toEqual([0]);
    expect(today().slice(-3).map(seen)).toEqual([
      `text:${body[0]}`,
      `text:${body[1]}`,
      'text:It ends on <highlight color="yellow">the key point</highlight>',
    ]);
  });

  it('a later part of a clip that starts with an image and ends with a highlight and a divider', async () => {
    const body = [
      ...words('First', 3),
      '![Chart](https://example.com/chart.png)',
      'Read _this_ and <highlight>that</highlight>',
      '---',
    ];
    const job = await clipWithLostAnswer(
      { destination: { kind: 'daily-note', date: 'today' }, markdown: body.join('\n\n'), maxBytes: 200 },
      2,
    );
    expect(job).toMatchObject({ state: 'done' });
    const statuses = writes().map((e) => e.status);
    expect(statuses.filter((s) => s === 0)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(statuses.length - 1);
    expect(today().slice(-6).map(seen)).toEqual([
      ...words('First', 3).map((w) => `text:${w}`),
      'image:Chart:https://example.com/chart.png',
      'text:Read *this* and <highlight color="yellow">that</highlight>',
      'line:***',
    ]);
  });

  it.each([
    ['the page itself (one part)', 1, undefined],
    ["the page's second part, starting with an image", 2, 200],
  ])('a part that is a page: %s', async (_name, nth, maxBytes) => {
    const content = [
      ...words('Paged', 3),
      '![Hero](https://example.com/page-hero.png)',
      'The end is <highlight>marked</highlight>',
    ];
    const job = await clipWithLostAnswer(
      {
        destination: { kind: 'daily-note', date: 'today' },
        markdown: wrapAsPage('A clipped page', content.join('\n\n')),
        maxBytes,
      },
      nth,
    );
    expect(job).toMatchObject({ state: 'done' });
    expect(writes().filter((e) => e.status === 0)).toHaveLength(1);
    expect(writes().filter((e) => e.status !== 0 && e.status !== 200)).toHaveLength(0);
    const pages = today().filter((b) => b.type === 'page');
    expect(pages.map((p) => p.markdown)).toEqual(['A clipped page']);
    expect((emulator.state.block(pages[0].id)!.content as Block[]).map(seen)).toEqual([
      `text:${content[0]}`,
      `text:${content[1]}`,
      `text:${content[2]}`,
      'image:Hero:https://example.com/page-hero.png',
      'text:The end is <highlight color="yellow">marked</highlight>',
    ]);
  });
});

describe('lost upload answers when reads carry no fileSize (evidence §3a #7)', () => {
  it('a kept image of a clip: found at its place, not uploaded twice', async () => {
    emulator.configure({ bareUploads: true });
    emulator.faults.dropAfterApply({ method: 'POST', path: '/upload' });
    const job = await clipWithLostAnswer(
      {
        destination: { kind: 'daily-note', date: 'today' },
        markdown: 'Before\n\n![kept](craft-upload:1)\n\nAfter',
        uploads: [{ url: 'https://example.com/kept.png', base64: btoa(String.fromCharCode(...PNG)) }],
      },
      99,
    );
    expect(job).toMatchObject({ state: 'done' });
    expect(
      emulator.log
        .entries()
        .filter((e) => e.path === '/upload')
        .map((e) => e.status),
    ).toEqual([0]);
    const last = today().slice(-3);
    expect(last.map((b) => b.type)).toEqual(['text', 'image', 'text']);
    expect(last[1]).not.toHaveProperty('fileSize');
    expect(emulator.state.upload(last[1].id)?.bytes.length).toBe(PNG.length);
  });

  it('an image upload job: found after its anchor, not uploaded twice, captioned once', async () => {
    emulator.configure({ bareUploads: true });
    const link = emulator.link('space');
    const client = createCraftClient({ baseUrl: link.apiUrl, timeoutMs: 500, retry: { limit: 0 } });
    emulator.faults.dropAfterApply({ method: 'POST', path: '/upload' });
    const source = { title: 'Bare upload page', url: 'https://example.com/bare' };
    const done = await deliverJob(deliveryHandlers({ connect: async () => ({ client, kind: 'space' }), settleMs: 0 }), {
      kind: 'upload',
      title: 'Image',
      payload: {
        destination: { kind: 'daily-note', date: 'today' },
        bytes: PNG.slice().buffer as ArrayBuffer,
        contentType: 'image/png',
        source,
      },
    });
    expect(done).toMatchObject({ state: 'done' });
    expect(
      emulator.log
        .entries()
        .filter((e) => e.path === '/upload')
        .map((e) => e.status),
    ).toEqual([0]);
    const blocks = today();
    expect(blocks.filter((b) => b.type === 'image')).toHaveLength(1);
    expect(blocks.filter((b) => String(b.markdown).includes('Bare upload page'))).toHaveLength(1);
  });
});
