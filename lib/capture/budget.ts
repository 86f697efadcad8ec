/**
 * The time box around extraction. Readability and the converter are synchronous and cannot be
 * interrupted, so the budget is enforced two ways: inputs are bounded by size before a step starts
 * (numbers below), and elapsed time is measured between steps to choose the simpler path.
 *
 * The numbers, for an ordinary laptop:
 * - article: Readability handles roughly 20 elements and 2,000 characters per millisecond, so the
 *   default 1,500 ms budget admits pages up to 30,000 elements or 3,000,000 characters of text.
 *   The bound scales with `budgetMs`. A run that finishes past the budget is discarded for the
 *   whole page (the user asked for a quick clip and gets the predictable one).
 * - page and selection: above 8,000,000 characters of text or 150,000 elements the converter
 *   would freeze the tab for seconds, so the clip becomes a link.
 * - hard limit: once 3 × budget (at least 1,500 ms) has passed, no further conversion starts; the
 *   clip becomes a link. The floor keeps a tiny budget from skipping the page path outright. A
 *   conversion already running stops at the hard limit too (the converter's deadline) and the clip
 *   becomes a link, so the tab is never held much past it.
 * - depth: Readability's scoring walks ancestors and grandchildren of every node, which on a page
 *   nested 1,000 levels deep took minutes in tests; pages deeper than `ARTICLE_MAX_DEPTH` skip it.
 *   Real articles sit well under 60 levels.
 */

export const DEFAULT_BUDGET_MS = 1500;
/** Larger budgets are clamped: a tab frozen for a minute is never what the user wants. */
export const MAX_BUDGET_MS = 30_000;
export const ARTICLE_ELEMENTS_PER_MS = 20;
export const ARTICLE_CHARS_PER_MS = 2000;
export const MAX_PAGE_TEXT_CHARS = 8_000_000;
export const MAX_PAGE_ELEMENTS = 150_000;
export const HARD_LIMIT_FACTOR = 3;
export const MIN_HARD_LIMIT_MS = 1500;
export const ARTICLE_MAX_DEPTH = 120;

export type Clock = () => number;

export interface Budget {
  readonly budgetMs: number;
  elapsed(): number;
  /** True once more than `budgetMs` has passed since the start. */
  exceeded(): boolean;
  /** True once the hard limit (see the header) has passed: start nothing expensive. */
  pastHardLimit(): boolean;
  /** The hard limit as a reading of `now`, for the converter's deadline. */
  readonly hardDeadline: number;
  readonly now: Clock;
}

/** A usable budget from whatever the caller sent (it crossed executeScript untyped). */
export function normaliseBudgetMs(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return DEFAULT_BUDGET_MS;
  return Math.min(value, MAX_BUDGET_MS);
}

export function startBudget(budgetMs: number, now: Clock = () => performance.now()): Budget {
  const start = now();
  const elapsed = () => now() - start;
  const hardLimit = Math.max(budgetMs * HARD_LIMIT_FACTOR, MIN_HARD_LIMIT_MS);
  return {
    budgetMs,
    elapsed,
    exceeded: () => elapsed() > budgetMs,
    pastHardLimit: () => elapsed() > hardLimit,
    hardDeadline: start + hardLimit,
    now,
  };
}

export interface SizeLimits {
  maxElements: number;
  maxChars: number;
}

/** How big a document the article extractor may see within `budgetMs`. */
export function articleLimits(budgetMs: number): SizeLimits {
  return {
    maxElements: Math.floor(budgetMs * ARTICLE_ELEMENTS_PER_MS),
    maxChars: Math.floor(budgetMs * ARTICLE_CHARS_PER_MS),
  };
}

export const PAGE_LIMITS: SizeLimits = { maxElements: MAX_PAGE_ELEMENTS, maxChars: MAX_PAGE_TEXT_CHARS };

/** Measures a subtree without serialising it: element count, then text length. */
export function exceedsLimits(root: Element, limits: SizeLimits): boolean {
  if (root.getElementsByTagName('*').length > limits.maxElements) return true;
  return (root.textContent?.length ?? 0) > limits.maxChars;
}

/** Whether any element under `root` sits more than `maxDepth` levels below it; stops at the first. */
export function deeperThan(root: Element, maxDepth: number): boolean {
  // An explicit stack: recursion is exactly what a hostile depth would break.
  const stack: Array<[Element, number]> = [[root, 0]];
  while (stack.length) {
    const [el, depth] = stack.pop()!;
    if (depth > maxDepth) return true;
    for (const child of el.children) stack.push([child, depth + 1]);
  }
  return false;
}
