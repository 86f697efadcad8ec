/**
 * Page navigation Readability keeps inside an article (issue 29): a contents list (Wikipedia's
 * `#toc`), landmarks marked as navigation, "[edit]" links beside headings, "Read more: …"
 * paragraphs that only point to other articles, paragraphs that are one "read another" link, and
 * lists of the post's tags (links to tag pages).
 * Removed from the article (Readability's copy), never from the page.
 */

const NAVIGATION = 'nav, [role="navigation"], #toc, .toc, .mw-editsection';
/**
 * A label that introduces links to other articles, followed by a colon. Not "Related:": CNN puts
 * such links inside the story, and the Readability corpus's reference keeps them (cnn, recall 0.936).
 */
const TEASER_LABEL =
  /^(?:read (?:more|also)|also read|see also|more on this|lesen sie (?:auch|mehr)|mehr zum thema|auch interessant|weiterlesen|(?:à )?lire aussi|lea también|leer más|ver también)\s*[:：]/i;
/** Share of a teaser paragraph's text after its label that is link text. */
const MIN_LINK_SHARE = 0.6;

const squashed = (node: Node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A paragraph that is one link inviting to read another article ("Lesen Sie hier einen weiteren Beitrag …"). */
const READ_LINK =
  /^(?:read (?:more|also|the next|another|our)|lesen sie (?:hier|auch|mehr)|weiterlesen|lire (?:aussi|la suite)|leer más)\b/i;

function isTeaser(p: Element): boolean {
  const text = squashed(p);
  const links = p.querySelectorAll('a[href]');
  if (links.length === 1 && squashed(links[0]) === text && READ_LINK.test(text)) return true;
  const label = TEASER_LABEL.exec(text);
  if (!label) return false;
  let linked = 0;
  for (const link of p.querySelectorAll('a[href]')) linked += squashed(link).length;
  return linked > 0 && linked >= (text.length - label[0].length) * MIN_LINK_SHARE;
}

/** A link to a tag's page: `rel="tag"` (microformats, WordPress), or an address in a `/tag/` folder. */
const TAG_LINK = 'a[rel~="tag"], a[href*="/tag/"], a[href*="/tags/"]';

const TAG_LABEL = /^[^:]{0,24}:\s*/;

/** A list or paragraph of tags ("Tags: cider, Brest"): its links, all to tags, are most of its text. */
function isTagList(el: Element): boolean {
  const links = el.querySelectorAll('a[href]');
  if (!links.length) return false;
  let linked = 0;
  for (const link of links) {
    if (!link.matches(TAG_LINK)) return false;
    linked += squashed(link).length;
  }
  // A label before the tags ("Tags:", "Schlagwörter:") is not counted.
  const text = squashed(el).replace(TAG_LABEL, '');
  return linked >= text.length * MIN_LINK_SHARE;
}

/** Removes navigation, teaser paragraphs and tag lists from `article` in place. */
export function dropNavigation(article: Element): void {
  for (const el of article.querySelectorAll(NAVIGATION)) el.remove();
  for (const p of article.querySelectorAll('p')) if (isTeaser(p)) p.remove();
  for (const el of article.querySelectorAll('ul, ol, p')) if (article.contains(el) && isTagList(el)) el.remove();
}
