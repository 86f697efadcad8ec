/**
 * The function injected into the image's frame with `scripting.executeScript`: it fetches the
 * image as the page would (the user's cookies, the page as referrer, blob: URLs of that page) and
 * returns the bytes as base64, because executeScript results must be JSON-serialisable.
 * It runs in the page, so it must not close over anything: the size limit comes in as an argument
 * and the base64 encoder is repeated here (see lib/images/base64.ts).
 */
export type PageFetchResult =
  | { ok: true; base64: string; status: number; declaredType: string }
  | { ok: false; status?: number; tooLarge?: boolean; error: string };

export async function fetchInPage(url: string, maxBytes: number): Promise<PageFetchResult> {
  try {
    const response = await fetch(url, { credentials: 'include' });
    if (!response.ok) return { ok: false, status: response.status, error: `HTTP ${response.status}` };
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, tooLarge: true, error: 'too large' };
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.length > maxBytes) return { ok: false, tooLarge: true, error: 'too large' };
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { ok: true, base64: btoa(binary), status: response.status, declaredType: response.headers.get('content-type') ?? '' };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
