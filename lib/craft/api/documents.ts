/** Documents: list, relevance search, and (space links) create, soft delete, move. */
import type { Http } from '../http';
import { documentSchema, idListSchema, itemsOf, searchHitSchema } from '../schemas';
import type {
  DocumentDestination,
  DocumentListFilters,
  DocumentSearchFilters,
  DocumentSummary,
  SearchHit,
} from '../types';

export function documentsApi(http: Http) {
  return {
    /** GET /documents — documents of the link, filtered by location, folder or dates (space links). */
    async list(filters: DocumentListFilters = {}): Promise<DocumentSummary[]> {
      const body = await http.json(
        { method: 'GET', path: 'documents', query: { ...filters } },
        itemsOf(documentSchema),
      );
      return body.items;
    },

    /** GET /documents?location=trash — the documents in the trash (space links; evidence §8 N2). */
    async trashed(): Promise<DocumentSummary[]> {
      const body = await http.json(
        { method: 'GET', path: 'documents', query: { location: 'trash' } },
        itemsOf(documentSchema),
      );
      return body.items;
    },

    /** GET /documents/search — ranked matches across documents, with highlighted snippets. */
    async search(filters: DocumentSearchFilters): Promise<SearchHit[]> {
      const body = await http.json(
        { method: 'GET', path: 'documents/search', query: { ...filters } },
        itemsOf(searchHitSchema),
      );
      return body.items;
    },

    /** POST /documents — creates empty documents (default location: unsorted). Space links only. */
    async create(documents: Array<{ title: string }>, destination?: DocumentDestination): Promise<DocumentSummary[]> {
      const body = await http.json(
        { method: 'POST', path: 'documents', json: { documents, ...(destination ? { destination } : {}) } },
        itemsOf(documentSchema),
      );
      return body.items;
    },

    /** DELETE /documents — moves documents to the trash (restorable with move); returns their ids. */
    delete(documentIds: string[]): Promise<string[]> {
      return http.json({ method: 'DELETE', path: 'documents', json: { documentIds } }, idListSchema);
    },

    /** PUT /documents/move — moves documents to a folder, unsorted or templates; restores from trash. */
    move(documentIds: string[], destination: DocumentDestination): Promise<string[]> {
      return http.json({ method: 'PUT', path: 'documents/move', json: { documentIds, destination } }, idListSchema);
    },
  };
}
