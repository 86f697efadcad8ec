/**
 * Page mode: the whole body, faithfully, minus what is never content: scripts, styles, templates,
 * `<noscript>` fallbacks (raw markup when scripts run), hidden elements and navigation bars.
 */

const NOT_CONTENT = [
  'script', 'style', 'noscript', 'template', 'link', 'meta',
  'nav', '[role="navigation"]', '[hidden]', 'dialog:not([open])',
].join(', ');

/** A detached copy of the page body without the parts that are never content. */
export function pageContent(doc: Document): Element {
  const copy = (doc.body ?? doc.documentElement).cloneNode(true) as Element;
  for (const el of copy.querySelectorAll(NOT_CONTENT)) el.remove();
  return copy;
}
