import { isBlockElement } from '../dom';
import { longestTickRun, safeCode } from '../code-safe';
import { codeText } from '../code-text';
import { formatCharPattern, hasFormatChar } from '../format-chars';
import { findLanguage, toCraftLanguage } from '../languages';
import type { CraftRule } from '../types';
import { fence } from './code-block';

const TAGS = new Set(['code', 'kbd', 'samp', 'tt']);

/**
 * Backtick runs (longestTickRun) and edges count invisible format characters (Unicode Cf) as absent:
 * a pipeline that strips them would otherwise join two runs into one that closes the span early
 * (the same defensive reading as escape.ts).
 */
const EDGE = formatCharPattern((cf) => `^${cf}\`|\`${cf}$`, 'u');

/**
 * Inline code: the delimiter is one backtick longer than any backtick run inside. A `<code>` of
 * several lines that is all of its block (generators that lay code out without `<pre>`, with line
 * breaks or `white-space: pre`) is a code block, its lines kept.
 */
export const inlineCode: CraftRule = {
  tags: TAGS,
  replacement(_content, node, ctx) {
    if (isBlockOfCode(node)) {
      const language = toCraftLanguage(findLanguage([node, node.parentElement]), ctx.allowMermaid);
      return fence(codeText(node), language);
    }
    const text = safeCode((node.textContent ?? '').replace(/[\r\n]+/g, ' '));
    if (!text.trim()) return '';
    const ticks = '`'.repeat(longestTickRun(text) + 1);
    const pad = text.includes('`') && EDGE(hasFormatChar(text)).test(text) ? ' ' : '';
    return ticks + pad + text + pad + ticks;
  },
  raw: true,
};

/** Lines (a newline in its text, or a `<br>`) and nothing else in its block. */
function isBlockOfCode(node: HTMLElement): boolean {
  if (node.localName !== 'code') return false;
  const text = node.textContent ?? '';
  if (!text.trim().includes('\n') && node.getElementsByTagName('br').length === 0) return false;
  const parent = node.parentElement;
  // A table cell holds one line: its code stays inline there.
  if (parent === null || !isBlockElement(parent) || parent.localName === 'td' || parent.localName === 'th')
    return false;
  return (parent.textContent ?? '').trim() === text.trim();
}
