/**
 * The function injected into the image's frame with `scripting.executeScript`: it fetches the
 * image as the page would (the user's cookies, the page as referrer, blob: URLs of that page) and
 * returns the bytes as base64, because executeScript results must be JSON-serialisable.
 * It runs in the page, so it must not close over anything: the limits come in as arguments, and the
 * capped streaming read (lib/images/read-capped.ts) and the base64 encoder (lib/images/base64.ts) are
 * repeated here. Bounded like the background's fetch: no answer or no new bytes for `stallMs` ends it
 * as `stalled`; more than `maxBytes` ends it as `tooLarge` while streaming, Content-Length or not.
 */
export type PageFetchResult =
  | { ok: true; base64: string; status: number; declaredType: string }
  | { ok: false; status?: number; tooLarge?: boolean; stalled?: boolean; error: string };

export async function fetchInPage(url: string, maxBytes: number, stallMs: number): Promise<PageFetchResult> {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = () => new Promise<'stalled'>((resolve) => (timer = setTimeout(() => resolve('stalled'), stallMs)));
  const stop = (result: PageFetchResult): PageFetchResult => {
    abort.abort();
    return result;
  };
  try {
    const response = await Promise.race([
      fetch(url, { credentials: 'include', signal: abort.signal }),
      stalled(),
    ]).finally(() => clearTimeout(timer));
    if (response === 'stalled') return stop({ ok: false, stalled: true, error: 'stalled' });
    if (!response.ok) return stop({ ok: false, status: response.status, error: `HTTP ${response.status}` });
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes)
      return stop({ ok: false, tooLarge: true, error: 'too large' });
    const chunks: Uint8Array[] = [];
    let total = 0;
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const next = await Promise.race([reader.read(), stalled()]).finally(() => clearTimeout(timer));
        if (next === 'stalled' || (!next.done && total + next.value.byteLength > maxBytes)) {
          void reader.cancel().catch(() => {});
          return stop(
            next === 'stalled'
              ? { ok: false, stalled: true, error: 'stalled' }
              : { ok: false, tooLarge: true, error: 'too large' },
          );
        }
        if (next.done) break;
        total += next.value.byteLength;
        chunks.push(next.value);
      }
    }
    let binary = '';
    for (const chunk of chunks) {
      for (let i = 0; i < chunk.length; i += 0x8000) binary += String.fromCharCode(...chunk.subarray(i, i + 0x8000));
    }
    return {
      ok: true,
      base64: btoa(binary),
      status: response.status,
      declaredType: response.headers.get('content-type') ?? '',
    };
  } catch (error) {
    return stop({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
}
