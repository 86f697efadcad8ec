import { describe, expect, it, vi } from 'vitest';
import { bytesToBase64 } from '../../../../lib/images/base64';
import { IMAGE_REFUSALS, MAX_IMAGE_BYTES } from '../../../../lib/images/checks';
import { fetchImage } from '../../../../lib/images/fetch-image';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const pageOk = (bytes: Uint8Array) => async () => ({
  ok: true as const,
  base64: bytesToBase64(bytes),
  status: 200,
  declaredType: 'image/png',
});
const pageFails = (status?: number) => async () => ({ ok: false as const, status, error: 'x' });
const netFetch = (response: Response | Error) =>
  vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  }) as unknown as typeof fetch;
const never = netFetch(new Error('must not be called'));

describe('fetchImage', () => {
  it('decodes a data: URL without any fetch', async () => {
    const url = `data:image/png;base64,${bytesToBase64(PNG)}`;
    const result = await fetchImage(url, { fetch: never });
    expect(result).toEqual({ ok: true, value: { bytes: PNG, contentType: 'image/png', via: 'data' } });
    expect(never).not.toHaveBeenCalled();
  });

  it('decodes a percent-encoded SVG data: URL', async () => {
    const url = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
    expect(await fetchImage(url, { fetch: never })).toMatchObject({
      ok: true,
      value: { contentType: 'image/svg+xml' },
    });
  });

  it('prefers the page (cookies, referrer) for http(s)', async () => {
    const result = await fetchImage('https://site.test/a.png', { inPage: pageOk(PNG), fetch: never });
    expect(result).toMatchObject({ ok: true, value: { via: 'page', contentType: 'image/png' } });
  });

  it('falls back to the background fetch when the page cannot read it', async () => {
    const fetchFn = netFetch(new Response(PNG, { status: 200 }));
    const result = await fetchImage('https://cdn.test/a.png', { inPage: pageFails(), fetch: fetchFn });
    expect(result).toMatchObject({ ok: true, value: { via: 'background' } });
    expect(fetchFn).toHaveBeenCalledWith('https://cdn.test/a.png', expect.objectContaining({ credentials: 'omit' }));
  });

  it('reads blob: URLs only in the page', async () => {
    expect(await fetchImage('blob:https://site.test/123', { inPage: pageOk(PNG), fetch: never })).toMatchObject({
      ok: true,
    });
    const failed = await fetchImage('blob:https://site.test/123', { inPage: pageFails(), fetch: never });
    expect(failed).toMatchObject({ ok: false, error: expect.stringMatching(/blob:/) });
    expect(never).not.toHaveBeenCalled();
  });

  it.each([
    ['404 everywhere', pageFails(404), new Response('nope', { status: 404 }), /answered 404 \(not found\)/],
    ['403 for the background', pageFails(), new Response('', { status: 403 }), /answered 403 \(access refused\)/],
    ['blocked both ways', pageFails(), new TypeError('Failed to fetch'), /cdn\.test refused or blocked/],
  ])('%s → a clear refusal', async (_, inPage, response, message) => {
    const result = await fetchImage('https://cdn.test/a.png', { inPage, fetch: netFetch(response) });
    expect(result).toEqual({ ok: false, error: expect.stringMatching(message) });
  });

  it.each([
    [
      'HTML served as the image',
      { inPage: pageOk(new TextEncoder().encode('<html></html>')), fetch: never },
      IMAGE_REFUSALS.notAnImage,
    ],
    [
      'too large in the page',
      { inPage: async () => ({ ok: false as const, tooLarge: true, error: 'x' }), fetch: never },
      IMAGE_REFUSALS.tooLarge,
    ],
    [
      'too large by Content-Length',
      {
        inPage: pageFails(),
        fetch: netFetch(new Response(PNG, { headers: { 'content-length': String(MAX_IMAGE_BYTES + 1) } })),
      },
      IMAGE_REFUSALS.tooLarge,
    ],
  ])('%s is refused', async (_, deps, error) => {
    expect(await fetchImage('https://site.test/a.png', deps)).toEqual({ ok: false, error });
  });

  it.each(['file:///etc/passwd', 'chrome://favicon/x', 'ftp://x/y.png', 'not a url'])('refuses %s', async (url) => {
    expect(await fetchImage(url, { fetch: never })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/http\(s\), data: and blob:/),
    });
  });
});
