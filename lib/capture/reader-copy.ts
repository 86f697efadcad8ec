/**
 * The copy of the page Readability reads and rewrites. Not a clone of the whole document: the head of
 * a real page is mostly inline scripts and styles (often more bytes than the body) which Readability
 * removes first anyway. The copy keeps what Readability reads outside the body:
 * - the document itself, cloned empty, so its URL and base URL (relative and `#` links) are the page's;
 * - `<html>`'s attributes (lang, dir);
 * - from the head: `<title>` (its title), `<meta>` (byline, excerpt, site name, published time),
 *   `<base>` (the base URL) and JSON-LD scripts (its metadata, read before it drops scripts).
 * The body is cloned whole, so everything Readability scores, and every position anchors.ts indexes,
 * is the same as in a full clone. A page without a body (a frameset) is cloned whole.
 * Comments are left out of the copy: React writes `<!-- -->` between the parts of one sentence, and
 * Readability, which wraps a div's loose text in paragraphs, starts a new paragraph at each comment
 * ("Credit:<!-- --> <!-- -->NBC<!-- --> News" became three blocks). They hold no element, so anchors.ts's
 * positions are unchanged. An aside holding the page's `<h1>` is made a div (`unasideMain`).
 * A `<style>` in the body is parsed into a style sheet the moment the copy is put together, though
 * nothing renders the copy and Readability removes every style before it reads anything (7 ms of
 * breitbart's clip for its 32 inline styles; a clone of the whole document pays the same). Its type is
 * made one that is no CSS, so it is never parsed; its text, which protect.ts counts, stays
 * (`inertStyles`).
 */

/** Removes every comment under `root`. */
function dropComments(root: Node): void {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) comments.push(node);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

/**
 * An `<aside>` that holds the page's main heading is the page's layout, not a side note (rnz.de
 * puts its whole story in one). Readability drops every aside; in its copy such a one becomes a div.
 */
function unasideMain(body: Element): void {
  for (const aside of body.querySelectorAll('aside')) {
    if (!aside.querySelector('h1')) continue;
    const div = body.ownerDocument.createElement('div');
    for (const { name, value } of aside.attributes) div.setAttribute(name, value);
    div.append(...aside.childNodes);
    aside.replaceWith(div);
  }
}

/** Not CSS to the browser, so a copied `<style>` is never parsed (the converter skips styles whatever their type). */
const INERT_STYLE = 'text/x-craft-inert';

function inertStyles(body: Element): void {
  for (const style of body.querySelectorAll('style')) style.setAttribute('type', INERT_STYLE);
}

function readInHead(el: Element): boolean {
  const name = el.localName;
  if (name === 'title' || name === 'meta' || name === 'base') return true;
  return name === 'script' && el.getAttribute('type')?.trim().toLowerCase() === 'application/ld+json';
}

export function readerCopy(doc: Document): Document {
  const { head, body, documentElement: root } = doc;
  if (!root || !body || body.localName !== 'body' || body.parentNode !== root) {
    const whole = doc.cloneNode(true) as Document;
    dropComments(whole);
    return whole;
  }
  const copy = doc.cloneNode(false) as Document;
  const html = copy.importNode(root, false);
  copy.append(html);
  if (head) {
    const headCopy = copy.importNode(head, false);
    for (const el of head.children) if (readInHead(el)) headCopy.append(copy.importNode(el, true));
    html.append(headCopy);
  }
  const bodyCopy = copy.importNode(body, true);
  dropComments(bodyCopy);
  unasideMain(bodyCopy);
  inertStyles(bodyCopy);
  html.append(bodyCopy);
  return copy;
}
