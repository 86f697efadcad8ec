import { safeCode } from '../code-safe';
import type { CraftRule } from '../types';

const TAGS = new Set(['code', 'kbd', 'samp', 'tt']);

/**
 * A backtick run, with invisible format characters (Unicode Cf) inside it counted as absent: a
 * pipeline that strips them would otherwise join two runs into one that closes the span early
 * (the same defensive reading as escape.ts).
 */
const RUN = /`(?:\p{Cf}*`)*/gu;
const EDGE = /^\p{Cf}*`|`\p{Cf}*$/u;

/** Inline code: the delimiter is one backtick longer than any backtick run inside. */
export const inlineCode: CraftRule = {
  tags: TAGS,
  filter: (node) => TAGS.has(node.localName),
  replacement(_content, node) {
    const text = safeCode((node.textContent ?? '').replace(/[\r\n]+/g, ' '));
    if (!text.trim()) return '';
    let longest = 0;
    for (const run of text.match(RUN) ?? []) longest = Math.max(longest, run.replace(/\p{Cf}/gu, '').length);
    const fence = '`'.repeat(longest + 1);
    const pad = EDGE.test(text) ? ' ' : '';
    return fence + pad + text + pad + fence;
  },
  raw: true,
};
