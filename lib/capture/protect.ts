/**
 * Content Readability mistakes for clutter, kept out of its reach. On the copy Readability reads,
 * each formula, code block and code table is swapped for a plain placeholder holding the same text
 * (so scoring sees the same words) and put back, untouched, into the article afterwards:
 * - MathJax 3's `mjx-container` carries `CtxtMenu_Attached_0`, which Readability's "menu" pattern
 *   removes; MathJax 2 keeps its TeX in `<script type="math/tex">`, and Readability removes every script;
 * - Readability rewrites `<br><br>` into `<p>` everywhere, inside `<pre>` too, merging code lines;
 * - code whose identifiers are links reads to Readability as a list of links: it cleans the block,
 *   or the line-number table holding it, away.
 * A region marked `aria-hidden` that holds most of the page's text (a page behind an open dialog) is
 * content, not decoration: its mark is dropped on the copy so Readability reads it.
 */
import { FORMULA_SELECTOR, isCodeTable, outermost } from './content-kinds';

const KEEP = 'data-craft-keep';

export interface Protected {
  /** Puts every protected element whose placeholder survived back into `article`. */
  restore(article: Element): void;
}

function isHidden(el: Element): boolean {
  return el.hasAttribute('hidden') || (el as HTMLElement).style?.display === 'none';
}

const INLINE_PLACEHOLDER = new Set(['mjx-container', 'script', 'math', 'span']);

function placeholderFor(el: Element, index: number): Element {
  const name = el.localName;
  const tag = name === 'pre' || name === 'table' ? 'pre' : INLINE_PLACEHOLDER.has(name) ? 'span' : 'div';
  const holder = el.ownerDocument.createElement(tag);
  // Scripts are never text on the page; everything else keeps its words for Readability's scoring.
  const text = name === 'script' ? '' : (el.textContent ?? '');
  if (tag !== 'div') {
    holder.setAttribute(KEEP, String(index));
    holder.textContent = text;
    return holder;
  }
  // Readability turns a <div> of text into a <p> of its own (attributes lost): the mark rides on a
  // <span> inside, which it moves along (wikipedia-3's display formulas, `.mwe-math-element`).
  const mark = el.ownerDocument.createElement('span');
  mark.setAttribute(KEEP, String(index));
  mark.textContent = text;
  holder.append(mark);
  return holder;
}

/** Elements holding more than this share of the body's text are never decoration. */
const MAIN_TEXT_SHARE = 0.5;

function unhideMainRegion(doc: Document): void {
  const marked = doc.body?.querySelectorAll('[aria-hidden="true"]');
  // The body's whole text is read only when something is marked (most pages mark nothing).
  if (!marked?.length) return;
  const total = doc.body.textContent?.length ?? 0;
  for (const el of marked) {
    if ((el.textContent?.length ?? 0) > total * MAIN_TEXT_SHARE) el.removeAttribute('aria-hidden');
  }
}

/** Swaps the protected elements of `doc` (Readability's copy) for placeholders. */
export function protectContent(doc: Document): Protected {
  unhideMainRegion(doc);
  const candidates = [
    ...doc.querySelectorAll(FORMULA_SELECTOR),
    ...doc.querySelectorAll('pre'),
    ...[...doc.querySelectorAll('table')].filter(isCodeTable),
  ];
  const kept = outermost(candidates).filter((el) => !isHidden(el) && el.parentNode);
  kept.forEach((el, i) => el.replaceWith(placeholderFor(el, i)));
  return {
    restore(article) {
      for (const holder of article.querySelectorAll(`[${KEEP}]`)) {
        const original = kept[Number(holder.getAttribute(KEEP))];
        if (original) holder.replaceWith(original);
      }
    },
  };
}
