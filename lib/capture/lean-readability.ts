/**
 * Mozilla Readability with its most repeated test answered without building strings. Readability
 * asks of every div, section, header and heading, while walking the page and again while cleaning
 * the article, whether it is empty: `node.textContent.trim()`, which builds the text of the whole
 * subtree for each of them, nested ones over and over (issue 18: the largest share of its time on
 * real pages). Here the text nodes are read in order and the walk stops at the first character that
 * is not white space. Same answer: `trim` strips exactly what `\s` matches, and `textContent` is the
 * data of the descendant text (and CDATA) nodes. Everything else is Readability's own code; the
 * override is checked against the original in tests/unit/lib/capture/lean-readability.test.ts.
 */
import { Readability } from '@mozilla/readability';

const NON_SPACE = /\S/;

/** Whether any text under `root` holds a character that is not white space. */
export function hasVisibleText(root: Node): boolean {
  let node: Node | null = root.firstChild;
  while (node) {
    const type = node.nodeType;
    if ((type === 3 || type === 4) && NON_SPACE.test((node as CharacterData).data)) return true;
    if (node.firstChild) {
      node = node.firstChild;
      continue;
    }
    while (!node.nextSibling) {
      node = node.parentNode;
      if (!node || node === root) return false;
    }
    node = node.nextSibling;
  }
  return false;
}

export class LeanReadability<T = string> extends Readability<T> {
  /** Readability's `_isElementWithoutContent`: no text, and no children other than `<br>`s and `<hr>`s. */
  _isElementWithoutContent(node: Element): boolean {
    if (node.nodeType !== 1 || hasVisibleText(node)) return false;
    const children = node.children.length;
    return !children || children === node.getElementsByTagName('br').length + node.getElementsByTagName('hr').length;
  }
}
