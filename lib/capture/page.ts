/**
 * Page mode: the whole body, faithfully, minus what is never content: scripts, styles, templates,
 * `<noscript>` fallbacks (raw markup when scripts run), hidden elements and navigation bars.
 * The live body is converted with these left out (ToCraftOptions.skip) rather than a copy with
 * them removed: cloning the page cost more than converting it on large pages, and it is read-only.
 * One difference remains, the same as in article and selection mode: elements whose text is read
 * whole (inline code, TeX sources, a table caption, a toggle's summary) keep the text of such
 * descendants; code blocks leave hidden lines out themselves (code-text.ts).
 */

const NOT_CONTENT_TAGS = new Set(['script', 'style', 'noscript', 'template', 'link', 'meta', 'nav']);

/**
 * `script, style, noscript, template, link, meta, nav, [role="navigation"], [hidden],
 * dialog:not([open])`, answered without a selector match per element.
 */
export function notContent(el: Element): boolean {
  const name = el.localName;
  if (NOT_CONTENT_TAGS.has(name)) return true;
  if (name === 'dialog' && !el.hasAttribute('open')) return true;
  if (!el.hasAttributes()) return false;
  return el.hasAttribute('hidden') || el.getAttribute('role') === 'navigation';
}
