import { trimNewlines } from '../lines';
import type { CraftRule } from '../types';

/** A figure's caption goes under its image even when the page puts `<figcaption>` first. */
export const figure: CraftRule = {
  tags: new Set(['figure']),
  replacement(content) {
    let body = trimNewlines(content).trim();
    if (body.startsWith('<caption>')) {
      const end = body.indexOf('</caption>') + '</caption>'.length;
      const rest = body.slice(end).trim();
      if (rest) body = rest + '\n\n' + body.slice(0, end);
    }
    return body ? '\n\n' + body + '\n\n' : '';
  },
};
