/**
 * The kinds of content an article must not lose (code blocks, formulas, tables, images, headings)
 * and how an element is told to be one of them. Shared by protect.ts (what Readability must not
 * touch) and safety-net.ts (what the article must still hold).
 */
import type { MessageKey } from '../i18n/t';
import { letterPattern } from './letter-pattern';

/** MathJax 3, MathJax 2's TeX source, KaTeX, MathML and Wikipedia's formula wrapper. */
export const FORMULA_SELECTOR = [
  'mjx-container',
  'script[type^="math/tex"]',
  '.katex-display',
  '.katex',
  'math',
  '.mwe-math-element',
].join(', ');

/** Pygments, Rouge, highlight.js line-numbers and GitHub blob views lay code out as tables. */
export const CODE_TABLE_CLASSES: ReadonlySet<string> = new Set([
  'highlighttable',
  'rouge-table',
  'hljs-ln',
  'js-file-line-container',
]);

export type ContentKind = 'code' | 'formula' | 'table' | 'image' | 'heading';

/** "$1 code block(s)" for the popup's notes, one and many; `passage` is running text (safety-net.ts). */
export const KIND_NAMES: Record<ContentKind | 'passage', [one: MessageKey, many: MessageKey]> = {
  code: ['lost_codeOne', 'lost_codeMany'],
  formula: ['lost_formulaOne', 'lost_formulaMany'],
  table: ['lost_tableOne', 'lost_tableMany'],
  image: ['lost_imageOne', 'lost_imageMany'],
  heading: ['lost_headingOne', 'lost_headingMany'],
  passage: ['lost_passageOne', 'lost_passageMany'],
};

/** The elements of `list` that no other element of `list` contains. */
export function outermost(list: Iterable<Element>): Element[] {
  const all = new Set(list);
  return [...all].filter((el) => {
    for (let p = el.parentElement; p; p = p.parentElement) if (all.has(p)) return false;
    return true;
  });
}

function hasClassIn(el: Element, names: ReadonlySet<string>): boolean {
  return (el.getAttribute('class') ?? '').split(/\s+/).some((c) => names.has(c));
}

/** Code tables: a highlighter's class, or rows of at most a gutter and a code cell around `<pre>`/`<code>`. */
export function isCodeTable(table: Element): boolean {
  if (hasClassIn(table, CODE_TABLE_CLASSES)) return true;
  if (!table.querySelector('pre, code') || table.querySelector('table')) return false;
  return [...(table as HTMLTableElement).rows].every((row) => row.cells.length <= 2);
}

/** A table of data: two rows or more, one of them with two cells or more, and no code or table in it. */
function isDataTable(table: Element): boolean {
  const rows = (table as HTMLTableElement).rows;
  if (!rows || rows.length < 2 || table.querySelector('pre, code, table')) return false;
  return [...rows].some((row) => row.cells.length >= 2);
}

/** Not a spacer, icon or tracking pixel by its declared size, and with an address. */
function isContentImage(img: Element): boolean {
  const small = (name: string) => {
    const value = Number.parseInt(img.getAttribute(name) ?? '', 10);
    return Number.isFinite(value) && value < 48;
  };
  return Boolean(img.getAttribute('src') || img.getAttribute('data-src')) && !small('width') && !small('height');
}

const NOT_WORD = letterPattern(String.raw`[^\p{L}\p{N}]+`, 'u');

/** Lower-cased words only, to compare a heading with the page title whatever their punctuation. */
export function plainWords(text: string): string {
  const lower = text.toLowerCase();
  return lower.split(NOT_WORD.for(lower)).filter(Boolean).join(' ');
}

/**
 * The kind of content `el` is, or undefined. `title` (plainWords of the page title) leaves out the
 * heading that repeats it: Readability drops that one on purpose, the clip's header carries it.
 */
export function kindOf(el: Element, title: string): ContentKind | undefined {
  const name = el.localName;
  if (name === 'pre') return el.textContent?.trim() ? 'code' : undefined;
  if (name === 'table') return isCodeTable(el) ? 'code' : isDataTable(el) ? 'table' : undefined;
  if (name === 'img') return isContentImage(el) ? 'image' : undefined;
  if (/^h[1-6]$/.test(name)) {
    const text = plainWords(el.textContent ?? '');
    const repeatsTitle = title && (` ${title} `.includes(` ${text} `) || ` ${text} `.includes(` ${title} `));
    return text && !repeatsTitle ? 'heading' : undefined;
  }
  return el.matches(FORMULA_SELECTOR) ? 'formula' : undefined;
}
