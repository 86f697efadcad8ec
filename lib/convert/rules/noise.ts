import { GUTTER_CLASSES } from '../code-text';
import { classTokens, isHiddenByAttribute } from '../dom';
import { isHiddenStyle } from '../hidden-style';
import type { CraftRule } from '../types';

/** Elements that never carry content a reader wants in Craft. */
const DROP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'link',
  'meta',
  'head',
  'title',
  'base',
  'svg',
  'canvas',
  'object',
  'embed',
  'frame',
  'frameset',
  'input',
  'select',
  'textarea',
  'button',
  'option',
  'optgroup',
  'datalist',
  'progress',
  'meter',
  'dialog',
  'map',
  'area',
  'source',
  'track',
  'param',
]);

/** Line-number gutters of code highlighters and the rendered (non-source) output of MathJax v2. */
const DROP_CLASSES = new Set([
  ...GUTTER_CLASSES,
  'MathJax_Preview',
  'MathJax_Display',
  'MathJax_SVG',
  'MathJax_SVG_Display',
  'MathJax_CHTML',
  'MJX_Assistive_MathML',
  'katex-html',
  'sr-only',
  // Wikipedia's `[edit]` beside every heading.
  'mw-editsection',
  'visually-hidden',
]);

/** Scripts, styles, form controls, icons, hidden elements (but hidden MathML) and code gutters produce nothing. */
export const noise: CraftRule = {
  tags: DROP,
  attributeTags: '*',
  filter(node) {
    const name = node.localName;
    if (DROP.has(name)) return true;
    if (isHiddenByAttribute(node)) return true;
    if (node.getAttribute('aria-hidden') === 'true' && !holdsArticleContent(node)) return true;
    const style = node.getAttribute('style');
    // A hidden formula source (Wikipedia's MathML beside its image fallback) is the formula.
    if (style && isHiddenStyle(style)) return node.getElementsByTagName('math').length === 0;
    if (node.hasAttribute('class')) {
      for (const token of classTokens(node)) {
        if (DROP_CLASSES.has(token)) return true;
        // MathJax v2 renders into span.MathJax next to its <script type="math/tex"> source.
        if (token === 'MathJax' && (name === 'span' || name === 'div')) return true;
      }
    }
    return isLineNumberCell(node);
  },
  replacement: () => '',
  raw: true,
};

/**
 * Modal libraries (react-modal, Headless UI, …) set aria-hidden on the whole app root while a dialog
 * is open, so aria-hidden only drops decoration (icons, duplicates), never a subtree with article
 * blocks. The query runs only for aria-hidden elements, which are few.
 */
function holdsArticleContent(node: HTMLElement): boolean {
  return node.querySelector('p, h1, h2, h3, h4, h5, h6, article, main, pre, table, li') !== null;
}

/** `<td data-line-number="3">3</td>`: an element whose only text is its own line number. */
function isLineNumberCell(node: HTMLElement): boolean {
  const n = node.getAttribute('data-line-number');
  return n !== null && (node.textContent ?? '').trim() === n.trim();
}
