// Small DOM helpers shared by the rules. All are O(1) or walk a bounded number of ancestors.

const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'audio',
  'blockquote',
  'body',
  'canvas',
  'center',
  'dd',
  'details',
  'dialog',
  'dir',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'frameset',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'html',
  'li',
  'main',
  'menu',
  'nav',
  'noframes',
  'noscript',
  'ol',
  'output',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
  'video',
  'iframe',
]);

export function isBlockElement(el: Element): boolean {
  return BLOCK.has(el.localName);
}

/** isBlockElement for a localName the caller already read. */
export function isBlockName(localName: string): boolean {
  return BLOCK.has(localName);
}

/** Whether the element's class attribute contains `name` as a whole token. */
export function hasClass(el: Element, name: string): boolean {
  const cls = el.getAttribute('class');
  if (!cls || cls.indexOf(name) < 0) return false;
  return classTokens(el).includes(name);
}

/**
 * The class attribute's tokens. Several rule filters ask about the same element one after another,
 * so the last answer is kept, keyed by the attribute's text itself (equal text, equal tokens).
 */
export function classTokens(el: Element): readonly string[] {
  const cls = el.getAttribute('class');
  if (!cls) return NO_TOKENS;
  if (cls !== lastClass) {
    lastClass = cls;
    lastTokens = cls.trim().split(/\s+/);
  }
  return lastTokens;
}

const NO_TOKENS: readonly string[] = [];
let lastClass = '';
let lastTokens: readonly string[] = NO_TOKENS;

/** Nearest ancestor (not the element itself) whose localName is in `names`, or null. */
export function ancestorNamed(el: Element, names: ReadonlySet<string>): Element | null {
  for (let p = el.parentElement; p; p = p.parentElement) if (names.has(p.localName)) return p;
  return null;
}

/** How many children of one parent nextChild reads by nextSibling before it reads by index. */
const SIBLING_STEPS = 32;

/**
 * The child after `child`, which is child number `index` (from 0) of `parent`. The first
 * SIBLING_STEPS by nextSibling, the rest by index: in Chromium nextSibling is a pointer read, while
 * `childNodes` makes a list object per parent and each indexed read goes through an interceptor
 * (a walk reading by index took 1.7× as long on the 4 MB bench page; for…of is slower still); but
 * happy-dom's nextSibling searches the parent's child array, so over all children of a wide parent
 * it alone would be quadratic in tests.
 */
export function nextChild(parent: Node, child: ChildNode, index: number): ChildNode | null {
  return index < SIBLING_STEPS ? child.nextSibling : (parent.childNodes[index + 1] ?? null);
}

/** First element child, skipping whitespace-only text; null when real text comes first. */
export function firstMeaningfulChild(el: Element): Element | null {
  for (let c = el.firstChild, i = 0; c !== null; c = nextChild(el, c, i++)) {
    if (c.nodeType === 1) return c as Element;
    if (c.nodeType === 3 && (c as Text).data.trim()) return null;
  }
  return null;
}

/** The `hidden` attribute, except `until-found` (content the browser reveals on find). */
export function isHiddenByAttribute(el: Element): boolean {
  const hidden = el.getAttribute('hidden');
  return hidden !== null && hidden !== 'until-found';
}

/** The table a cell, row or section belongs to (itself for a table), found by walking up. */
export function ownerTable(el: Element | null): Element | null {
  for (let p: Element | null = el; p; p = p.parentElement) if (p.localName === 'table') return p;
  return null;
}
