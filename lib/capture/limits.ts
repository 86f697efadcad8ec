/**
 * How much a capture takes on, as counts (elements, characters of text, depth), never as time: the
 * same page always gives the same clip, however busy or slow the machine is (issue 18). A page past
 * a limit is clipped the simpler way with a note saying why, on every machine alike.
 *
 * - article: Readability is given pages up to 30,000 elements or 3,000,000 characters of text (about
 *   1.5 s of its work on an ordinary laptop) and at most `maxDepth` levels deep: its scoring walks
 *   ancestors and grandchildren of every node, which on a page nested 1,000 levels deep took
 *   minutes in tests. Real articles sit well under 60 levels. Larger pages are clipped whole.
 * - page and selection: above 8,000,000 characters of text or 150,000 elements the converter would
 *   hold the tab for seconds, so the clip becomes a link.
 */

export interface SizeLimits {
  maxElements: number;
  maxChars: number;
}

export const ARTICLE_LIMITS: SizeLimits & { maxDepth: number } = {
  maxElements: 30_000,
  maxChars: 3_000_000,
  maxDepth: 120,
};

export const PAGE_LIMITS: SizeLimits = { maxElements: 150_000, maxChars: 8_000_000 };

/** Measures a subtree without serialising it: element count, then text length. */
export function exceedsLimits(root: Element, limits: SizeLimits): boolean {
  if (root.getElementsByTagName('*').length > limits.maxElements) return true;
  return (root.textContent?.length ?? 0) > limits.maxChars;
}

/**
 * Whether any element under `root` sits more than `maxDepth` levels below it: one selector query
 * (`:scope > * > … > *`, maxDepth + 1 steps) that stops at the first such element. The browser
 * matches it in native code, each element against at most maxDepth + 1 of its ancestors; the walk by
 * sibling and parent links it replaces ran in V8's interpreter on the first call (every clip is one),
 * 0.9–8.9 ms on corpus pages against 0.1–0.8 ms for the query. Neither allocates per element.
 */
export function deeperThan(root: Element, maxDepth: number): boolean {
  return root.querySelector(':scope' + ' > *'.repeat(maxDepth + 1)) !== null;
}
