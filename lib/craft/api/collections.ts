/** Collections: list, create, schema read/replace, and items add/update/delete. */
import type { Http } from '../http';
import {
  collectionItemSchema,
  collectionSchema,
  createdCollectionSchema,
  idListSchema,
  itemsOf,
  objectSchema,
  updatedSchemaSchema,
} from '../schemas';
import type {
  CollectionItem,
  CollectionItemUpdate,
  CollectionSchema,
  CollectionSummary,
  NewCollectionItem,
  Position,
} from '../types';

export interface CollectionFilters {
  documentIds?: string | string[];
  /** Selected-documents links only. */
  documentFilterMode?: 'include' | 'exclude';
  /** Daily-notes links only. */
  startDate?: string;
  endDate?: string;
}

/** `allowNewSelectOptions` adds unknown select values to the schema: set it only on explicit user intent. */
export interface ItemWriteOptions {
  allowNewSelectOptions?: boolean;
}

const itemsPath = (collectionId: string) => `collections/${encodeURIComponent(collectionId)}/items`;
const schemaPath = (collectionId: string) => `collections/${encodeURIComponent(collectionId)}/schema`;

export function collectionsApi(http: Http) {
  return {
    /** GET /collections — collections with their document (or daily-note date) and item count. */
    async list(filters: CollectionFilters = {}): Promise<CollectionSummary[]> {
      const body = await http.json(
        { method: 'GET', path: 'collections', query: { ...filters } },
        itemsOf(collectionSchema),
      );
      return body.items;
    },

    /** POST /collections — creates a collection block at a position (experimental endpoint). */
    create(schema: CollectionSchema, position: Position) {
      return http.json({ method: 'POST', path: 'collections', json: { schema, position } }, createdCollectionSchema);
    },

    /** GET /collections/{id}/schema — the editable schema (`schema`) or a JSON Schema for items (default). */
    getSchema(collectionId: string, format?: 'schema' | 'json-schema-items'): Promise<Record<string, unknown>> {
      return http.json({ method: 'GET', path: schemaPath(collectionId), query: { format } }, objectSchema);
    },

    /** PUT /collections/{id}/schema — replaces the whole schema; keep existing property keys. */
    putSchema(collectionId: string, schema: CollectionSchema) {
      return http.json({ method: 'PUT', path: schemaPath(collectionId), json: { schema } }, updatedSchemaSchema);
    },

    /** GET /collections/{id}/items — items with properties, and content down to maxDepth. */
    async getItems(collectionId: string, options: { maxDepth?: number } = {}): Promise<CollectionItem[]> {
      const query = { maxDepth: options.maxDepth };
      return (await http.json({ method: 'GET', path: itemsPath(collectionId), query }, itemsOf(collectionItemSchema)))
        .items;
    },

    /** POST /collections/{id}/items — adds items; properties are validated by the server. */
    async addItems(
      collectionId: string,
      items: NewCollectionItem[],
      options: ItemWriteOptions = {},
    ): Promise<CollectionItem[]> {
      const json = { items, ...options };
      return (await http.json({ method: 'POST', path: itemsPath(collectionId), json }, itemsOf(collectionItemSchema)))
        .items;
    },

    /** PUT /collections/{id}/items — updates items; omitted properties are kept. */
    async updateItems(
      collectionId: string,
      itemsToUpdate: CollectionItemUpdate[],
      options: ItemWriteOptions = {},
    ): Promise<CollectionItem[]> {
      const json = { itemsToUpdate, ...options };
      return (await http.json({ method: 'PUT', path: itemsPath(collectionId), json }, itemsOf(collectionItemSchema)))
        .items;
    },

    /** DELETE /collections/{id}/items — deletes items and their content; returns their ids. */
    deleteItems(collectionId: string, idsToDelete: string[]): Promise<string[]> {
      return http.json({ method: 'DELETE', path: itemsPath(collectionId), json: { idsToDelete } }, idListSchema);
    },
  };
}
