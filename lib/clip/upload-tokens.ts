/**
 * "Keep images in Craft" placeholders. A kept image (bytes read in the page) is written in the
 * clip markdown as a standalone line `![alt](craft-upload:N)`, N being its 1-based index in
 * `ClipRequest.uploads` / `CaptureResult.kept`. Why a token and not the data: URL itself: the
 * preview stays readable and is still exactly what is sent (the background maps the token back to
 * the bytes), the 30,000-byte request split never has to carry megabytes of base64, and an http(s)
 * image behind a login needs its bytes anyway.
 *
 * Only standalone top-level lines are uploads: POST /upload creates a top-level block, so an image
 * inside a list, quote or table keeps its original URL. Page text cannot forge a token: the
 * converter escapes `![` in text and never emits a craft-upload: URL; lines inside code fences
 * (whose text is not escaped) are never taken for image lines.
 */

export const UPLOAD_SCHEME = 'craft-upload:';

/** A standalone image line: `![alt](url)`, alt with escapes, url without spaces or parentheses. */
const IMAGE_LINE = /^!\[((?:[^\]\\\n]|\\.)*)\]\(([^()\s]+)\)$/;
const TOKEN = /^craft-upload:([1-9]\d{0,5})$/;
const FENCE = /^\s*(```|~~~)/;

/** Each line with whether it is outside a code fence (a fence line itself counts as inside). */
function linesOutsideFences(markdown: string): Array<{ line: string; outside: boolean }> {
  let fence: string | undefined;
  return markdown.split('\n').map((line) => {
    const marker = FENCE.exec(line)?.[1];
    if (marker && (!fence || fence === marker)) {
      fence = fence ? undefined : marker;
      return { line, outside: false };
    }
    return { line, outside: !fence };
  });
}

export function uploadToken(index: number): string {
  return `${UPLOAD_SCHEME}${index + 1}`;
}

/** `{ alt, url }` of a standalone image line, else undefined. */
export function imageLine(line: string): { alt: string; url: string } | undefined {
  const match = IMAGE_LINE.exec(line);
  return match ? { alt: match[1]!, url: match[2]! } : undefined;
}

/** The 0-based upload index a standalone `![alt](craft-upload:N)` line points at, else undefined. */
export function uploadIndexOf(line: string): number | undefined {
  const image = imageLine(line.trim());
  const match = image && TOKEN.exec(image.url);
  return match ? Number(match[1]) - 1 : undefined;
}

/** The URLs of the standalone image lines of `markdown`, in order, each once. */
export function standaloneImageUrls(markdown: string): string[] {
  const urls = new Set<string>();
  for (const { line, outside } of linesOutsideFences(markdown)) {
    const image = outside ? imageLine(line) : undefined;
    if (image) urls.add(image.url);
  }
  return [...urls];
}

/** Points every standalone image line whose URL is `urls[i]` at `craft-upload:i+1`. */
export function replaceWithTokens(markdown: string, urls: readonly string[]): string {
  const index = new Map(urls.map((url, i) => [url, i]));
  return linesOutsideFences(markdown)
    .map(({ line, outside }) => {
      const image = outside ? imageLine(line) : undefined;
      const i = image ? index.get(image.url) : undefined;
      return image && i !== undefined ? `![${image.alt}](${uploadToken(i)})` : line;
    })
    .join('\n');
}

/**
 * Cuts a markdown part so every upload line is a part of its own, in order. Blank lines around
 * an upload line are dropped; the text between uploads stays as it was.
 */
export function splitAtUploads(part: string): string[] {
  if (!part.includes(UPLOAD_SCHEME)) return [part];
  const out: string[] = [];
  let text: string[] = [];
  const flush = () => {
    // Blank lines only: leading indentation belongs to the text.
    const joined = text
      .join('\n')
      .replace(/^(?:[ \t]*\n)+/, '')
      .replace(/(?:\n[ \t]*)+$/, '');
    if (joined.trim()) out.push(joined);
    text = [];
  };
  for (const { line, outside } of linesOutsideFences(part)) {
    if (outside && uploadIndexOf(line) !== undefined) {
      flush();
      out.push(line.trim());
    } else {
      text.push(line);
    }
  }
  flush();
  return out;
}

/** The same image line pointing at `url` instead (an upload that was refused falls back to its own address). */
export function withUrl(line: string, url: string): string {
  const image = imageLine(line.trim());
  return `![${image?.alt ?? ''}](${url})`;
}
