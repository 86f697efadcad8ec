// Nothing waits forever and nothing oversized is read whole (issue 17 items 11 and 12): a server that
// stalls mid-body or never answers ends with a clear message, and a chunked answer without
// Content-Length is refused once 20 MB have streamed in. The stall limit is a parameter, so these tests
// pass a short one; they wait for the result, not for a clock.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64ToBytes } from '../../../../lib/images/base64';
import { IMAGE_REFUSALS, MAX_IMAGE_BYTES } from '../../../../lib/images/checks';
import { FETCH_REFUSALS, fetchImage } from '../../../../lib/images/fetch-image';
import { fetchInPage } from '../../../../lib/images/page-fetch';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const STALL_MS = 30;
const CHUNK = 1024 * 1024;

/** A body that sends `first` and then nothing, ever; `cancelled` tells whether the reader gave up on it. */
function stallingBody(first: Uint8Array) {
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(first);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { body, state };
}

/** A chunked body of `total` bytes made on demand; `pulled` counts what the reader asked for. */
function endlessBody(total: number) {
  const state = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      const chunk = new Uint8Array(CHUNK);
      chunk.set(PNG);
      state.pulled += CHUNK;
      controller.enqueue(chunk);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { body, state };
}

const respond = (body: ReadableStream<Uint8Array>) => vi.fn(async () => new Response(body)) as unknown as typeof fetch;
const neverAnswers = vi.fn(() => new Promise<Response>(() => {})) as unknown as typeof fetch;
const noPage = async () => ({ ok: false as const, error: 'cannot read' });

describe('the background download is bounded', () => {
  it('gives up on a server that stalls mid-body, with a message, and releases the stream', async () => {
    const { body, state } = stallingBody(PNG);
    const result = await fetchImage('https://slow.test/a.png', {
      inPage: noPage,
      fetch: respond(body),
      stallMs: STALL_MS,
    });
    expect(result).toEqual({ ok: false, error: FETCH_REFUSALS.stalled });
    expect(state.cancelled).toBe(true);
  });

  it('gives up on a server that never answers', async () => {
    const result = await fetchImage('https://slow.test/a.png', {
      inPage: noPage,
      fetch: neverAnswers,
      stallMs: STALL_MS,
    });
    expect(result).toEqual({ ok: false, error: FETCH_REFUSALS.stalled });
  });

  it('refuses a chunked 64 MB answer once 20 MB have streamed, without reading the rest', async () => {
    const { body, state } = endlessBody(64 * CHUNK);
    const result = await fetchImage('https://big.test/a.png', {
      inPage: noPage,
      fetch: respond(body),
      stallMs: 10_000,
    });
    expect(result).toEqual({ ok: false, error: IMAGE_REFUSALS.tooLarge });
    expect(state.pulled).toBeLessThanOrEqual(MAX_IMAGE_BYTES + 2 * CHUNK);
    expect(state.cancelled).toBe(true);
  });

  it('does not wait on a page runner that never answers: it falls back to its own fetch', async () => {
    const hung = () => new Promise<undefined>(() => {});
    const result = await fetchImage('https://site.test/a.png', {
      inPage: hung,
      fetch: vi.fn(async () => new Response(PNG)) as unknown as typeof fetch,
      stallMs: STALL_MS,
    });
    expect(result).toMatchObject({ ok: true, value: { via: 'background' } });
  });

  it('a blob: image whose page read stalls says so', async () => {
    const stalled = async () => ({ ok: false as const, stalled: true, error: 'stalled' });
    expect(
      await fetchImage('blob:https://site.test/1', { inPage: stalled, fetch: neverAnswers, stallMs: STALL_MS }),
    ).toEqual({ ok: false, error: FETCH_REFUSALS.stalled });
  });
});

describe('the page-side download (fetchInPage) is bounded the same way', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stalled mid-body', async () => {
    const { body, state } = stallingBody(PNG);
    vi.stubGlobal('fetch', respond(body));
    expect(await fetchInPage('https://slow.test/a.png', MAX_IMAGE_BYTES, STALL_MS)).toMatchObject({
      ok: false,
      stalled: true,
    });
    expect(state.cancelled).toBe(true);
  });

  it('no answer at all', async () => {
    vi.stubGlobal('fetch', neverAnswers);
    expect(await fetchInPage('https://slow.test/a.png', MAX_IMAGE_BYTES, STALL_MS)).toMatchObject({
      ok: false,
      stalled: true,
    });
  });

  it('chunked past the cap', async () => {
    const { body, state } = endlessBody(64 * CHUNK);
    vi.stubGlobal('fetch', respond(body));
    expect(await fetchInPage('https://big.test/a.png', MAX_IMAGE_BYTES, 10_000)).toMatchObject({
      ok: false,
      tooLarge: true,
    });
    expect(state.pulled).toBeLessThanOrEqual(MAX_IMAGE_BYTES + 2 * CHUNK);
  });

  it('a complete image in several chunks arrives byte for byte', async () => {
    const { body } = endlessBody(3 * CHUNK);
    vi.stubGlobal('fetch', respond(body));
    const result = await fetchInPage('https://site.test/a.png', MAX_IMAGE_BYTES, 10_000);
    expect(result.ok).toBe(true);
    if (result.ok) {
      const bytes = base64ToBytes(result.base64);
      expect(bytes.length).toBe(3 * CHUNK);
      expect([...bytes.subarray(0, PNG.length)]).toEqual([...PNG]);
    }
  });
});
