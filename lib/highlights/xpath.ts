/**
 * The simple XPaths of the W3C RangeSelector as Hypothesis writes them: element steps from the root,
 * `/div[1]/p[3]` (lower-case names, 1-based index among same-named siblings). Reading also accepts
 * the older forms other tools store: steps without an index (`/p`), namespace prefixes, a trailing
 * `text()[n]`, and an empty path or `/` for the root itself.
 */

/** The path from `root` to `el` (an element inside root, or root itself: ''). */
export function xpathOf(root: Element, el: Element): string {
  const steps: string[] = [];
  for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
    const name = node.localName.toLowerCase();
    let index = 1;
    for (let sib = node.previousElementSibling; sib; sib = sib.previousElementSibling) {
      if (sib.localName.toLowerCase() === name) index++;
    }
    steps.push(`${name}[${index}]`);
  }
  return steps.length ? '/' + steps.reverse().join('/') : '';
}

const STEP = /^(?:[\w.-]+:)?([\w.-]+|text\(\))(?:\[(\d+)\])?$/;

/** The node `path` names under `root` (an element, or a text node for `text()[n]`); null if none. */
export function nodeAt(root: Element, path: string): Node | null {
  const steps = path
    .replace(/^\.?\/+|\/+$/g, '')
    .split('/')
    .filter(Boolean);
  let node: Node = root;
  for (const step of steps) {
    const m = STEP.exec(step);
    if (!m) return null;
    const index = Number(m[2] ?? 1);
    const next = nthChild(node, m[1].toLowerCase(), index);
    if (!next) return null;
    node = next;
  }
  return node;
}

function nthChild(parent: Node, name: string, index: number): Node | null {
  let seen = 0;
  for (let child = parent.firstChild; child; child = child.nextSibling) {
    const matches =
      name === 'text()'
        ? child.nodeType === 3
        : child.nodeType === 1 && (child as Element).localName.toLowerCase() === name;
    if (matches && ++seen === index) return child;
  }
  return null;
}
