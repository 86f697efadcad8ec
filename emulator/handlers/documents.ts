/** GET /documents (selected-documents and space shapes) and document create/delete/move (space). */
import { z } from 'zod';
import type { Ctx, Route } from '../context';
import type { DocumentRecord } from '../types';
import { bool, exclusive, oneOf, str } from '../query';
import { parseBody, nonEmptyIds } from '../validate';
import { badRequest, notFound } from '../errors';
import { destinationSchema, placementJson, resolveDestination } from '../destination';
import { dateFilter } from '../document-filters';

export const LOCATIONS = ['unsorted', 'trash', 'templates', 'daily_notes'] as const;

export function documentMeta(ctx: Ctx, id: string) {
  const root = ctx.store.get(id)!;
  return {
    lastModifiedAt: root.lastModifiedAt,
    createdAt: root.createdAt,
    clickableLink: `craftdocs://open?spaceId=${ctx.store.state.space.id}&documentId=${id}`,
  };
}

function listSelected(ctx: Ctx) {
  const meta = bool(ctx.query, 'fetchMetadata');
  return ctx.scope.selectedDocumentIds().map((id) => {
    const doc = ctx.store.state.documents[id];
    // Deleted documents stay listed under a placeholder title (facts §6.2).
    if (!ctx.scope.docVisible(doc)) return { id, title: '[Deleted Document]', isDeleted: true };
    return { id, title: ctx.store.title(id), isDeleted: false, ...(meta ? documentMeta(ctx, id) : {}) };
  });
}

function listSpace(ctx: Ctx) {
  exclusive(ctx.query, [['location', 'folderId']]);
  const meta = bool(ctx.query, 'fetchMetadata');
  const location = oneOf(ctx.query, 'location', LOCATIONS);
  const folderId = str(ctx.query, 'folderId');
  if (folderId && !ctx.store.state.folders[folderId]) throw notFound(`Folder ${folderId} not found`);
  const byDate = dateFilter(ctx);
  let docs = Object.values(ctx.store.state.documents);
  // Without a location the trash is left out: "all documents" means the live ones.
  if (location) docs = docs.filter((d) => d.location === location);
  // Live behaviour (facts §7.16): folderId lists the folder's own documents, not its subfolders'.
  else if (folderId) docs = docs.filter((d) => d.location === 'folder' && d.folderId === folderId);
  else docs = docs.filter((d) => d.location !== 'trash');
  return docs.filter(byDate).map((d: DocumentRecord) => ({
    id: d.id,
    title: ctx.store.title(d.id),
    ...(d.dailyNoteDate ? { dailyNoteDate: d.dailyNoteDate } : {}),
    ...(meta ? documentMeta(ctx, d.id) : {}),
  }));
}

const createSchema = z.strictObject({
  documents: z.array(z.strictObject({ title: z.string() })).min(1),
  destination: destinationSchema.optional(),
});
const deleteSchema = z.strictObject({ documentIds: nonEmptyIds });
const moveSchema = z.strictObject({ documentIds: nonEmptyIds, destination: destinationSchema });

export const documentRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/documents',
    kinds: ['documents', 'space'],
    handler: (ctx) => ({ json: { items: ctx.kind === 'documents' ? listSelected(ctx) : listSpace(ctx) } }),
  },
  {
    method: 'POST',
    pattern: '/documents',
    kinds: ['space'],
    mutates: true,
    handler: (ctx) => {
      const body = parseBody(createSchema, ctx.body);
      const placement = resolveDestination(ctx, body.destination);
      const items = body.documents.map(({ title }) => {
        const root = ctx.store.createDocument(title, placement);
        return { id: root.id, title, clickableLink: documentMeta(ctx, root.id).clickableLink };
      });
      return { json: { items } };
    },
  },
  {
    method: 'DELETE',
    pattern: '/documents',
    kinds: ['space'],
    mutates: true,
    handler: (ctx) => {
      const { documentIds } = parseBody(deleteSchema, ctx.body);
      const docs = documentIds.map((id) => ctx.scope.requireDocument(id));
      for (const doc of docs) {
        if (doc.location === 'trash') continue;
        doc.trashedFrom = { location: doc.location, folderId: doc.folderId };
        doc.location = 'trash';
        delete doc.folderId;
        ctx.store.touch(doc.id);
      }
      return { json: { items: documentIds } };
    },
  },
  {
    method: 'PUT',
    pattern: '/documents/move',
    kinds: ['space'],
    mutates: true,
    handler: (ctx) => {
      const body = parseBody(moveSchema, ctx.body);
      const placement = resolveDestination(ctx, body.destination);
      const docs = body.documentIds.map((id) => ctx.scope.requireDocument(id));
      const daily = docs.find((d) => d.dailyNoteDate && !d.trashedFrom);
      if (daily) throw badRequest(`Document ${daily.id} is a daily note; daily notes cannot be moved`);
      for (const doc of docs) {
        // A trashed daily note can only go back to being a daily note.
        const target = doc.dailyNoteDate ? { location: 'daily_notes' as const } : placement;
        doc.location = target.location;
        doc.folderId = target.folderId;
        if (!doc.folderId) delete doc.folderId;
        delete doc.trashedFrom;
        ctx.store.touch(doc.id);
      }
      return { json: { items: docs.map((d) => ({ id: d.id, destination: placementJson(placement) })) } };
    },
  },
];
