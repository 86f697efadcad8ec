import { hasClass } from '../dom';
import { escapeTex } from '../escape';
import { mathmlToTex } from '../math-tex';
import { cleanTex } from '../tex-source';
import type { CraftRule } from '../types';

/** Attributes where KaTeX/Markdown renderers keep a formula's TeX. */
const TEX_ATTRIBUTES = ['data-tex', 'data-math', 'data-latex', 'data-original'];
const MATH_SCRIPT = /^math\/tex/i;

/**
 * KaTeX, MathJax v2/v3 and MathML → `$tex$` inline or `$$tex$$` as its own block.
 * The TeX source is preferred everywhere (TeX attributes on the element or its wrapper, KaTeX/MathML
 * annotations, MathJax scripts), then MathML read by structure (mathml-tex.ts). Inline math is kept
 * apart from a word right next to it (`$x$ and`, not `$x$and`), as the page typesets it.
 */
export const math: CraftRule = {
  tags: new Set(['math', 'mjx-container']),
  attributeTags: new Set(['script', 'span', 'div']),
  filter(node) {
    const name = node.localName;
    if (name === 'math' || name === 'mjx-container') return true;
    if (name === 'script') return isMathScript(node);
    if (name !== 'span' && name !== 'div') return false;
    if (hasClass(node, 'katex-display')) return true;
    if (hasClass(node, 'katex')) return !hasClass(node.parentElement ?? node, 'katex-display');
    // `<span class="math inline" data-math="…">`: a renderer's wrapper holding the source.
    return texAttribute(node) !== null && /math|tex/i.test(node.getAttribute('class') ?? '');
  },
  replacement(_content, node) {
    const { tex, display } = source(node);
    const clean = escapeTex(cleanTex(tex));
    if (!clean) return '';
    if (display) return '\n\n$$' + clean + '$$\n\n';
    return (wordBefore(node) ? ' ' : '') + '$' + clean + '$' + (wordAfter(node) ? ' ' : '');
  },
  raw: true,
};

/** `<script type="math/tex">`, also `math/tex; mode=display` (MathJax v2's source). */
export function isMathScript(el: Element): boolean {
  return el.localName === 'script' && MATH_SCRIPT.test(el.getAttribute('type') ?? '');
}

function source(node: HTMLElement): { tex: string; display: boolean } {
  const name = node.localName;
  if (name === 'script') {
    return { tex: node.textContent ?? '', display: /mode\s*=\s*display/i.test(node.getAttribute('type') ?? '') };
  }
  if (name === 'math') return { tex: mathmlToTex(node), display: node.getAttribute('display') === 'block' };
  const display =
    name === 'mjx-container'
      ? ['true', 'block'].includes(node.getAttribute('display') ?? '')
      : hasClass(node, 'katex-display') || /display|block/i.test(node.getAttribute('class') ?? '');
  const attribute = texAttribute(node) ?? (node.parentElement ? texAttribute(node.parentElement) : null);
  if (attribute) return { tex: attribute, display };
  const mathml = node.getElementsByTagName('math')[0];
  return { tex: mathml ? mathmlToTex(mathml) : '', display };
}

function texAttribute(el: Element): string | null {
  for (const name of TEX_ATTRIBUTES) {
    const value = el.getAttribute(name);
    if (value?.trim()) return value;
  }
  return null;
}

const WORD = /[\p{L}\p{N}]/u;

function wordBefore(node: Node): boolean {
  const prev = node.previousSibling;
  return prev?.nodeType === 3 && WORD.test((prev as Text).data.slice(-1));
}

function wordAfter(node: Node): boolean {
  const next = node.nextSibling;
  return next?.nodeType === 3 && WORD.test((next as Text).data.charAt(0));
}
