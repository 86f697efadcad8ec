/**
 * How a page's marks are found in Craft again (issue 27 §6): the page block is the one whose title is
 * a link to the page (blocks.ts marksPageMarkdown), and a mark's block is told by its passage — the
 * text-fragment link it carries — whoever made it and whatever its colour or note now.
 */
import { safeLinkUrl } from '../convert';
import type { QuoteSelector } from './text-fragment';
import { textFragmentUrl } from './text-fragment';

/** The page's address without its fragment: the key a page's marks are kept under. */
export function pageKey(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

/** The link target a marks page's title carries for `url` (as blocks.ts writes it). */
export function pageHref(url: string): string {
  return safeLinkUrl(pageKey(url), 'about:blank') ?? pageKey(url);
}

/** One passage of a page, however its quote was written: equal keys, the same mark. */
export function passageKey(url: string, quote: Omit<QuoteSelector, 'type'>): string {
  return textFragmentUrl(pageKey(url), quote);
}

/**
 * A quote read back from a mark's link (blocks.ts readMarks), as a selector whose link is that same
 * link again: its context is whole words already, which the spaces around it say (text-fragment.ts
 * would otherwise drop a first or last word it takes for cut). Marks read from Craft carry it.
 */
export function linkedQuote(quote: QuoteSelector): QuoteSelector {
  return {
    type: 'TextQuoteSelector',
    exact: quote.exact,
    ...(quote.prefix ? { prefix: ' ' + quote.prefix } : {}),
    ...(quote.suffix ? { suffix: quote.suffix + ' ' } : {}),
  };
}

/** A block as listed by the API (the fields this reads). */
export interface ListedBlock {
  id: string;
  type?: string;
  markdown?: string;
}

/** Whether `block` is the marks page of `url`: a page block whose title links to the page. */
export function isMarksPage(block: ListedBlock, url: string): boolean {
  if (block.type !== 'page') return false;
  const title = (block.markdown ?? '').trim();
  return title.startsWith('[') && title.endsWith('](' + pageHref(url) + ')');
}

/** The first marks page of `url` among `blocks`, if any. */
export function findMarksPage<B extends ListedBlock>(blocks: readonly B[], url: string): B | undefined {
  return blocks.find((b) => isMarksPage(b, url));
}
