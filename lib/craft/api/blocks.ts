/** Blocks: read as JSON or markdown, insert, update, delete, move, and search inside one document. */
import type { Http } from '../http';
import { blockSchema, blockSearchHitSchema, idListSchema, itemsOf } from '../schemas';
import type { Block, BlockSearchHit, BlockUpdate, CraftDate, NewBlock, Position } from '../types';

/** A block by id, or the root of a daily note by date (space and daily-notes links). */
export type BlockTarget = { id: string; date?: never } | { date: CraftDate; id?: never };

export interface ReadOptions {
  /** -1 = everything (default), 0 = the block only, 1 = direct children. */
  maxDepth?: number;
  fetchMetadata?: boolean;
}

/** The search scope differs per link kind: space `blockId`, selected documents `documentId`, daily notes `date`. */
export type BlockSearchScope = { blockId: string } | { documentId: string } | { date: CraftDate };

export interface BlockSearchOptions {
  pattern: string;
  caseSensitive?: boolean;
  beforeBlockCount?: number;
  afterBlockCount?: number;
  fetchBlocks?: boolean;
}

function readQuery(target: BlockTarget, options: ReadOptions) {
  return { id: target.id, date: target.date, maxDepth: options.maxDepth, fetchMetadata: options.fetchMetadata };
}

export function blocksApi(http: Http) {
  return {
    /** GET /blocks — a block (or daily note root) with nested content, as JSON. */
    get(target: BlockTarget, options: ReadOptions = {}): Promise<Block> {
      return http.json({ method: 'GET', path: 'blocks', query: readQuery(target, options) }, blockSchema);
    },

    /** GET /blocks with Accept: text/markdown — the same content rendered as Craft markdown. */
    getMarkdown(target: BlockTarget, options: ReadOptions = {}): Promise<string> {
      return http.text({ method: 'GET', path: 'blocks', query: readQuery(target, options), accept: 'text/markdown' });
    },

    /** POST /blocks — inserts structured blocks at a position; returns the created blocks. */
    async insert(blocks: NewBlock[], position: Position): Promise<Block[]> {
      const body = await http.json(
        { method: 'POST', path: 'blocks', json: { blocks, position } },
        itemsOf(blockSchema),
      );
      return body.items;
    },

    /** POST /blocks — inserts markdown (split by the server into one block per paragraph or list line). */
    async insertMarkdown(markdown: string, position: Position): Promise<Block[]> {
      const body = await http.json(
        { method: 'POST', path: 'blocks', json: { markdown, position } },
        itemsOf(blockSchema),
      );
      return body.items;
    },

    /** PUT /blocks — changes only the given fields of each block; returns the updated blocks. */
    async update(blocks: BlockUpdate[]): Promise<Block[]> {
      const body = await http.json({ method: 'PUT', path: 'blocks', json: { blocks } }, itemsOf(blockSchema));
      return body.items;
    },

    /** DELETE /blocks — deletes blocks permanently (no trash); returns their ids. */
    delete(blockIds: string[]): Promise<string[]> {
      return http.json({ method: 'DELETE', path: 'blocks', json: { blockIds } }, idListSchema);
    },

    /** PUT /blocks/move — moves blocks to a position, across documents too; returns their ids. */
    move(blockIds: string[], position: Position): Promise<string[]> {
      return http.json({ method: 'PUT', path: 'blocks/move', json: { blockIds, position } }, idListSchema);
    },

    /** GET /blocks/search — regex (RE2) matches inside one document, with context blocks. */
    async search(scope: BlockSearchScope, options: BlockSearchOptions): Promise<BlockSearchHit[]> {
      const body = await http.json(
        { method: 'GET', path: 'blocks/search', query: { ...scope, ...options } },
        itemsOf(blockSearchHitSchema),
      );
      return body.items;
    },
  };
}
