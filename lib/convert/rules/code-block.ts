import { preParts } from '../code-header';
import { codeText } from '../code-text';
import { longestTickRun, safeCode } from '../code-safe';
import { findLanguage, languageCandidates, toCraftLanguage } from '../languages';
import type { CraftRule } from '../types';

/** ```lang fences; the fence is one backtick longer than any backtick run in the code. */
export function fence(raw: string, language: string | undefined): string {
  const code = safeCode(raw);
  const ticks = '`'.repeat(Math.max(3, longestTickRun(code) + 1));
  return '\n\n' + ticks + (language ?? '') + '\n' + code + '\n' + ticks + '\n\n';
}

const TAGS = new Set(['pre', 'xmp', 'listing']);

/**
 * `<pre>` with or without `<code>`, from any highlighter, as a fenced code block (also the obsolete
 * `<xmp>` and `<listing>`). A header inside the `<pre>` is left out of the code (code-header.ts).
 */
export const codeBlock: CraftRule = {
  tags: TAGS,
  replacement(_content, node, ctx) {
    const parts = preParts(node, ctx.allowMermaid);
    const code = codeText(parts.code);
    if (!code.trim()) return '';
    const candidates = parts.code === node ? languageCandidates(node) : [parts.code, ...languageCandidates(node)];
    const language = toCraftLanguage(findLanguage(candidates), ctx.allowMermaid) ?? parts.language;
    return fence(code, language);
  },
  raw: true,
};
