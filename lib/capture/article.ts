/**
 * Article mode: Mozilla Readability on a clone of the document (it rewrites the DOM it reads).
 * Readability is synchronous, so its input is bounded by size before it starts and its run time
 * is checked afterwards (budget.ts). `isProbablyReaderable` is only a hint: on a page it doubts,
 * a short result is treated as "no article" rather than trusted.
 */
import { Readability, isProbablyReaderable } from '@mozilla/readability';
import { ARTICLE_MAX_DEPTH, articleLimits, deeperThan, exceedsLimits, type Budget } from './budget';

export type ArticleFailure = 'too-large' | 'too-slow' | 'not-found' | 'failed';

export type ArticleOutcome =
  | { ok: true; content: Element; byline?: string; publishedTime?: string }
  | { ok: false; reason: ArticleFailure };

/** On pages Readability doubts, fewer characters than this is a sidebar, not an article. */
const MIN_DOUBTFUL_ARTICLE_CHARS = 500;

function text(value: string | null | undefined): string | undefined {
  return value?.trim() || undefined;
}

export function extractArticle(doc: Document, budget: Budget): ArticleOutcome {
  const limits = articleLimits(budget.budgetMs);
  if (exceedsLimits(doc.documentElement, limits)) return { ok: false, reason: 'too-large' };
  if (deeperThan(doc.documentElement, ARTICLE_MAX_DEPTH)) return { ok: false, reason: 'too-large' };

  let parsed: ReturnType<Readability<Element>['parse']>;
  let readerable: boolean;
  try {
    readerable = isProbablyReaderable(doc);
    const clone = doc.cloneNode(true) as Document;
    parsed = new Readability<Element>(clone, {
      // Classes carry code languages (language-js) for the converter.
      keepClasses: true,
      serializer: (node) => node as Element,
      maxElemsToParse: limits.maxElements,
    }).parse();
  } catch {
    return { ok: false, reason: 'failed' };
  }
  if (budget.exceeded()) return { ok: false, reason: 'too-slow' };

  const length = parsed?.textContent?.trim().length ?? 0;
  if (!parsed?.content || length === 0) return { ok: false, reason: 'not-found' };
  if (!readerable && length < MIN_DOUBTFUL_ARTICLE_CHARS) return { ok: false, reason: 'not-found' };
  // Bylines come from the visible text ("By Mira Okafor"); one holding digits also holds a date
  // or a count, and is no name to show.
  const byline = text(parsed.byline?.replace(/^\s*by\s+/i, ''));
  return { ok: true, content: parsed.content, byline: byline && !/\d/.test(byline) ? byline : undefined, publishedTime: text(parsed.publishedTime) };
}
