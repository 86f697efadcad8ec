import { classTokens } from '../dom';
import type { CraftRule } from '../types';

/** Title lines of admonitions ("Note", "Warning") become a bold first line inside the callout. */
export const calloutTitle: CraftRule = {
  attributeTags: '*',
  filter(node) {
    if (!node.hasAttribute('class')) return false;
    return classTokens(node).some(
      (t) =>
        t === 'admonition-title' ||
        t === 'markdown-alert-title' ||
        t === 'admonition-heading' ||
        t.startsWith('admonitionHeading'),
    );
  },
  replacement(content) {
    const text = content
      .replace(/\s*\n+\s*/g, ' ')
      .replace(/^#{1,6} /, '')
      .trim();
    return text ? '\n\n**' + text + '**\n\n' : '';
  },
};
