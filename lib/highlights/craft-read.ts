/**
 * Reading a page's marks back from Craft (issue 27 §6): the page block's marks (one GET), and the page
 * block found again when this browser does not know it (a fresh profile with the same connection):
 * one search of the connection for the page's link (daily notes on a Daily Notes link, documents —
 * daily notes included — otherwise), keeping only a page block whose title links to the page.
 */
import type { CraftClient } from '../craft';
import { isCraftError } from '../craft/errors';
import type { Block, ConnectionKind, DocumentSearchFilters } from '../craft/types';
import { readMarks, type ReadMark } from './blocks';
import { isMarksPage, pageHref } from './page-block';

/** What a search of the connection needs of its client. */
export type Searcher = Pick<CraftClient, 'documents' | 'searchDailyNotes'>;

/** The marks in page block `pageBlockId`, in Craft's order; undefined when Craft no longer has the block. */
export async function readPageMarks(
  client: Pick<CraftClient, 'blocks'>,
  pageBlockId: string,
): Promise<ReadMark[] | undefined> {
  try {
    const page = await client.blocks.get({ id: pageBlockId }, { maxDepth: 1 });
    return readMarks(page.content ?? []);
  } catch (error) {
    if (isCraftError(error, 'not-found')) return undefined;
    throw error;
  }
}

/**
 * The blocks a search of everything the connection reaches matched: daily notes on a Daily Notes link,
 * documents (daily notes included) otherwise.
 */
export async function searchBlocks(
  client: Searcher,
  kind: ConnectionKind,
  terms: Pick<DocumentSearchFilters, 'include' | 'regexps'>,
): Promise<Block[]> {
  const search = { ...terms, fetchBlocks: true };
  const hits = kind === 'daily-notes' ? await client.searchDailyNotes(search) : await client.documents.search(search);
  return hits.flatMap((h) => h.blocks ?? []);
}

/** The id of a page block for `url` anywhere the connection reaches, if one is found. */
export async function findPageBlock(client: Searcher, kind: ConnectionKind, url: string): Promise<string | undefined> {
  const blocks = await searchBlocks(client, kind, { include: pageHref(url) });
  return blocks.find((b) => isMarksPage(b, url))?.id;
}
