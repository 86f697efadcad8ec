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
 * positions are unchanged.
 */

/** Removes every comment under `root`. */
function dropComments(root: Node): void {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) comments.push(node);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
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
  html.append(bodyCopy);
  return copy;
}
