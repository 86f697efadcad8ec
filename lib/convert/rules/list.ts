import { prefixLines, trimNewlines } from '../lines';
import type { ConvertContext, CraftRule } from '../types';

export const LISTS = new Set(['ul', 'ol', 'menu']);
/** Craft's indentationLevel goes from 0 to 5; deeper items stay at level 5. */
export const MAX_LEVEL = 5;

/**
 * `<ul>`/`<ol>`: items are separated by single newlines (list-item.ts). A list nested directly in a
 * list (`<ul><ul>`, invalid HTML that editors produce) is kept as one level deeper.
 */
export const list: CraftRule = {
  tags: LISTS,
  replacement(content, node, ctx) {
    const body = trimNewlines(content);
    if (!body.trim()) return '';
    const parent = node.parentElement?.localName ?? '';
    if (parent === 'li') return '\n' + body + '\n';
    if (LISTS.has(parent)) {
      const level = listLevel(node, ctx);
      return '\n' + (level <= MAX_LEVEL ? prefixLines(body, '  ') : body) + '\n';
    }
    return '\n\n' + body + '\n\n';
  },
};

/** 0 for a top-level list, +1 per list it is nested in; cached per list element. */
export function listLevel(list: Element, ctx: ConvertContext): number {
  const cached = ctx.listLevels.get(list);
  if (cached !== undefined) return cached;
  let level = 0;
  for (let p = list.parentElement; p; p = p.parentElement) {
    if (LISTS.has(p.localName)) {
      level = listLevel(p, ctx) + 1;
      break;
    }
  }
  ctx.listLevels.set(list, level);
  return level;
}
