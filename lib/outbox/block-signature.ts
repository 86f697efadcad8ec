/**
 * Recognising the blocks a markdown part produced without parsing markdown the way the server
 * does: compare letters and digits only. The server re-renders markdown (list markers, fence
 * languages, table rules, escapes), but the words of a part's first and last lines survive.
 */
const FENCE = /^\s*(```|~~~)/;

export function signature(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

function textLines(markdown: string): string[] {
  return markdown.split('\n').filter((line) => line.trim() !== '' && !FENCE.test(line) && signature(line) !== '');
}

/** The signature the first top-level block of `markdown` starts with (first 32 characters). */
export function firstSignature(markdown: string): string {
  return signature(textLines(markdown)[0] ?? '').slice(0, 32);
}

/** The signature the last top-level block of `markdown` ends with (last 32 characters). */
export function lastSignature(markdown: string): string {
  return signature(textLines(markdown).at(-1) ?? '').slice(-32);
}

/** Whether a block's rendered markdown carries `wanted`; an empty signature (a divider) matches anything. */
export function blockHas(blockMarkdown: string | undefined, wanted: string): boolean {
  if (!wanted) return true;
  const own = signature(stripFences(blockMarkdown ?? ''));
  return own.includes(wanted) || (own.length >= 8 && wanted.includes(own));
}

function stripFences(markdown: string): string {
  return markdown.split('\n').filter((line) => !FENCE.test(line)).join('\n');
}
