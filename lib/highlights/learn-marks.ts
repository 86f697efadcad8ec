/**
 * Which pages have marks, learned from Craft in one search (issue 27 §5–§6). Marks on page load look
 * each loaded page up in this browser's own index, which a fresh profile with the same connection does
 * not have: this fills it, without a request per page load. Every mark's block carries a link back to
 * its passage, `[↗](page#:~:text=…)` (blocks.ts), so one search of the connection for what those links
 * hold finds the marks of every page the search reaches, and each link names its page.
 *
 * How Craft's search treats punctuation is not documented (craft-api-facts §6.13: a relevance search
 * whose `regexps` are RE2): the link's fragment is looked for as a regexp first, then the link's text
 * "↗" as a term. A search Craft refuses (400), or one that finds no mark, gives way to the next; any
 * other failure is the caller's (it tries again later). Craft answers its top hits only (20 documented,
 * 50 seen), so marks in documents past those are not learned here; they still come back when the popup
 * opens or the shortcut is pressed on their page (marks.ts finds the page in Craft by its link).
 */
import { isCraftError } from '../craft/errors';
import type { Block, ConnectionKind, DocumentSearchFilters } from '../craft/types';
import { markHref, readMarks, type ReadMark } from './blocks';
import { searchBlocks, type Searcher } from './craft-read';
import { pageKey } from './page-block';

/** Page key → the marks Craft holds for it (colour and quote; notes are read when the page is visited). */
export type LearnedPages = Record<string, ReadMark[]>;

/** The searches tried in turn; `searchBlocks` fetches the matched blocks, which are what is read. */
export const MARK_SEARCHES: ReadonlyArray<Pick<DocumentSearchFilters, 'include' | 'regexps'>> = [
  { regexps: ':~:text=' },
  { include: '↗' },
];

/** The pages with marks the connection's search reaches; {} when it finds none. */
export async function learnMarkedPages(client: Searcher, kind: ConnectionKind): Promise<LearnedPages> {
  for (const terms of MARK_SEARCHES) {
    let blocks: Block[];
    try {
      blocks = await searchBlocks(client, kind, terms);
    } catch (error) {
      if (isCraftError(error, 'bad-request')) continue;
      throw error;
    }
    const pages = markedPages(blocks);
    if (Object.keys(pages).length) return pages;
  }
  return {};
}

/** The marks among `blocks` (a search's matched blocks), by the page their link names; other blocks are skipped. */
export function markedPages(blocks: ReadonlyArray<Pick<Block, 'id' | 'markdown'>>): LearnedPages {
  const pages: LearnedPages = {};
  const seen = new Set<string>();
  for (const block of blocks) {
    const href = markHref(block.markdown ?? '');
    if (!href?.includes('#:~:text=')) continue;
    const [mark] = readMarks([block]);
    if (!mark || (block.id && seen.has(block.id))) continue;
    if (block.id) seen.add(block.id);
    (pages[linkedPageKey(href)] ??= []).push(mark);
  }
  return pages;
}

/**
 * The page key of a mark's link: the link without its fragment, with the parentheses the markdown
 * link had to encode (lib/convert/url.ts) given back, as a browser's address bar keeps them in a path
 * (`/wiki/Tomato_(plant)`). Spaces and angle brackets a browser encodes itself.
 */
function linkedPageKey(href: string): string {
  return pageKey(href).replace(/%28/g, '(').replace(/%29/g, ')');
}
