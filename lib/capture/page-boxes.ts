/**
 * Boilerplate boxes as the page names them (issue 29 §2). Readability unwraps a div with one child
 * and drops class names on the way, so an author box or a call to action it keeps often arrives
 * without the name that tells what it is. The page still has it: each indexed element the article
 * kept (anchors.ts) is looked up on the live page, and removed from the article when one of its
 * ancestors inside the article's region is a boilerplate box there (boilerplate.ts's `isBox`). Runs after the safety net, so nothing it removes is put back.
 */
import { chosenRegion, keptSpan, type AnchorIndex } from './anchors';
import { isBox } from './boilerplate';

const squashedLength = (node: Node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim().length;

/** Removes from `article` the elements that sit in a boilerplate box on the page (`live`: its indexed elements, anchors.ts). */
export function dropPageBoxes(live: ArrayLike<Element>, article: Element, anchors: AnchorIndex): void {
  const span = keptSpan(article, anchors);
  if (!span) return;
  const region = chosenRegion(live, span);
  if (!region) return;
  const total = squashedLength(article);
  const boxed = new Map<Element, boolean>();
  const boxedOnPage = (el: Element) => {
    let known = boxed.get(el);
    if (known === undefined) boxed.set(el, (known = isBox(el, total)));
    return known;
  };
  for (const i of span.kept) {
    const el = anchors.list[i];
    if (!article.contains(el) || el.closest('pre, code')) continue;
    for (let up = live[i]?.parentElement; up && up !== region && region.contains(up); up = up.parentElement) {
      if (boxedOnPage(up)) {
        el.remove();
        break;
      }
    }
  }
}
