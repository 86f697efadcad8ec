import { ownerFacts, rowWidth, span, tableFacts } from '../table-facts';
import { escapeRun } from '../escape';
import { tableCutNote } from '../limits';
import type { CraftRule } from '../types';

/**
 * Data tables as pipe tables. Craft tables have no header flag (a table block is just rows), so a
 * table without a header row gets its first row promoted to the header instead of an empty header
 * row that would show up as a blank first row in Craft.
 */
export const table: CraftRule = {
  tags: new Set(['table']),
  replacement(content, node, ctx) {
    const lines = content.split('\n').filter((l) => l.startsWith('|'));
    if (!lines.length) return '';
    const facts = tableFacts(node, ctx);
    const columns = Math.max(1, facts.columns);
    lines.splice(1, 0, '|' + ' --- |'.repeat(columns));
    const caption = node.querySelector(':scope > caption');
    const text = caption ? escapeRun((caption.textContent ?? '').replace(/\s+/g, ' ').trim()) : '';
    let cut = '';
    if (facts.cutRows.size) {
      ctx.limits.add('large-table');
      cut = tableCutNote(facts.rowCount - facts.cutRows.size, facts.rowCount) + '\n\n';
    }
    return '\n\n' + lines.join('\n') + '\n\n' + (text ? '<caption>' + text + '</caption>\n\n' : '') + cut;
  },
};

/** Rows past the table bound (limits.ts) are left out without converting their cells. */
export const cutTableRow: CraftRule = {
  tags: new Set(['tr']),
  filter: (node, ctx) => ownerFacts(ctx)?.cutRows.has(node) ?? false,
  replacement: () => '',
  raw: true,
};

/** One row: cells padded with empty ones up to the table's widest row. */
export const tableRow: CraftRule = {
  tags: new Set(['tr']),
  replacement(content, node, ctx) {
    const cells = content.trimEnd();
    if (!cells) return '';
    const facts = ownerFacts(ctx);
    const columns = facts ? facts.columns : 0;
    const width = facts?.widths.get(node) ?? rowWidth(node);
    return '\n|' + cells + ' |'.repeat(Math.max(0, columns - width)) + '\n';
  },
};

/** A cell on one line: block content joined with spaces, pipes escaped, colspan padded. */
export const tableCell: CraftRule = {
  tags: new Set(['td', 'th']),
  replacement(content, node) {
    // Most cells are one line without a pipe: the regexes run only when there is something to do.
    let text = (content.includes('\n') ? content.replace(/\s*\n+\s*/g, ' ') : content).trim();
    // A pipe at the start of a text run arrives marked (escape.ts): the cell escapes it itself.
    if (text.includes('|')) text = text.replace(/\uFDD0?\|/g, '\\|');
    return ' ' + text + ' |' + ' |'.repeat(span(node) - 1);
  },
};

/** Table captions are emitted by the table rule, after the table. */
export const tableCaption: CraftRule = {
  tags: new Set(['caption']),
  replacement: () => '',
  raw: true,
};
