/** GET/POST/DELETE /folders and PUT /folders/move — space links only. */
import { z } from 'zod';
import type { Ctx, Route } from '../context';
import type { FolderRecord } from '../types';
import { parseBody, nonEmptyIds } from '../validate';
import { badRequest, notFound } from '../errors';
import { newId } from '../ids';

const BUILT_INS = [
  ['unsorted', 'Unsorted'],
  ['trash', 'Recently Deleted'],
  ['templates', 'Templates'],
] as const;
const BUILT_IN_IDS = new Set<string>(BUILT_INS.map(([id]) => id));

const createSchema = z.strictObject({
  folders: z.array(z.strictObject({ name: z.string().min(1), parentFolderId: z.string().min(1).optional() })).min(1),
});
const deleteSchema = z.strictObject({ folderIds: nonEmptyIds });
const moveSchema = z.strictObject({
  folderIds: nonEmptyIds,
  destination: z.union([
    z.literal('root'),
    z.strictObject({ destination: z.literal('root') }),
    z.strictObject({ parentFolderId: z.string().min(1) }),
  ]),
});

function requireFolder(ctx: Ctx, id: string): FolderRecord {
  if (BUILT_IN_IDS.has(id)) throw badRequest(`${id} is a built-in location and cannot be changed`);
  const folder = ctx.store.state.folders[id];
  if (!folder) throw notFound(`Folder ${id} not found`);
  return folder;
}

function tree(ctx: Ctx, parentId: string | undefined): unknown[] {
  const docs = Object.values(ctx.store.state.documents);
  return Object.values(ctx.store.state.folders)
    .filter((f) => f.parentId === parentId)
    .map((f) => ({
      id: f.id,
      name: f.name,
      documentCount: docs.filter((d) => d.location === 'folder' && d.folderId === f.id).length,
      folders: tree(ctx, f.id),
    }));
}

export const folderRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/folders',
    kinds: ['space'],
    handler: (ctx) => {
      const docs = Object.values(ctx.store.state.documents);
      const builtIns = BUILT_INS.map(([id, name]) => ({
        id,
        name,
        documentCount: docs.filter((d) => d.location === id).length,
        folders: [],
      }));
      return { json: { items: [...builtIns, ...tree(ctx, undefined)] } };
    },
  },
  {
    method: 'POST',
    pattern: '/folders',
    kinds: ['space'],
    mutates: true,
    handler: (ctx) => {
      const { folders } = parseBody(createSchema, ctx.body);
      folders.forEach((f) => f.parentFolderId && requireFolder(ctx, f.parentFolderId));
      const items = folders.map(({ name, parentFolderId }) => {
        const id = newId();
        ctx.store.state.folders[id] = { id, name, ...(parentFolderId ? { parentId: parentFolderId } : {}) };
        return { id, name, ...(parentFolderId ? { parentFolderId } : {}) };
      });
      return { json: { items } };
    },
  },
  {
    method: 'DELETE',
    pattern: '/folders',
    kinds: ['space'],
    mutates: true,
    handler: (ctx) => {
      const { folderIds } = parseBody(deleteSchema, ctx.body);
      const targets = folderIds.map((id) => requireFolder(ctx, id));
      // Contents go to the parent folder, or to Unsorted for a top-level folder.
      for (const folder of targets) {
        for (const doc of Object.values(ctx.store.state.documents)) {
          if (doc.location !== 'folder' || doc.folderId !== folder.id) continue;
          if (folder.parentId) doc.folderId = folder.parentId;
          else {
            doc.location = 'unsorted';
            delete doc.folderId;
          }
        }
        for (const child of Object.values(ctx.store.state.folders)) {
          if (child.parentId === folder.id) child.parentId = folder.parentId;
          if (!child.parentId) delete child.parentId;
        }
        delete ctx.store.state.folders[folder.id];
      }
      return { json: { items: folderIds } };
    },
  },
  {
    method: 'PUT',
    pattern: '/folders/move',
    kinds: ['space'],
    mutates: true,
    handler: (ctx) => {
      const { folderIds, destination } = parseBody(moveSchema, ctx.body);
      const parentId =
        typeof destination === 'object' && 'parentFolderId' in destination ? destination.parentFolderId : undefined;
      const folders = folderIds.map((id) => requireFolder(ctx, id));
      if (parentId) {
        requireFolder(ctx, parentId);
        for (let p: string | undefined = parentId; p; p = ctx.store.state.folders[p]?.parentId) {
          if (folderIds.includes(p)) throw badRequest('A folder cannot be moved into itself');
        }
      }
      for (const f of folders) {
        if (parentId) f.parentId = parentId;
        else delete f.parentId;
      }
      const dest = parentId ? { parentFolderId: parentId } : 'root';
      return { json: { items: folders.map((f) => ({ id: f.id, destination: dest })) } };
    },
  },
];
