/**
 * Boilerplate Readability keeps inside an article (issue 29 §2), removed from its copy, never from
 * the page. Three classes, each told by what it is, not by where a given site puts it:
 * - boxes named for what they hold: related stories, newsletter and share boxes, comment forms (not
 *   the thread: readers' comments are the page's content, as trafilatura's corpus counts them), author
 *   boxes, calls to action and ads, teasers (`isBox`: a word of a class or id, split on
 *   `-`, `_` and camel case, so `vce-related-box`, `RelatedCoverage-container` and `TestReport__AuthorBox`
 *   are all told; also used by the safety net, which never puts such a box back);
 * - labels that stand alone: "Advertisement:", "4 Min Read", "Related Coverage", "Auch interessant",
 *   with the list of links a related-stories label introduces; a picture's or slideshow's controls
 *   ("Click to enlarge", "Next", "3 of 12"), also cut from captions; a comment thread's and the page's
 *   controls ("Kommentare schreiben", "Comments closed", "Als PDF herunterladen");
 * - picture credits: "Photograph by …", "Foto: …", "(Credit: …)" as a block or at the end of a caption.
 * Boxes the page names but Readability unwrapped are found on the page itself (page-boxes.ts).
 * A box that holds most of the article, or code, a formula or a table, is never removed (some sites wrap the whole story in a
 * `comments` or `share` container); nothing inside code is looked at.
 */
import { FORMULA_SELECTOR } from './content-kinds';
import { mayBeLabel } from './label-start';
import { letterPattern } from './letter-pattern';
import { shortText } from './short-text';

/**
 * Words that name a box of boilerplate wherever they stand in a class or id, each with what else
 * the box must be: `any` (only not the article's own wrapper), `small` (little running text, or
 * mostly links: `ad` also names slots beside content), `links` (mostly links, or a card whose
 * headline links elsewhere over a short summary: a `teaser` may be the story's own lead).
 */
const BOX_WORDS: Record<string, 'any' | 'small' | 'links'> = {
  related: 'any',
  newsletter: 'any',
  share: 'any',
  sharing: 'any',
  shariff: 'any',
  respond: 'any',
  akismet: 'any',
  subscribe: 'any',
  recirc: 'any',
  outbrain: 'any',
  taboola: 'any',
  breadcrumb: 'any',
  breadcrumbs: 'any',
  sidebar: 'any',
  promo: 'small',
  advert: 'small',
  advertisement: 'small',
  ad: 'small',
  ads: 'small',
  sponsor: 'small',
  sponsored: 'small',
  cta: 'small',
  authors: 'small',
  teaser: 'links',
  nav: 'links',
  tags: 'links',
};
/** Words that name one when they follow "author" (a box about the author) or "comment" (the form, not the thread). */
const AFTER: Record<string, ReadonlySet<string>> = {
  author: new Set(['box', 'bio', 'card', 'info', 'about']),
  comment: new Set(['form', 'reply', 'respond']),
};

/** Words that say what a box holds besides its content (`has-ads`, `with-sidebar`, `no-share`), not what it is. */
const HOLDS = new Set(['has', 'with', 'no', 'without']);

const HELD_CONTENT = `pre, table, ${FORMULA_SELECTOR}`;

/** A box holding more than this share of the article's text is the article's own wrapper. */
const MAX_BOX_SHARE = 0.5;
/**
 * A box with more running text than this (not counting its links) is content whatever its name
 * (chip.de names its test report's sections `Section--Ads` for the slots beside them).
 */
const MAX_BOX_PROSE = 400;

const AD_LABEL = /^(?:advertisement|anzeige|werbung|sponsored|publicité|publicidad)\s*:?$/i;
/** A "load more" control, left as text where scripts do not run. */
const LOAD_MORE = letterPattern(
  String.raw`^(?:load(?:ing)? more|show more|mehr laden|lade weitere \p{L}+|weitere \p{L}+ laden)\b[.…\s]*$`,
  'iu',
);
const READ_TIME =
  /^(?:\d+\s*(?:min(?:ute)?s?|minuten)\.?\s*(?:read|lesezeit|lesedauer)|(?:lesezeit|lesedauer|reading time)\s*:?\s*\d+\s*min\w*\.?)$/i;
/** A heading or short block that introduces links to other articles. */
const RELATED_LABEL =
  /^(?:related (?:coverage|articles?|posts?|stories|content)|more (?:from|on|stories)\b.*|you (?:may|might) also like|read next|recommended(?: for you)?|auch interessant(?: für dich)?|(?:das )?(?:thema|könnte dich) .{0,30}interessieren|auch auf [\w.-]+|ähnliche (?:beiträge|artikel)|weitere (?:beiträge|artikel|themen)|weiterführende(?:r)? links?|mehr zum thema|à lire aussi|sur le même sujet)\s*:?$/i;
const LABEL_BLOCKS = 'h1, h2, h3, h4, h5, h6, p, div, span, small, strong, b, li';
const MAX_LABEL_CHARS = 60;
/**
 * A picture's or a slideshow's control, left as text where scripts do not run (issue 29 §7): "Click
 * to enlarge", "Zum Vergrößern klicken", "Start slideshow", "Previous", "Next", "3 of 12".
 */
const CONTROL =
  /^(?:(?:click|tap)(?: here)? to (?:enlarge|zoom|expand)|enlarge(?: this)? (?:image|photo|picture)|(?:zum )?vergrößern(?: (?:auf das bild )?klicken)?|bild vergrößern|(?:start|view|open) (?:the )?(?:slideshow|gallery)|(?:zur )?(?:bilder)?galerie|(?:previous|prev|next|zurück|weiter|vorheriges|nächstes)(?: (?:slide|image|photo|picture|bild|foto))?|(?:(?:image|photo|picture|slide|bild|foto) )?\d+ (?:of|von) \d+|(?:image|photo|picture|slide|bild|foto) \d+ ?\/ ?\d+)\s*[.:!»›>]?$/i;
/**
 * A comment thread's or the page's own controls: "Kommentare schreiben", "Leave a comment", "Comments
 * closed", "Kommentare insgesamt: 0", "Als PDF herunterladen", "Print this article". Not a bare
 * "Comments": that heads a thread, which is the page's content.
 */
const PAGE_CONTROL = letterPattern(
  String.raw`^(?:kommentare? (?:schreiben|verfassen|hinterlassen|geschlossen|insgesamt\s*:?\s*\d*)|(?:leave|post|write|add) a (?:comment|reply)|comments? (?:are )?closed|comments?\s*:\s*\d+|schreiben? (?:sie )?einen kommentar|laisser un commentaire|(?:\p{L}+ ){0,2}als pdf (?:herunterladen|speichern)|download (?:this (?:article |page )?)?(?:as )?pdf|(?:artikel|seite) drucken|print (?:this )?(?:article|page))\s*[.:!]?$`,
  'iu',
);
/** The same inside a caption: the sentence goes, the caption stays. */
const CAPTION_CONTROL =
  /\s*\(?(?:(?:click|tap)(?: here)? to (?:enlarge|zoom)|zum vergrößern|bild vergrößern)[^.!)]*[.!)]?/gi;
/** A picture credit as a whole block, or its start at the end of a caption. */
const CREDIT = letterPattern(
  String.raw`^\(?\s*(?:photo(?:graph)?s?|\p{L}*fotos?|\p{L}*bild(?:er)?|credits?|image|picture)\s*(?:by\b|:)`,
  'iu',
);
const CAPTION_CREDIT = letterPattern(
  String.raw`(?<![\p{L}\d])\(?\s*(?:photo(?:graph)?s?|fotos?|bild(?:er)?|credits?|image)\s*(?:by\b|:)|©`,
  'iu',
);
const MAX_CREDIT_CHARS = 120;

const squashed = (node: Node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();

function words(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/);
}

type BoxKind = 'any' | 'small' | 'links';
const STRICTER: BoxKind[] = ['links', 'small', 'any'];

/** What a class or id word names `el`, if a box of boilerplate (related, share, newsletter, an ad, …): the loosest kind. */
function boxKind(el: Element): BoxKind | undefined {
  const all = words(`${el.getAttribute('class') ?? ''} ${el.id}`);
  let found: BoxKind | undefined;
  all.forEach((word, i) => {
    // `o-section--has-ads`, `with-sidebar`: a box that holds one beside its content, not one itself.
    if (HOLDS.has(all[i - 1] ?? '')) return;
    const kind = Object.hasOwn(BOX_WORDS, word)
      ? BOX_WORDS[word]
      : AFTER[word]?.has(all[i + 1] ?? '')
        ? 'small'
        : undefined;
    if (kind && (!found || STRICTER.indexOf(kind) > STRICTER.indexOf(found))) found = kind;
  });
  return found;
}

/** Whether `el` is named a box of boilerplate whatever its size (related, share, newsletter, …): the safety net never puts it back. */
export function boxName(el: Element): boolean {
  return boxKind(el) === 'any';
}

function linkedChars(el: Element): number {
  // A teaser card may be one link around its picture and headline.
  if (el.closest('a[href]')) return squashed(el).length;
  let linked = 0;
  for (const link of el.querySelectorAll('a[href]')) linked += squashed(link).length;
  return linked;
}

function mostlyLinks(el: Element): boolean {
  const text = squashed(el).length;
  return text > 0 && linkedChars(el) > text * 0.5;
}

/** Whether `el` is a box of boilerplate: named so, sized as its kind must be, within a larger article. */
export function isBox(el: Element, total: number): boolean {
  const kind = boxKind(el);
  // Code, formulas and tables are content wherever a page puts them (the safety net's kinds).
  if (!kind || el.querySelector(HELD_CONTENT)) return false;
  const text = squashed(el).length;
  if (text > total * MAX_BOX_SHARE) return false;
  if (kind === 'any') return true;
  const linked = linkedChars(el);
  if (linked > text * 0.5) return true;
  // A teaser card: a headline linking elsewhere over a short summary ("… mehr").
  const small = text - linked <= MAX_BOX_PROSE;
  return small && (kind === 'small' || linkedHeadline(el));
}

function linkedHeadline(el: Element): boolean {
  const headline = el.querySelector('h1, h2, h3, h4, h5, h6');
  const link = headline?.querySelector('a[href]');
  return !!link && squashed(link) === squashed(headline!);
}

function removeBoxes(article: Element, total: number): void {
  for (const el of article.querySelectorAll('[class], [id]')) {
    if (!article.contains(el) || el.closest('pre, code')) continue;
    if (isBox(el, total)) el.remove();
  }
}

const BLOCKS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'li']);

/** A block of its own, or all of the block it sits in: "Next" as a control, not as a sentence's first word. */
function standsAlone(el: Element): boolean {
  return BLOCKS.has(el.localName) || !el.parentElement || squashed(el.parentElement) === squashed(el);
}

function removeLabels(article: Element): void {
  for (const el of article.querySelectorAll(LABEL_BLOCKS)) {
    if (!article.contains(el)) continue;
    const text = shortText(el, MAX_LABEL_CHARS);
    if (!text || !mayBeLabel(text)) continue;
    const related = RELATED_LABEL.test(text);
    const label =
      AD_LABEL.test(text) ||
      READ_TIME.test(text) ||
      LOAD_MORE.test(text) ||
      ((CONTROL.test(text) || PAGE_CONTROL.test(text)) && standsAlone(el));
    if (!related && !label) continue;
    // The list of links a related-stories label introduces goes with it.
    let next = related ? el.nextElementSibling : null;
    while (next && mostlyLinks(next)) {
      const after = next.nextElementSibling;
      next.remove();
      next = after;
    }
    el.remove();
  }
}

/** Cuts a caption's credit: from "Foto:" or "©" to the caption's end. */
function cutCredit(caption: Element): void {
  const walker = caption.ownerDocument.createTreeWalker(caption, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const match = CAPTION_CREDIT.exec(node.nodeValue ?? '');
    if (!match) continue;
    if (squashed(caption).length - (node.nodeValue ?? '').slice(match.index).length > MAX_CREDIT_CHARS * 4) continue;
    node.nodeValue = (node.nodeValue ?? '').slice(0, match.index).trimEnd();
    // Everything after the credit's start, up to the caption, goes with it.
    for (let at: Node | null = node; at && at !== caption; at = at.parentNode) {
      while (at.nextSibling) at.nextSibling.remove();
    }
    return;
  }
}

/** Cuts "Click to enlarge" and its kin out of a caption's text. */
function cutControls(caption: Element): void {
  const walker = caption.ownerDocument.createTreeWalker(caption, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const value = node.nodeValue ?? '';
    const cut = value.replace(CAPTION_CONTROL, '');
    if (cut !== value) node.nodeValue = cut;
  }
}

function removeCredits(article: Element): void {
  for (const caption of article.querySelectorAll('figcaption')) {
    cutControls(caption);
    cutCredit(caption);
  }
  for (const el of article.querySelectorAll('p, div, span, em, small, figcaption')) {
    if (!article.contains(el) || el.querySelector('img, picture, video')) continue;
    const text = shortText(el, MAX_CREDIT_CHARS);
    if (text && CREDIT.test(text)) el.remove();
  }
}

/** Removes boilerplate boxes, labels and picture credits from `article` in place. */
export function dropBoilerplate(article: Element): void {
  removeBoxes(article, squashed(article).length);
  removeLabels(article);
  removeCredits(article);
}
