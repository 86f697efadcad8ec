/**
 * The article's safety net: nothing is dropped silently. What the article kept is compared with the
 * region of the page it came from (anchors.ts); content it lost there (losses.ts: code blocks,
 * formulas, tables, images, headings, text Readability took for decoration) is put back where the
 * page has it (put-back.ts), and a note says so. A short article is still an article: how much of the
 * page's text it holds never sends the clip to the page (issue 29).
 * Cost: two selector queries and a look at the region's indexed elements; no second Readability run.
 */
import { chosenRegion, keptSpan, positionsIn, type AnchorIndex } from './anchors';
import { KIND_NAMES, plainWords } from './content-kinds';
import { findLosses, type LostKind } from './losses';
import { putBack } from './put-back';
import { text, type UiText } from '../i18n/text';

/** Less running text than this from asides and aria-hidden parts is a pull quote, not a loss. */
export const MIN_LOST_TEXT_CHARS = 200;

export interface Lost {
  kind: LostKind;
  missing: number;
}

export type Mend = { kind: 'whole' } | { kind: 'mended'; lost: Lost[] };

/** Shown on the live page: not hidden by style, not navigation. */
function shown(el: Element | undefined): boolean {
  if (!el) return false;
  // MathJax 2's TeX lives in a script, which is never displayed; its rendering sits beside it.
  const target = el.localName === 'script' ? (el.parentElement ?? el) : el;
  if (target.closest('nav, [role="navigation"], noscript, template')) return false;
  const check = (target as Element & { checkVisibility?: (o?: object) => boolean }).checkVisibility;
  return check
    ? check.call(target, { visibilityProperty: true, checkVisibilityCSS: true })
    : !target.closest('[hidden]');
}

/**
 * Checks `article` (Readability's, in its copy of the page) against the page and mends it in place:
 * `live` is the page's indexed elements (anchors.ts `liveAnchors`, one query shared with page-boxes.ts),
 * `description` the page's (its standfirst).
 */
export function mendArticle(
  live: ArrayLike<Element>,
  article: Element,
  anchors: AnchorIndex,
  title = '',
  description = '',
): Mend {
  const span = keptSpan(article, anchors);
  if (!span) return { kind: 'whole' };
  const region = chosenRegion(live, span);
  if (!region) return { kind: 'whole' };
  const [from, to] = positionsIn(live, region, span);
  const kept = () => plainWords(article.textContent ?? '');
  const found = findLosses(anchors, span, from, to, plainWords(title), (i) => shown(live[i]), { description, kept });
  const passageChars = found.reduce((sum, loss) => sum + loss.chars, 0);
  const losses =
    passageChars >= MIN_LOST_TEXT_CHARS ? found : found.filter((loss) => loss.kind !== 'passage' || loss.lead);
  if (!losses.length) return { kind: 'whole' };
  putBack(article, anchors, span, losses);
  const counts = new Map<LostKind, number>();
  for (const { kind } of losses) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return { kind: 'mended', lost: [...counts].map(([kind, missing]) => ({ kind, missing })) };
}

/** "The article extractor left out 2 code blocks and 1 table; …" for the popup's notes: a text, listed in the UI language where shown. */
export function lostNote(lost: Lost[]): UiText {
  const list = lost.map(({ kind, missing }) => text(KIND_NAMES[kind][missing === 1 ? 0 : 1], missing));
  return text(lost.length === 1 && lost[0]!.missing === 1 ? 'lost_noteOne' : 'lost_noteMany', { list });
}
