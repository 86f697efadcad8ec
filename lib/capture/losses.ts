/**
 * What the page's region holds that the article does not, and which of it is content rather than
 * the clutter Readability rightly leaves out. Lost content is: a code block, formula or table the
 * article did not keep; an image between two kept neighbours (not an ad or teaser at the edge); a
 * heading whose next element was kept (a section heading, not a "Share this" box); running text in
 * an `<aside>` or an `aria-hidden` part (Readability removes those for where they sit, not for what
 * they are). A heading inside a link or an aside is a teaser's, never a section's; one over a block
 * made mostly of links ("Most read", "More from", a newsletter link) titles navigation (issue 29). Anything inside
 * sharing, related-story or promotion boxes, hidden or in navigation is not lost content either.
 * The standfirst under the title is lost running text too (`findLead`), and so is the one the page
 * gives as its description, above the article's region (`findDescribedLead`).
 */
import { keptNeighbour, neighbour, type AnchorIndex, type Span } from './anchors';
import { kindOf, plainWords, type ContentKind } from './content-kinds';
import { boxName } from './boilerplate';

export type LostKind = ContentKind | 'passage';

export interface Loss {
  kind: LostKind;
  /** Position in the index of the element that was lost. */
  position: number;
  /** What to put back: the element itself, its figure, a formula's paragraph, a passage's aside. */
  unit: Element;
  /** Passages: their characters (a pull quote is too little to count). */
  chars: number;
  /** The standfirst under the title: a passage that counts whatever its length. */
  lead?: boolean;
}

const CLUTTER =
  /share|social|related|promo|newsletter|subscribe|comment|sponsor|advert|outbrain|taboola|recirc|read-?more|more-?from|most-?(?:read|popular)|trending|recommend|author-?(?:box|bio|info)|about-?the-?author/i;
const CLUTTER_LEVELS = 4;
const MIN_PASSAGE_CHARS = 20;
const MISTAKEN_PLACES = 'aside, [aria-hidden="true"]';
/** A paragraph or list item mostly made of links is navigation or a teaser list. */
const MAX_LINK_SHARE = 0.5;
const PASSAGES = new Set(['p', 'li', 'blockquote']);
const TEASER_HEADING = 'a[href], aside';

const squashed = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Inside a clutter box, or a teaser (a link holding the image, or the heading's whole text). */
function isClutter(el: Element): boolean {
  let p: Element | null = el;
  for (let level = 0; p && level <= CLUTTER_LEVELS; level++, p = p.parentElement) {
    if (CLUTTER.test(`${p.getAttribute('class') ?? ''} ${p.id}`) || boxName(p)) return true;
  }
  const link = el.closest('a[href]');
  if (!link) return false;
  return el.localName === 'img' ? squashed(link) !== '' : squashed(link) === squashed(el);
}

/** Whether more than MAX_LINK_SHARE of the element's text is link text. */
function mostlyLinks(el: Element, text = squashed(el).length): boolean {
  let linked = 0;
  for (const link of el.querySelectorAll('a')) linked += squashed(link).length;
  if (el.closest('a')) linked = text;
  return linked > text * MAX_LINK_SHARE;
}

/** Characters of running text (not a list of links) in an aside or aria-hidden part, else 0. */
function passageChars(el: Element): number {
  if (!PASSAGES.has(el.localName) || !el.closest(MISTAKEN_PLACES) || isClutter(el)) return 0;
  const text = squashed(el).length;
  return text >= MIN_PASSAGE_CHARS && !mostlyLinks(el, text) ? text : 0;
}

function lostKind(list: Element[], span: Span, i: number, kind: ContentKind): Element | undefined {
  const el = list[i];
  if (isClutter(el)) return undefined;
  if (kind === 'heading') {
    // A heading before the article is its title (the clip's header carries the page's).
    if (i < span.first && el.localName === 'h1') return undefined;
    // A heading inside a link is a teaser card's; one in an aside is the aside's own (a passage, if anything).
    if (el.closest(TEASER_HEADING)) return undefined;
    const next = neighbour(list, i, el, 1);
    return span.kept.has(next) && !mostlyLinks(list[next]) ? el : undefined;
  }
  if (kind === 'formula') return el.parentElement?.closest('p, li, dd') ?? el;
  if (kind !== 'image') return el;
  const unit = el.closest('figure') ?? el;
  const between =
    keptNeighbour(list, span, i, unit, -1) === neighbour(list, i, unit, -1) &&
    keptNeighbour(list, span, i, unit, 1) === neighbour(list, i, unit, 1);
  return between ? unit : undefined;
}

const LEAD_BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'h5', 'h6']);
const MIN_LEAD_CHARS = 40;
/**
 * A byline or dateline under the title ("Written by …", "Le Monde | 04.05.2015 | Par …") is the
 * clip's metadata, not its standfirst.
 */
const NOT_LEAD = /^(?:(?:written|posted|edited|words|text)\s+)?(?:by|von|par|por|di|door|\d{1,4}[./-]\d)\b|\s[|•·]\s/i;

/**
 * The standfirst: the block right under the page's title (its last `<h1>` before the article),
 * where Readability kept nothing between them. Sites set it apart from the body (in the header,
 * as a subtitle or an excerpt), and Readability leaves it out with the header.
 */
function findLead(list: Element[], span: Span, from: number): number | undefined {
  let title = span.first - 1;
  while (title >= from && list[title].localName !== 'h1') title--;
  if (title < from) return undefined;
  const lead = neighbour(list, title, list[title], 1);
  if (lead >= span.first || !LEAD_BLOCKS.has(list[lead].localName) || isClutter(list[lead])) return undefined;
  const text = squashed(list[lead]);
  return text.length >= MIN_LEAD_CHARS && !NOT_LEAD.test(text) && !mostlyLinks(list[lead], text.length)
    ? lead
    : undefined;
}

/** The page's description, and the article's words as kept (plainWords), read only when needed. */
export interface PageText {
  description?: string;
  kept: () => string;
}

/** A description cut short by the page ("…", "...") matches by what it keeps. */
const CUT = /\s*(?:\.{3}|…)$/;

/**
 * The standfirst the page names as its description (meta or og:description): a block between the
 * page's last `<h1>` before the article and the article, not kept, whose words begin the
 * description or which the description begins (some sites add the first lines of the body, or cut
 * it short). The title and standfirst often sit in a header of their own above the article's region
 * (a hero section, a content element of their own), so this looks past the region's start. Not
 * when the article already holds its words (the body's first paragraph, repeated as a teaser).
 */
function findDescribedLead(list: Element[], span: Span, page: PageText): number | undefined {
  const description = page.description ?? '';
  const described = plainWords(description.replace(CUT, ''));
  if (described.length < MIN_LEAD_CHARS) return undefined;
  let title = span.first - 1;
  while (title >= 0 && list[title].localName !== 'h1') title--;
  if (title < 0) return undefined;
  for (let i = title + 1; i < span.first; i++) {
    const el = list[i];
    if (!LEAD_BLOCKS.has(el.localName) || isClutter(el)) continue;
    const text = plainWords(squashed(el));
    if (text.length < MIN_LEAD_CHARS) continue;
    if (!described.startsWith(text) && !text.startsWith(described)) continue;
    return page.kept().includes(text) ? undefined : i;
  }
  return undefined;
}

/**
 * Losses over positions `from` to `to`; `shown(i)` says whether the live page shows position i.
 * `page` has the page's description, for its standfirst.
 */
export function findLosses(
  anchors: AnchorIndex,
  span: Span,
  from: number,
  to: number,
  title: string,
  shown: (i: number) => boolean,
  page: PageText = { kept: () => '' },
): Loss[] {
  const found: Loss[] = [];
  const lead = findLead(anchors.list, span, from) ?? findDescribedLead(anchors.list, span, page);
  if (lead !== undefined && shown(lead)) {
    const unit = anchors.list[lead];
    found.push({ kind: 'passage', position: lead, unit, chars: squashed(unit).length, lead: true });
  }
  let counted: Element | undefined;
  for (let i = from; i <= to; i++) {
    if (i === lead) continue;
    const el = anchors.list[i];
    // A code table's <pre>, a formula's MathML, a list item's nested list: one loss, counted once.
    if (span.kept.has(i) || counted?.contains(el)) continue;
    const kind = kindOf(el, title);
    const chars = kind ? 0 : passageChars(el);
    const unit = kind ? lostKind(anchors.list, span, i, kind) : chars ? el.closest(MISTAKEN_PLACES) : undefined;
    if (!unit || !shown(i)) continue;
    counted = el;
    found.push({ kind: kind ?? 'passage', position: i, unit, chars });
  }
  return found;
}
