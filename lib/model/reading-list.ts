/** What the popup and the options page ask the background about collections (the reading list). Plain JSON. */
import type { CollectionMapping } from '../collections/mapping';
import type { ReadSchema } from '../collections/schema';

export interface CollectionChoice {
  id: string;
  name: string;
  itemCount?: number;
  /** The document holding it (whole-space and selected-documents links): checked against the trash. */
  documentId?: string;
}

/** A collection's schema and its mapping (guessed the first time, then the kept one). */
export interface CollectionSetup {
  schema: ReadSchema;
  mapping: CollectionMapping;
}

/** The item a page already is in a collection. */
export interface SavedItem {
  itemId: string;
  title: string;
  properties: Record<string, unknown>;
  openUrl?: string;
  /** ISO instant, when the API gives the item's creation. */
  createdAt?: string;
}

export interface CollectionAt {
  connectionId?: string;
  collectionId: string;
}
