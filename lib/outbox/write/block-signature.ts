/**
 * Recognising the blocks a markdown part produced without parsing markdown the way the server
 * does: compare letters and digits only. The server re-renders markdown (list markers, fence
 * languages, table rules, escapes), but the words of a part's first and last lines survive.
 *
 * Some markup does not survive Craft's rewriting on write, so it is left out of the comparison
 * (shared/spec/craft-api-evidence.md):
 * - images: an image line comes back as `![Image](<r.craft.do url>)`, the alt text moved to
 *   `altText` and the image re-hosted (§3a #1) — nothing of what we wrote is left in the markdown;
 * - highlight tags: `==x==` and `<highlight>x</highlight>` come back as
 *   `<highlight color="yellow">x</highlight>` (§3a #2) — the tag and its attributes are dropped;
 * - emphasis markers (`_x_` → `*x*`) and divider forms (`---` → `***`, §3b #9) carry no letters.
 * A part whose first (or last) block has no words left — an image, a divider — is not checked at
 * that end; the other end and the noted place still are.
 */
const FENCE = /^\s*(```|~~~|\$\$)/;
const IMAGE = /!\[[^\]]*\]\([^)]*\)/g;
const HIGHLIGHT_TAG = /<\/?highlight\b[^>]*>/gi;

export function signature(text: string): string {
  return text
    .replace(IMAGE, ' ')
    .replace(HIGHLIGHT_TAG, ' ')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The lines that can start or end a block: not blank, not a fence. */
function blockLines(markdown: string): string[] {
  return markdown.split('\n').filter((line) => line.trim() !== '' && !FENCE.test(line));
}

/** The signature the first top-level block of `markdown` starts with (first 32 characters). */
export function firstSignature(markdown: string): string {
  return signature(blockLines(markdown)[0] ?? '').slice(0, 32);
}

/** The signature the last top-level block of `markdown` ends with (last 32 characters). */
export function lastSignature(markdown: string): string {
  return signature(blockLines(markdown).at(-1) ?? '').slice(-32);
}

/** Whether a block's rendered markdown carries `wanted`; an empty signature (a divider, an image) matches anything. */
export function blockHas(blockMarkdown: string | undefined, wanted: string): boolean {
  if (!wanted) return true;
  const own = signature(stripFences(blockMarkdown ?? ''));
  return own.includes(wanted) || (own.length >= 8 && wanted.includes(own));
}

function stripFences(markdown: string): string {
  return markdown
    .split('\n')
    .filter((line) => !FENCE.test(line))
    .join('\n');
}
