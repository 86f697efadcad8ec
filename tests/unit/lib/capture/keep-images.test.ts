import { describe, expect, it } from 'vitest';
import { keepImages, KEEP_NOTES } from '../../../../lib/capture/keep-images';
import { base64ToBytes } from '../../../../lib/images/base64';
import { render } from '../../../../lib/i18n/ui-text';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const ORIGIN = 'https://site.test';

/** A fake page fetch: public images answer without cookies, private ones only with them. */
function fakeFetch(
  routes: Record<string, { public?: boolean; private?: boolean; bytes?: Uint8Array }>,
  calls: string[] = [],
) {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(`${init?.credentials} ${url}`);
    const route = routes[url];
    const allowed = route && (route.public || (route.private && init?.credentials === 'include'));
    return allowed
      ? new Response((route.bytes ?? PNG) as BodyInit, { status: 200 })
      : new Response('no', { status: 403 });
  }) as typeof fetch;
}

const line = (alt: string, url: string) => `![${alt}](${url})`;

describe('keepImages (page side)', () => {
  it('keeps data:, blob: and login-only same-origin images; public and cross-origin ones stay URLs', async () => {
    const data = `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`;
    const markdown = [
      'Text',
      line('d', data),
      line('b', 'blob:https://site.test/1'),
      line('p', `${ORIGIN}/public.png`),
      line('l', `${ORIGIN}/private.png`),
      line('x', 'https://cdn.other/x.png'),
    ].join('\n\n');
    const calls: string[] = [];
    const fetch = fakeFetch(
      {
        'blob:https://site.test/1': { public: true },
        [`${ORIGIN}/public.png`]: { public: true },
        [`${ORIGIN}/private.png`]: { private: true },
      },
      calls,
    );
    const out = await keepImages(markdown, { fetch, origin: ORIGIN });
    expect(out.kept.map((k) => k.url)).toEqual([data, 'blob:https://site.test/1', `${ORIGIN}/private.png`]);
    for (const k of out.kept) expect([...base64ToBytes(k.base64)]).toEqual([...PNG]);
    expect(out.markdown).toBe(
      [
        'Text',
        line('d', 'craft-upload:1'),
        line('b', 'craft-upload:2'),
        line('p', `${ORIGIN}/public.png`),
        line('l', 'craft-upload:3'),
        line('x', 'https://cdn.other/x.png'),
      ].join('\n\n'),
    );
    // Never probed across origins; blob: read directly; same-origin asked anonymously first.
    expect(calls.some((c) => c.includes('cdn.other'))).toBe(false);
    expect(calls).toContain(`omit ${ORIGIN}/private.png`);
    expect(calls).toContain(`include ${ORIGIN}/private.png`);
    expect(out.notes).toEqual([]);
  });

  it.each([
    [
      'too many images',
      { maxImages: 1 },
      1,
      '1 image beyond the first 1 kept stays as a link; Craft may not be able to show it.',
    ],
    ['an image over the size limit', { maxBytes: 4 }, 0, KEEP_NOTES.tooLarge],
    ['over the total size limit', { maxTotalBytes: PNG.length + 1 }, 1, KEEP_NOTES.tooLarge],
  ])('bounded: %s leaves the rest as URLs with a note', async (_name, limits, keptCount, note) => {
    const markdown = [line('a', 'blob:https://site.test/1'), line('b', 'blob:https://site.test/2')].join('\n\n');
    const fetch = fakeFetch({
      'blob:https://site.test/1': { public: true },
      'blob:https://site.test/2': { public: true },
    });
    const out = await keepImages(markdown, { fetch, origin: ORIGIN, limits });
    expect(out.kept).toHaveLength(keptCount);
    expect(out.notes.map(render)).toEqual([render(note)]);
    expect(out.markdown.match(/craft-upload:/g) ?? []).toHaveLength(keptCount);
  });

  it('stops reading once the time budget is spent', async () => {
    let t = 0;
    const markdown = [line('a', 'blob:https://site.test/1'), line('b', 'blob:https://site.test/2')].join('\n\n');
    const fetch = (async () => {
      t += 1_000;
      return new Response(PNG as BodyInit);
    }) as unknown as typeof globalThis.fetch;
    const out = await keepImages(markdown, { fetch, origin: ORIGIN, now: () => t, limits: { budgetMs: 500 } });
    expect(out.kept).toHaveLength(1);
    expect(out.notes).toEqual([KEEP_NOTES.slow]);
  });

  it('an unreadable blob: stays as it was, with a note', async () => {
    const out = await keepImages(line('a', 'blob:https://site.test/gone'), { fetch: fakeFetch({}), origin: ORIGIN });
    expect(out.kept).toEqual([]);
    expect(out.markdown).toBe(line('a', 'blob:https://site.test/gone'));
    expect(out.notes).toEqual([KEEP_NOTES.unreadable]);
  });
});
