import { classTokens } from '../dom';
import { codeText } from '../code-text';
import { findLanguage, languageCandidates, toCraftLanguage } from '../languages';
import type { CraftRule } from '../types';
import { fence } from './code-block';

/**
 * Pygments, Rouge, highlight.js line-numbers, GitHub blob views, Hugo/Chroma (`lntable`) and
 * SyntaxHighlighter (a table inside `.syntaxhighlighter`, or any table of a gutter cell and a code
 * cell) lay code out as tables.
 */
const CODE_TABLES = new Set(['highlighttable', 'rouge-table', 'hljs-ln', 'js-file-line-container', 'lntable']);
const CODE_CELL = 'td.code, td.rouge-code, td.hljs-ln-code, td.blob-code';

/** A code table becomes one code block: the code cell of each row, gutters dropped. */
export const codeTable: CraftRule = {
  tags: new Set(['table']),
  filter: (node) => node.localName === 'table' && isCodeTable(node),
  replacement(_content, node, ctx) {
    const lines: string[] = [];
    let first: Element | null = null;
    for (const row of node.querySelectorAll('tr')) {
      const cell = row.querySelector(CODE_CELL) ?? row.lastElementChild;
      if (!cell) continue;
      first ??= cell;
      lines.push(codeText(cell));
    }
    const code = lines.join('\n');
    if (!code.trim()) return '';
    // The language is on the code cell's `<pre>` (a gutter has a `<pre>` of its own in Chroma).
    const pre = first?.querySelector('pre') ?? node.querySelector('pre');
    const raw = findLanguage([...(pre ? languageCandidates(pre) : []), ...languageCandidates(node)]);
    return fence(code, toCraftLanguage(raw, ctx.allowMermaid));
  },
  raw: true,
};

function isCodeTable(table: HTMLElement): boolean {
  if (table.hasAttribute('class') && classTokens(table).some((t) => CODE_TABLES.has(t))) return true;
  const wrapper = table.parentElement;
  if (wrapper && classTokens(wrapper).includes('syntaxhighlighter')) return true;
  // The first row's cells: a gutter and a code cell.
  const row = table.querySelector('tr');
  return (
    row !== null &&
    row.querySelector(':scope > td.gutter, :scope > td.linenos, :scope > td.line-numbers') !== null &&
    row.querySelector(':scope > td.code') !== null
  );
}
