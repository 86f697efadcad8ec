import { classTokens } from '../dom';
import { trimNewlines } from '../lines';
import type { CraftRule } from '../types';

/** Note boxes: MkDocs/Sphinx `.admonition`, Docusaurus `.theme-admonition`, GitHub `.markdown-alert`, … */
const CALLOUT_CLASSES = new Set([
  'admonition',
  'theme-admonition',
  'markdown-alert',
  'callout',
  'note',
  'notice',
  'warning',
  'alert',
  'tip',
  'hint',
  'caution',
  'important',
  'danger',
  'info-box',
  'note-box',
]);
const CONTAINERS = new Set(['div', 'section', 'aside', 'blockquote', 'details', 'p']);

export function isCallout(el: Element): boolean {
  if (el.localName === 'aside' || el.getAttribute('role') === 'note') return true;
  if (!CONTAINERS.has(el.localName) || !el.hasAttribute('class')) return false;
  return classTokens(el).some((t) => CALLOUT_CLASSES.has(t));
}

function insideCallout(el: Element): boolean {
  for (let p = el.parentElement; p; p = p.parentElement) if (isCallout(p)) return true;
  return false;
}

/** `<callout>…</callout>` around the box's blocks. Craft has no nested callouts: inner ones merge. */
export const callout: CraftRule = {
  tags: new Set(['aside']),
  attributeTags: '*',
  filter: (node) => isCallout(node),
  replacement(content, node) {
    const body = trimNewlines(content).trim();
    if (!body) return '';
    if (insideCallout(node)) return '\n\n' + body + '\n\n';
    return '\n\n<callout>' + body + '</callout>\n\n';
  },
};
