import { classTokens } from '../dom';
import { codeText } from '../code-text';
import { findLanguage, languageCandidates, toCraftLanguage } from '../languages';
import type { CraftRule } from '../types';
import { fence } from './code-block';

/** Pygments, Rouge, highlight.js line-numbers and GitHub blob views lay code out as tables. */
const CODE_TABLES = new Set(['highlighttable', 'rouge-table', 'hljs-ln', 'js-file-line-container']);

/** A code table becomes one code block: the code cell of each row, gutters dropped. */
export const codeTable: CraftRule = {
  attributeTags: new Set(['table']),
  filter: (node) => node.localName === 'table' && classTokens(node).some((t) => CODE_TABLES.has(t)),
  replacement(_content, node, ctx) {
    const lines: string[] = [];
    for (const row of node.querySelectorAll('tr')) {
      const cell = row.querySelector('td.code, td.rouge-code, td.hljs-ln-code, td.blob-code') ?? row.lastElementChild;
      if (cell) lines.push(codeText(cell));
    }
    const code = lines.join('\n');
    if (!code.trim()) return '';
    const pre = node.querySelector('pre');
    const raw = findLanguage([...(pre ? languageCandidates(pre) : []), ...languageCandidates(node)]);
    return fence(code, toCraftLanguage(raw, ctx.allowMermaid));
  },
  raw: true,
};
