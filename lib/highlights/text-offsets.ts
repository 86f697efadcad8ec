/**
 * Offsets into an element's text (`root.textContent`) and back: the coordinate system of the W3C
 * TextPositionSelector, and the one quote matching works in. Every DOM boundary point maps to one
 * offset; an offset maps back to a point inside a text node, so a placed range starts and ends in text.
 */

const SHOW_TEXT = 4;

/** The text nodes under `root`, in document order (their data joined is `root.textContent`). */
export function textNodes(root: Node): Text[] {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, SHOW_TEXT);
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  return nodes;
}

/** The text of `nodes` joined: root.textContent without building it twice. */
export function joinedText(nodes: readonly Text[]): string {
  return nodes.map((n) => n.data).join('');
}

/**
 * The offset into the text of `nodes` of the boundary point (container, offset): a point between
 * nodes counts the text of every text node before it; a point after root's text is its length.
 */
export function offsetOf(nodes: readonly Text[], container: Node, offset: number): number {
  const starts = new Map<Node, number>();
  let total = 0;
  for (const n of nodes) {
    starts.set(n, total);
    total += n.data.length;
  }
  const own = starts.get(container);
  if (own !== undefined) return own + Math.min(offset, (container as Text).data.length);
  const isParent = container.nodeType === 1 || container.nodeType === 9 || container.nodeType === 11;
  // The first node at or after the point; character data other than text (a comment) counts as its own start.
  let next: Node | null = isParent ? (container.childNodes[offset] ?? after(container)) : container;
  for (; next; next = after(next)) {
    const text = firstText(next);
    const start = text && starts.get(text);
    if (start !== undefined && start !== null) return start;
    // A point before an ancestor of root (in the head, say) is before all of root's text.
    if (nodes.length && next.contains(nodes[0])) return 0;
  }
  return total;
}

/** The first text node at or under `node`. */
function firstText(node: Node): Node | null {
  if (node.nodeType === 3) return node;
  const doc = node.ownerDocument ?? (node as Document);
  return doc.createTreeWalker(node, SHOW_TEXT).nextNode();
}

/** The node after `node` and its subtree in document order. */
function after(node: Node): Node | null {
  let n: Node | null = node;
  while (n && !n.nextSibling) n = n.parentNode;
  return n?.nextSibling ?? null;
}

/** A range over [start, end) of the text of `nodes`, both ends inside text nodes; null when out of bounds. */
export function rangeOf(doc: Document, nodes: readonly Text[], start: number, end: number): Range | null {
  if (start < 0 || end < start || !nodes.length) return null;
  const from = pointAt(nodes, start, false);
  const to = pointAt(nodes, end, true);
  if (!from || !to) return null;
  const range = doc.createRange();
  range.setStart(from[0], from[1]);
  range.setEnd(to[0], to[1]);
  return range;
}

/**
 * The text node and offset for a text offset. At the seam between two nodes a start goes to the next
 * node's beginning and an end stays at the previous node's end, so the range holds no empty edges.
 */
function pointAt(nodes: readonly Text[], offset: number, isEnd: boolean): [Text, number] | null {
  let sum = 0;
  for (const n of nodes) {
    const len = n.data.length;
    if (isEnd ? offset <= sum + len : offset < sum + len) return [n, offset - sum];
    sum += len;
  }
  return offset === sum ? [nodes[nodes.length - 1], nodes[nodes.length - 1].data.length] : null;
}
