import { escapeRun } from '../escape';
import { collapseBlankLines, prefixLines, trimNewlines } from '../lines';
import type { CraftRule } from '../types';

/** `<details>` → a Craft toggle: `+ summary` with the content indented under it. */
export const toggle: CraftRule = {
  tags: new Set(['details']),
  replacement(content, node) {
    const summary = node.querySelector(':scope > summary');
    const title = escapeRun((summary?.textContent ?? '').replace(/\s+/g, ' ').trim()) || 'Details';
    const body = collapseBlankLines(trimNewlines(content).trim());
    return '\n\n+ ' + title + (body ? '\n' + prefixLines(body, '  ') : '') + '\n\n';
  },
};

/** The summary is the toggle's own line (see toggle), not a block of its content. */
export const toggleSummary: CraftRule = {
  tags: new Set(['summary']),
  replacement: () => '',
  raw: true,
};
