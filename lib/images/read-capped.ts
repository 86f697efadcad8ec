/**
 * Reads a fetch response's body with two bounds a plain `arrayBuffer()` lacks: a size cap checked while
 * the bytes stream in (a chunked 64 MB answer without Content-Length is refused at 20 MB, not after it
 * was read whole), and a stall limit (a server that stops sending mid-body ends the read instead of
 * leaving the user waiting forever). The page-side fetch (page-fetch.ts) repeats this loop, because a
 * function injected with executeScript cannot import anything.
 */
export type CappedRead = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'stalled' | 'failed' };

export interface ReadLimits {
  maxBytes: number;
  /** No new bytes for this long ends the read as `stalled`. */
  stallMs: number;
}

export async function readCapped(response: Response, limits: ReadLimits, abort?: AbortController): Promise<CappedRead> {
  if (!response.body) return { ok: true, bytes: new Uint8Array(await response.arrayBuffer()) };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stalled = new Promise<'stalled'>(
        (resolve) => (timer = setTimeout(() => resolve('stalled'), limits.stallMs)),
      );
      const next = await Promise.race([reader.read(), stalled]).finally(() => clearTimeout(timer));
      if (next === 'stalled') return stop(reader, abort, 'stalled');
      if (next.done) break;
      total += next.value.byteLength;
      if (total > limits.maxBytes) return stop(reader, abort, 'too-large');
      chunks.push(next.value);
    }
  } catch {
    return { ok: false, reason: 'failed' };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

function stop(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  abort: AbortController | undefined,
  reason: 'too-large' | 'stalled',
): CappedRead {
  // Cancel, then abort the request itself, so the connection is released instead of draining in the background.
  void reader.cancel().catch(() => {});
  abort?.abort();
  return { ok: false, reason };
}
