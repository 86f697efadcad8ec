/**
 * Bytes ↔ base64 for the trip out of `scripting.executeScript`, whose results must be
 * JSON-serialisable. Encoded in chunks: `String.fromCharCode(...bytes)` overflows the stack past
 * ~100 KB. (The in-page copy of the encoder lives in lib/images/page-fetch.ts: an injected
 * function cannot import.)
 */
const CHUNK = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** A `data:` URL's bytes (base64 or percent-encoded), or undefined when it is malformed. */
export function decodeDataUrl(url: string): { bytes: Uint8Array; declaredType: string } | undefined {
  const match = /^data:([^,]*?),(.*)$/is.exec(url);
  if (!match) return undefined;
  const meta = match[1]!;
  const isBase64 = /;base64$/i.test(meta);
  const declaredType = meta.replace(/;base64$/i, '').split(';')[0] || 'text/plain';
  try {
    const bytes = isBase64
      ? base64ToBytes(match[2]!.replace(/\s+/g, ''))
      : new TextEncoder().encode(decodeURIComponent(match[2]!));
    return { bytes, declaredType };
  } catch {
    return undefined;
  }
}
