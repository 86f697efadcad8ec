/** Folders (space links only): the location tree, create, delete, move. */
import type { Http } from '../http';
import { folderSchema, idListSchema, itemsOf } from '../schemas';
import type { Folder, FolderDestination } from '../types';

export function foldersApi(http: Http) {
  return {
    /** GET /folders — the folder tree with document counts, built-ins (unsorted, trash, templates) first. */
    async list(): Promise<Folder[]> {
      return (await http.json({ method: 'GET', path: 'folders' }, itemsOf(folderSchema))).items;
    },

    /** POST /folders — creates folders at the root or inside `parentFolderId`; returns them with ids. */
    async create(folders: Array<{ name: string; parentFolderId?: string }>): Promise<Folder[]> {
      return (await http.json({ method: 'POST', path: 'folders', json: { folders } }, itemsOf(folderSchema))).items;
    },

    /** DELETE /folders — deletes folders (contents move to the parent); returns their ids. */
    delete(folderIds: string[]): Promise<string[]> {
      return http.json({ method: 'DELETE', path: 'folders', json: { folderIds } }, idListSchema);
    },

    /** PUT /folders/move — moves folders to the root (`'root'`) or into another folder; returns their ids. */
    move(folderIds: string[], destination: FolderDestination): Promise<string[]> {
      return http.json({ method: 'PUT', path: 'folders/move', json: { folderIds, destination } }, idListSchema);
    },
  };
}
