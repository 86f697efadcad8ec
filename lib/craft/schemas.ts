/**
 * Boundary checks on what the server sends: only the fields the extension relies on are checked,
 * every object stays loose so new server fields pass through. zod/mini keeps the popup bundle small.
 */
import * as z from 'zod/mini';
import type {
  Block,
  BlockSearchHit,
  CollectionItem,
  CollectionSummary,
  ConnectionInfo,
  DocumentSummary,
  Folder,
  SearchHit,
  Task,
  UploadResult,
} from './types';

/** `{ items: [...] }`, the envelope of every list and batch write (facts §3.1). */
export function itemsOf<T>(item: z.ZodMiniType<T>) {
  return z.looseObject({ items: z.array(item) });
}

export const blockSchema: z.ZodMiniType<Block> = z.looseObject({
  id: z.string(),
  type: z.string(),
  // Required by Craft's schema, but a missing title must not make a whole read fail.
  markdown: z._default(z.string(), ''),
  get content() {
    return z.optional(z.array(blockSchema));
  },
  get items() {
    return z.optional(z.array(blockSchema));
  },
}) as z.ZodMiniType<Block>;

/**
 * Delete and move answers differ per resource: plain id strings (documents, folders) or `{ id }`
 * objects (blocks, tasks, collection items) (facts §7.4). Both become a list of ids.
 */
export const idListSchema = z.pipe(
  itemsOf(z.union([z.string(), z.looseObject({ id: z.string() })])),
  z.transform((body) => body.items.map((item) => (typeof item === 'string' ? item : item.id))),
);

export const connectionSchema: z.ZodMiniType<ConnectionInfo> = z.looseObject({
  space: z.looseObject({ id: z.string(), name: z.optional(z.string()), timezone: z.string() }),
  utc: z.optional(z.looseObject({ time: z.optional(z.string()) })),
  urlTemplates: z.optional(z.looseObject({ app: z.optional(z.string()) })),
});

export const documentSchema: z.ZodMiniType<DocumentSummary> = z.looseObject({
  id: z.string(),
  title: z._default(z.string(), ''),
  isDeleted: z.optional(z.boolean()),
  dailyNoteDate: z.optional(z.string()),
});

export const searchHitSchema: z.ZodMiniType<SearchHit> = z.looseObject({
  documentId: z.optional(z.string()),
  dailyNoteDate: z.optional(z.string()),
  markdown: z._default(z.string(), ''),
  blockIds: z.optional(z.array(z.string())),
  blocks: z.optional(z.array(blockSchema)),
});

export const blockSearchHitSchema: z.ZodMiniType<BlockSearchHit> = z.looseObject({
  blockId: z.string(),
  markdown: z._default(z.string(), ''),
});

export const folderSchema: z.ZodMiniType<Folder> = z.looseObject({
  id: z.string(),
  name: z.string(),
  documentCount: z.optional(z.number()),
  get folders() {
    return z.optional(z.array(folderSchema));
  },
}) as z.ZodMiniType<Folder>;

export const taskSchema: z.ZodMiniType<Task> = z.looseObject({ id: z.string() });

export const collectionSchema: z.ZodMiniType<CollectionSummary> = z.looseObject({
  id: z.string(),
  name: z._default(z.string(), ''),
});

export const collectionItemSchema: z.ZodMiniType<CollectionItem> = z.looseObject({ id: z.string() });

/** Schema documents are passed through as they are: their shape differs per `format` (facts §6.16). */
export const objectSchema = z.record(z.string(), z.unknown());

export const createdCollectionSchema = z.looseObject({
  collectionBlockId: z.string(),
  name: z.optional(z.string()),
  schema: z.optional(objectSchema),
});

export const updatedSchemaSchema = z.looseObject({
  collectionBlockId: z.optional(z.string()),
  schema: z.optional(objectSchema),
});

export const uploadSchema: z.ZodMiniType<UploadResult> = z.looseObject({
  blockId: z.string(),
  assetUrl: z.string(),
});

/** Docs show `{ items: [{ commentId }] }`; the older spec table says a bare `commentId`. Accept both. */
const commentIdSchema = z.looseObject({ commentId: z.string() });
export const commentIdsSchema = z.union([
  z.pipe(
    itemsOf(commentIdSchema),
    z.transform((body) => body.items.map((c) => c.commentId)),
  ),
  z.pipe(
    commentIdSchema,
    z.transform((body) => [body.commentId]),
  ),
]);
