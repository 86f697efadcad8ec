import { codeText } from '../code-text';
import { safeCode } from '../code-safe';
import { findLanguage, languageCandidates, toCraftLanguage } from '../languages';
import type { CraftRule } from '../types';

/** ```lang fences; the fence is one backtick longer than any backtick run in the code. */
export function fence(raw: string, language: string | undefined): string {
  const code = safeCode(raw);
  let longest = 0;
  // Invisible format characters inside a run count as absent, as in inline-code.ts.
  for (const run of code.match(/`(?:\p{Cf}*`)*/gu) ?? []) longest = Math.max(longest, run.replace(/\p{Cf}/gu, '').length);
  const ticks = '`'.repeat(Math.max(3, longest + 1));
  return '\n\n' + ticks + (language ?? '') + '\n' + code + '\n' + ticks + '\n\n';
}

/** `<pre>` with or without `<code>`, from any highlighter, as a fenced code block. */
export const codeBlock: CraftRule = {
  tags: new Set(['pre']),
  filter: (node) => node.localName === 'pre',
  replacement(_content, node, ctx) {
    const code = codeText(node);
    if (!code.trim()) return '';
    const language = toCraftLanguage(findLanguage(languageCandidates(node)), ctx.allowMermaid);
    return fence(code, language);
  },
  raw: true,
};
