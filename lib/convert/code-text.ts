// The text of a code block as the reader sees it: highlighter spans flattened, line numbers out.
import { isHiddenByAttribute, nextChild } from './dom';

/** Line-number gutters of code highlighters: left out of a code block's text, and dropped as noise (rules/noise.ts). */
export const GUTTER_CLASSES = [
  'lineno',
  'linenos',
  'linenodiv',
  'line-numbers-rows',
  'hljs-ln-numbers',
  'blob-num',
  'gutter',
  'cm-gutters',
  'CodeMirror-gutters',
  'CodeMirror-gutter-wrapper',
  'CodeMirror-linenumber',
];
const SKIP_CLASSES = new Set([...GUTTER_CLASSES, 'code-toolbar', 'copy-button']);
const SKIP_TAGS = new Set(['button', 'script', 'style', 'svg', 'input']);
/**
 * Class names of line-number gutters fused into the lines (Chroma's `ln`, react-syntax-highlighter's
 * `linenumber`, `line-number`, …; a class naming the code, like `hljs-ln-code`, does not end so):
 * such an element is skipped when its text is only a number, so a `line-numbers` class on the
 * `<pre>` itself never drops the code.
 */
const NUMBER_CLASS = /(?:^|[-_])(?:ln|lnt|ln-n|lnum|line-?numbers?|line-?nums?|linenos?|line-?no|linenumber)$/i;
/** Elements that are one line each (CodeMirror lines, hljs-ln rows, prettify `ol.linenums > li`). */
const LINE_TAGS = new Set(['tr', 'div', 'li', 'p']);

export function codeText(root: Element): string {
  const out: string[] = [];
  walk(root, out);
  return out
    .join('')
    .replace(/\u00a0/g, ' ')
    .replace(/\n+$/, '');
}

function walk(el: Element, out: string[]): void {
  // nextChild, not for…of or childNodes[i] (slow in Chromium), nor nextSibling alone (dom.ts).
  for (let c = el.firstChild, i = 0; c !== null; c = nextChild(el, c, i++)) {
    if (c.nodeType === 3 || c.nodeType === 4) {
      out.push((c as Text).data);
    } else if (c.nodeType === 1) {
      const child = c as Element;
      if (skip(child)) continue;
      if (child.localName === 'br') {
        out.push('\n');
        continue;
      }
      walk(child, out);
      if (LINE_TAGS.has(child.localName) && !endsWithNewline(out)) out.push('\n');
    }
  }
}

function skip(el: Element): boolean {
  if (SKIP_TAGS.has(el.localName)) return true;
  // Highlighter token spans all have a class: split once, not once per skipped class.
  const cls = el.getAttribute('class');
  const tokens = cls ? cls.split(/\s+/) : NO_TOKENS;
  if (tokens.some((t) => SKIP_CLASSES.has(t))) return true;
  if (el.getAttribute('aria-hidden') === 'true') return true;
  // Hidden like the noise rule's [hidden]: not what the reader sees in the block.
  if (isHiddenByAttribute(el)) return true;
  const n = el.getAttribute('data-line-number');
  if (n !== null && (el.textContent ?? '').trim() === n.trim()) return true;
  return isNumberGutter(el, tokens);
}

const NO_TOKENS: string[] = [];

/** A number in a gutter class, or one the reader cannot select (user-select: none). */
function isNumberGutter(el: Element, tokens: string[]): boolean {
  if (!tokens.some((t) => NUMBER_CLASS.test(t))) {
    const style = el.getAttribute('style');
    if (style === null || !/user-select\s*:\s*none/i.test(style)) return false;
  }
  return /^\s*\d*\s*$/.test(el.textContent ?? '');
}

function endsWithNewline(out: string[]): boolean {
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i]) return out[i].endsWith('\n');
  }
  return true;
}
