/**
 * Reading a page's marks back from Craft (issue 27 §6): the page block's marks (one GET), and the page
 * block found again when this browser does not know it (a fresh profile with the same connection):
 * one search of the connection for the page's link (daily notes on a Daily Notes link, documents —
 * daily notes included — otherwise), keeping only a page block whose title links to the page.
 */
import type { CraftClient } from '../craft';
import { isCraftError } from '../craft/errors';
import type { Block, ConnectionKind } from '../craft/types';
import { readMarks, type ReadMark } from './blocks';
import { isMarksPage, pageHref } from './page-block';

type Reader = Pick<CraftClient, 'blocks' | 'documents' | 'searchDailyNotes'>;

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

/** The id of a page block for `url` anywhere the connection reaches, if one is found. */
export async function findPageBlock(client: Reader, kind: ConnectionKind, url: string): Promise<string | undefined> {
  const search = { include: pageHref(url), fetchBlocks: true };
  const hits = kind === 'daily-notes' ? await client.searchDailyNotes(search) : await client.documents.search(search);
  const blocks: Array<Pick<Block, 'id' | 'type' | 'markdown'>> = hits.flatMap((h) => h.blocks ?? []);
  return blocks.find((b) => isMarksPage(b, url))?.id;
}
