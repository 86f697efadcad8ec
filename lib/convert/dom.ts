// Small DOM helpers shared by the rules. All are O(1) or walk a bounded number of ancestors.

const BLOCK = new Set([
  'address', 'article', 'aside', 'audio', 'blockquote', 'body', 'canvas', 'center', 'dd', 'details',
  'dialog', 'dir', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'frameset',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr', 'html', 'li', 'main', 'menu', 'nav',
  'noframes', 'noscript', 'ol', 'output', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td',
  'tfoot', 'th', 'thead', 'tr', 'ul', 'video', 'iframe',
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

/** Number of ancestors whose localName is in `names`. */
export function countAncestors(el: Element, names: ReadonlySet<string>): number {
  let n = 0;
  for (let p = el.parentElement; p; p = p.parentElement) if (names.has(p.localName)) n++;
  return n;
}

/** First element child, skipping whitespace-only text; null when real text comes first. */
export function firstMeaningfulChild(el: Element): Element | null {
  const kids = el.childNodes;
  for (let i = 0, n = kids.length; i < n; i++) {
    const c = kids[i];
    if (c.nodeType === 1) return c as Element;
    if (c.nodeType === 3 && (c as Text).data.trim()) return null;
  }
  return null;
}

/** Text of an element with whitespace collapsed, for attributes-like uses (titles, summaries). */
export function plainText(el: Element): string {
  return (el.textContent ?? '').replace(/\s+/g, ' ').trim();
}
