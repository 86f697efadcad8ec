/**
 * Puts lost content back into the article where the page has it: before the block of the next
 * element the article kept (or after the previous one at the end), outside lists, tables and
 * paragraphs so a heading never lands inside a list item.
 */
import { keptNeighbour, type AnchorIndex, type Span } from './anchors';
import type { Loss } from './losses';

/** Containers a put-back block may sit in; anything else (lists, tables, paragraphs) is climbed out of. */
const FLOW = new Set(['div', 'section', 'article', 'main', 'aside', 'header', 'footer', 'body', 'center']);

function blockOf(el: Element, article: Element): Element {
  let block = el;
  while (block.parentElement && block.parentElement !== article && !FLOW.has(block.parentElement.localName)) {
    block = block.parentElement;
  }
  return block;
}

export function putBack(article: Element, anchors: AnchorIndex, span: Span, losses: Loss[]): void {
  const placed = new Set<Element>();
  for (const { position, unit } of losses) {
    // Several passages of one aside go back as that one aside.
    if (placed.has(unit) || article.contains(unit)) continue;
    placed.add(unit);
    const next = keptNeighbour(anchors.list, span, position, unit, 1);
    if (next !== undefined) {
      blockOf(anchors.list[next], article).before(unit);
      continue;
    }
    const previous = keptNeighbour(anchors.list, span, position, unit, -1);
    if (previous !== undefined) blockOf(anchors.list[previous], article).after(unit);
    else article.append(unit);
  }
}
