/**
 * The Craft API client: one factory returning every endpoint, grouped by resource. It takes its
 * base URL, key and fetch as arguments, so it runs unchanged in the service worker and in Node.
 */
import { blocksApi } from './api/blocks';
import { collectionsApi } from './api/collections';
import { documentsApi } from './api/documents';
import { foldersApi } from './api/folders';
import { miscApi } from './api/misc';
import { tasksApi } from './api/tasks';
import { toCraftError } from './errors';
import { createHttp, type HttpOptions } from './http';

export type CraftClientOptions = HttpOptions;

export function createCraftClient(options: CraftClientOptions) {
  try {
    new URL(options.baseUrl);
  } catch (cause) {
    throw toCraftError({ type: 'url', cause });
  }
  const http = createHttp(options);
  const misc = miscApi(http);
  return {
    /** The API URL this client talks to, without a trailing slash. */
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    /** GET /connection — space id, name, timezone and deep-link templates. */
    connection: misc.connection,
    /** Documents: list, search; create, delete (to trash), move on space links. */
    documents: documentsApi(http),
    /** Blocks: read (JSON or markdown), insert, update, delete, move, search. */
    blocks: blocksApi(http),
    /** Folders (space links): list, create, delete, move. */
    folders: foldersApi(http),
    /** Tasks (space and daily-notes links): list by scope, create, update, delete. */
    tasks: tasksApi(http),
    /** Collections: list, create, schema, items. */
    collections: collectionsApi(http),
    /** POST /upload — raw bytes into an image, video or file block. */
    upload: misc.upload,
    /** POST /comments — comments on blocks. */
    addComments: misc.addComments,
    /** GET /daily-notes/search (daily-notes links). */
    searchDailyNotes: misc.searchDailyNotes,
  };
}

export type CraftClient = ReturnType<typeof createCraftClient>;
