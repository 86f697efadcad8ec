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
 * Whether any element under `root` sits more than `maxDepth` levels below it; stops at the first.
 * A walk by sibling and parent links, so neither a hostile depth nor a large page allocates.
 */
export function deeperThan(root: Element, maxDepth: number): boolean {
  let el: Element = root;
  let depth = 0;
  for (;;) {
    const child = el.firstElementChild;
    if (child) {
      if (++depth > maxDepth) return true;
      el = child;
      continue;
    }
    while (el !== root && !el.nextElementSibling) {
      el = el.parentElement!;
      depth--;
    }
    if (el === root) return false;
    el = el.nextElementSibling!;
  }
}
