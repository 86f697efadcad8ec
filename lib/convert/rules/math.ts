import { hasClass } from '../dom';
import { escapeTex } from '../escape';
import { mathmlToTex } from '../math-tex';
import type { CraftRule } from '../types';

/**
 * KaTeX, MathJax v2/v3 and MathML → `$tex$` inline or `$$tex$$` as its own block.
 * The TeX source is preferred everywhere (KaTeX/MathML annotations, MathJax scripts and attributes).
 */
export const math: CraftRule = {
  tags: new Set(['math', 'mjx-container']),
  attributeTags: new Set(['script', 'span', 'div']),
  filter(node) {
    const name = node.localName;
    if (name === 'math' || name === 'mjx-container') return true;
    if (name === 'script') return /^math\/tex/i.test(node.getAttribute('type') ?? '');
    if (name !== 'span' && name !== 'div') return false;
    if (hasClass(node, 'katex-display')) return true;
    return hasClass(node, 'katex') && !hasClass(node.parentElement ?? node, 'katex-display');
  },
  replacement(_content, node) {
    const { tex, display } = source(node);
    const clean = escapeTex(tex);
    if (!clean) return '';
    return display ? '\n\n$$' + clean + '$$\n\n' : '$' + clean + '$';
  },
  raw: true,
};

function source(node: HTMLElement): { tex: string; display: boolean } {
  const name = node.localName;
  if (name === 'script') {
    return { tex: node.textContent ?? '', display: /mode\s*=\s*display/i.test(node.getAttribute('type') ?? '') };
  }
  if (name === 'mjx-container') {
    const display = ['true', 'block'].includes(node.getAttribute('display') ?? '');
    const attr = node.getAttribute('data-original') ?? node.getAttribute('data-latex') ?? node.getAttribute('data-tex');
    if (attr) return { tex: attr, display };
    const mathml = node.getElementsByTagName('math')[0];
    return { tex: mathml ? mathmlToTex(mathml) : '', display };
  }
  if (name === 'math') return { tex: mathmlToTex(node), display: node.getAttribute('display') === 'block' };
  const mathml = node.getElementsByTagName('math')[0];
  return { tex: mathml ? mathmlToTex(mathml) : '', display: hasClass(node, 'katex-display') };
}
