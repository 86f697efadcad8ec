// Edits to a parsed page in text offsets (root.textContent), the way a site changes an article
// between two visits, each undoable so one parse serves many trials.
import { joinedText, offsetOf, textNodes } from '../../../../lib/highlights/text-offsets';

const HIDDEN = new Set(['script', 'style', 'noscript', 'template']);

/** Replaces [start, end) of the root's text with `insert`; returns the undo. */
export function splice(root: Element, start: number, end: number, insert: string): () => void {
  const nodes = textNodes(root);
  const starts: number[] = [];
  let sum = 0;
  for (const n of nodes) {
    starts.push(sum);
    sum += n.data.length;
  }
  // The insertion goes into the node where the start is (the last node for the very end).
  let holder = nodes.findIndex((n, i) => start >= starts[i] && start < starts[i] + n.data.length);
  if (holder < 0) holder = nodes.length - 1;
  const saved: Array<[Text, string]> = [];
  nodes.forEach((n, i) => {
    const from = starts[i];
    const to = from + n.data.length;
    if (i !== holder && (to <= start || from >= end)) return;
    saved.push([n, n.data]);
    const a = Math.max(0, Math.min(start - from, n.data.length));
    const b = Math.max(a, Math.min(end - from, n.data.length));
    n.data = n.data.slice(0, a) + (i === holder ? insert : '') + n.data.slice(b);
  });
  return () => {
    for (const [n, data] of saved) n.data = data;
  };
}

/** Text nodes a reader could select (not in script, style, …), with their start offsets. */
export function visibleTextNodes(root: Element): Array<{ node: Text; start: number }> {
  const nodes = textNodes(root);
  const out: Array<{ node: Text; start: number }> = [];
  let sum = 0;
  for (const n of nodes) {
    if (n.data.trim() && !HIDDEN.has(n.parentElement?.localName ?? '')) out.push({ node: n, start: sum });
    sum += n.data.length;
  }
  return out;
}

export function rootText(root: Element): string {
  return joinedText(textNodes(root));
}

/** A new paragraph inserted before `el`: its text's offset and length, and the undo. */
export function insertParagraphBefore(
  root: Element,
  el: Element,
  text: string,
): { at: number; length: number; undo: () => void } {
  const p = el.ownerDocument.createElement('p');
  p.textContent = text;
  const at = offsetOf(textNodes(root), el.parentNode!, Array.prototype.indexOf.call(el.parentNode!.childNodes, el));
  el.before(p);
  return { at, length: text.length, undo: () => p.remove() };
}
