import { firstMeaningfulChild, nextChild } from '../dom';
import { collapseBlankLines, prefixLines, trimNewlines } from '../lines';
import type { ConvertContext, CraftRule } from '../types';
import { LISTS, MAX_LEVEL, listLevel } from './list';

/**
 * `- item`, `1. item`, `- [ ] task` / `- [x] done`. Continuation blocks and nested lists are indented
 * two spaces per level up to Craft's level 5. Empty items are dropped (Craft rejects an empty first
 * item), and an item that starts with a nested list, code or an image gives no marker line of its own.
 */
export const listItem: CraftRule = {
  tags: new Set(['li']),
  replacement(content, node, ctx) {
    const body = collapseBlankLines(trimNewlines(content).trim());
    if (!body) return '';
    const parent = node.parentElement;
    const level = parent && LISTS.has(parent.localName) ? listLevel(parent, ctx) : 0;
    const indent = level < MAX_LEVEL ? '  ' : '';
    const first = firstMeaningfulChild(node);
    // A marker cannot precede a nested list (kept one level deeper) or a code fence (kept whole).
    if (first && LISTS.has(first.localName)) return '\n' + prefixLines(body, indent) + '\n';
    if (body.startsWith('```')) return '\n' + body + '\n';
    // Leading images stay image blocks; the item's text follows as the item.
    const lines = body.split('\n');
    let images = 0;
    while (images < lines.length && lines[images].startsWith('![')) images++;
    if (images > 0) {
      const text = lines.slice(images).join('\n');
      return '\n' + lines.slice(0, images).join('\n') + (text ? item(text, node, ctx, indent) : '\n');
    }
    return item(body, node, ctx, indent);
  },
};

/** The marker line, with the item's further lines indented under it. */
function item(body: string, node: HTMLElement, ctx: ConvertContext, indent: string): string {
  const newline = body.indexOf('\n');
  const head = (newline < 0 ? body : body.slice(0, newline)).replace(/^#{1,6} /, '');
  const rest = newline < 0 ? '' : '\n' + prefixLines(body.slice(newline + 1), indent);
  return '\n' + marker(node, ctx) + head + rest + '\n';
}

function marker(li: HTMLElement, ctx: ConvertContext): string {
  const box = taskCheckbox(li);
  if (box) return box.checked || box.hasAttribute('checked') ? '- [x] ' : '- [ ] ';
  const parent = li.parentElement;
  if (parent?.localName !== 'ol') return '- ';
  const n = itemNumber(parent, li, ctx);
  // No list marker is negative (`-2. a` is a paragraph): a list counting from below zero keeps its
  // numbers as the text of bullet items, the dot escaped so `0.` does not start a list inside one.
  return startsBelowZero(parent, ctx) ? '- ' + n + '\\. ' : n + '. ';
}

function startsBelowZero(ol: Element, ctx: ConvertContext): boolean {
  const numbers = ctx.listNumbers.get(ol);
  const first = numbers?.values().next().value;
  return first !== undefined && first < 0;
}

/** The checkbox of a task item: a direct child, or inside a leading `<p>`/`<label>`/`<span>`. */
function taskCheckbox(li: HTMLElement): HTMLInputElement | null {
  // Every item asks: child nodes by nextChild, not `children`, a list object made per item (dom.ts).
  for (let node = li.firstChild, i = 0; node !== null; node = nextChild(li, node, i++)) {
    if (node.nodeType !== 1) continue;
    const c = node as Element;
    if (isCheckbox(c)) return c as HTMLInputElement;
    if (c.localName === 'p' || c.localName === 'label' || c.localName === 'span') {
      const inner = c.firstElementChild;
      if (inner && isCheckbox(inner)) return inner as HTMLInputElement;
    }
    if (c.localName !== 'span') return null;
  }
  return null;
}

function isCheckbox(el: Element): boolean {
  return el.localName === 'input' && (el.getAttribute('type') ?? '').toLowerCase() === 'checkbox';
}

/** Numbers honour `<ol start>`; computed once per list so long lists stay linear. */
function itemNumber(ol: Element, li: Element, ctx: ConvertContext): number {
  let numbers = ctx.listNumbers.get(ol);
  if (!numbers) {
    numbers = new Map();
    const start = Number.parseInt(ol.getAttribute('start') ?? '1', 10);
    let n = Number.isFinite(start) ? start : 1;
    const items = ol.children;
    for (let i = 0, m = items.length; i < m; i++) if (items[i].localName === 'li') numbers.set(items[i], n++);
    ctx.listNumbers.set(ol, numbers);
  }
  return numbers.get(li) ?? 1;
}
