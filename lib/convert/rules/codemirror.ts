import { hasClass } from '../dom';
import { codeText } from '../code-text';
import { findLanguage, toCraftLanguage } from '../languages';
import type { CraftRule } from '../types';
import { fence } from './code-block';

const LINES = ['cm-content', 'CodeMirror-code', 'view-lines', 'ace_text-layer'];

/**
 * Code editors in the page: CodeMirror (v6 `.cm-content`, v5 `.CodeMirror-code`), Monaco
 * (`.view-lines`) and Ace (`.ace_text-layer`), one child element per line.
 */
export const codeMirror: CraftRule = {
  attributeTags: new Set(['div']),
  filter: (node) => node.localName === 'div' && LINES.some((c) => hasClass(node, c)),
  replacement(_content, node, ctx) {
    const lines: string[] = [];
    for (const line of node.children) lines.push(codeText(line));
    const code = lines.join('\n');
    if (!code.trim()) return '';
    const editor = node.closest('.cm-editor, .CodeMirror, .monaco-editor, .ace_editor');
    const raw = findLanguage([node, editor, editor?.parentElement]);
    return fence(code, toCraftLanguage(raw, ctx.allowMermaid));
  },
  raw: true,
};
