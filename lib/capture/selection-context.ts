/**
 * A range's cloned contents lose the structure around them: three lines picked from a code block
 * come out as bare text. Wrapping the fragment in shallow copies of its structural ancestors
 * (pre, code, list, table, blockquote) lets the converter see a code block, a list item or a table
 * again. A range within a single table cell is treated as text, not as a one-cell table.
 */

const CONTEXT_TAGS = new Set(['pre', 'code', 'li', 'ul', 'ol', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'blockquote']);
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
/** Attributes the converter may read: code language, list numbering, cell spans. */
const KEPT_ATTRIBUTES = new Set([
  'class',
  'lang',
  'start',
  'type',
  'reversed',
  'data-lang',
  'data-language',
  'colspan',
  'rowspan',
]);

/** A copy of the element alone, with only the attributes the converter may read. */
export function shallowCopy(el: Element): Element {
  const copy = el.cloneNode(false) as Element;
  for (const name of copy.getAttributeNames()) {
    if (!KEPT_ATTRIBUTES.has(name.toLowerCase())) copy.removeAttribute(name);
  }
  return copy;
}

/** Keeps numbering right when a selection starts at the third item of an ordered list. */
function numberFrom(list: Element, copy: Element, range: Range): void {
  const items = [...list.children].filter((child) => child.localName === 'li');
  const first = items.findIndex((item) => item.contains(range.startContainer) || range.intersectsNode(item));
  if (first <= 0) return;
  const start = Number.parseInt(list.getAttribute('start') ?? '1', 10);
  copy.setAttribute('start', String((Number.isNaN(start) ? 1 : start) + first));
}

function startElement(range: Range): Element | null {
  const node = range.commonAncestorContainer;
  return node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
}

/** The range's contents inside copies of the structural elements that enclose it. */
export function contentsWithContext(range: Range): Node {
  let content: Node = range.cloneContents();
  let inCell = false;
  for (let el = startElement(range); el; el = el.parentElement) {
    const tag = el.localName;
    if (tag === 'td' || tag === 'th') {
      inCell = true;
      continue;
    }
    if (inCell && TABLE_PARTS.has(tag)) {
      if (tag === 'table') inCell = false;
      continue;
    }
    if (!CONTEXT_TAGS.has(tag)) continue;
    const copy = shallowCopy(el);
    if (tag === 'ol') numberFrom(el, copy, range);
    copy.append(content);
    content = copy;
  }
  return content;
}
