import { hasClass } from '../dom';
import { codeText } from '../code-text';
import { findLanguage, toCraftLanguage } from '../languages';
import type { CraftRule } from '../types';
import { fence } from './code-block';

/** CodeMirror editors (v6 `.cm-content`, v5 `.CodeMirror-code`): one child element per line. */
export const codeMirror: CraftRule = {
  attributeTags: new Set(['div']),
  filter: (node) => node.localName === 'div' && (hasClass(node, 'cm-content') || hasClass(node, 'CodeMirror-code')),
  replacement(_content, node, ctx) {
    const lines: string[] = [];
    for (const line of node.children) lines.push(codeText(line));
    const code = lines.join('\n');
    if (!code.trim()) return '';
    const editor = node.closest('.cm-editor, .CodeMirror');
    const raw = findLanguage([node, editor, editor?.parentElement]);
    return fence(code, toCraftLanguage(raw, ctx.allowMermaid));
  },
  raw: true,
};
