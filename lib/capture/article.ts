/**
 * Article mode: Mozilla Readability, used through its public interface (constructor options and
 * `parse`), on a clone of the document (it rewrites the DOM it reads).
 * The copy holds the body and the few parts of the head Readability reads (reader-copy.ts).
 * Readability is synchronous and cannot be interrupted, so its input is bounded by counts before
 * it starts (limits.ts); how long it then takes never changes the outcome. `isProbablyReaderable` is only a hint, asked
 * of a result shorter than one paragraph: on a page it doubts, that result is "no article" rather than trusted.
 * Around the run: formulas and code are protected from it (protect.ts), the copy is indexed so the
 * safety net can tell what the article left out (anchors.ts, safety-net.ts), a table cell
 * returned as the article's root is made a plain block container, and navigation Readability kept
 * is dropped (navigation.ts). Of several whole stories on one page, the one titled as the page is
 * the article (own-article.ts).
 */
import { isProbablyReaderable, Readability } from '@mozilla/readability';
import { ARTICLE_LIMITS, deeperThan, exceedsLimits } from './limits';
import { cleanByline } from './byline';
import { protectContent } from './protect';
import { indexAnchors, type AnchorIndex } from './anchors';
import { readerCopy } from './reader-copy';
import { dropNavigation } from './navigation';
import { keepOwnArticle } from './own-article';

export type ArticleFailure = 'too-large' | 'not-found' | 'failed';

export type ArticleOutcome =
  | { ok: true; content: Element; byline?: string; publishedTime?: string; anchors: AnchorIndex }
  | { ok: false; reason: ArticleFailure };

/**
 * On pages Readability doubts, less text than one paragraph (Readability's own 140 characters in
 * `isProbablyReaderable`) is no article at all. Anything longer is a short article, and a short
 * article is still an article (issue 29: 500 here sent short news items to the page).
 */
const MIN_DOUBTFUL_ARTICLE_CHARS = 140;

const TABLE_PARTS = 'td, th, tr, thead, tbody, tfoot, caption';

/**
 * Readability may pick a table cell as the article (lwn.net lays pages out in tables) and return it
 * without its table; converted as a cell, the whole article became one heading. Table parts outside
 * any table become divs, their content unchanged.
 */
export function blockTableParts(root: Element): void {
  // Readability's root is its own div; the parts below it are what can be orphaned.
  for (const part of root.querySelectorAll(TABLE_PARTS)) {
    if (part.parentElement?.closest('table')) continue;
    const div = part.ownerDocument.createElement('div');
    div.append(...part.childNodes);
    part.replaceWith(div);
  }
}

/** Readability's hint, as a page it cannot judge is no article: a short result there is left out. */
function probablyReaderable(doc: Document): boolean {
  try {
    return isProbablyReaderable(doc);
  } catch {
    return false;
  }
}

export function extractArticle(doc: Document, siteName?: string): ArticleOutcome {
  if (exceedsLimits(doc.documentElement, ARTICLE_LIMITS)) return { ok: false, reason: 'too-large' };
  if (deeperThan(doc.documentElement, ARTICLE_LIMITS.maxDepth)) return { ok: false, reason: 'too-large' };

  let parsed: ReturnType<Readability<Element>['parse']>;
  let anchors: AnchorIndex;
  try {
    const clone = readerCopy(doc);
    anchors = indexAnchors(clone);
    keepOwnArticle(clone);
    const kept = protectContent(clone);
    // Readability through its public interface only (issue 29: no private method is replaced).
    parsed = new Readability<Element>(clone, {
      // Classes carry code languages (language-js) for the converter.
      keepClasses: true,
      serializer: (node) => node as Element,
      maxElemsToParse: ARTICLE_LIMITS.maxElements,
    }).parse();
    if (parsed?.content) {
      kept.restore(parsed.content);
      blockTableParts(parsed.content);
      dropNavigation(parsed.content);
    }
  } catch {
    return { ok: false, reason: 'failed' };
  }

  const length = parsed?.textContent?.trim().length ?? 0;
  if (!parsed?.content || length === 0) return { ok: false, reason: 'not-found' };
  // Asked only when it matters (it reads the whole live page); the run above never changes the page.
  if (length < MIN_DOUBTFUL_ARTICLE_CHARS && !probablyReaderable(doc)) return { ok: false, reason: 'not-found' };
  const byline = cleanByline(parsed.byline, siteName);
  const publishedTime = parsed.publishedTime?.trim() || undefined;
  return { ok: true, content: parsed.content, byline, publishedTime, anchors };
}
