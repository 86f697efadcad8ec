/** Collections: list, create, schema get/put, items get/add/update/delete (all kinds). */
import { z } from 'zod';
import type { Ctx, Route } from '../context';
import type { BlockRecord } from '../types';
import { ALL_KINDS } from '../context';
import { int, list, oneOf, str } from '../query';
import { parseBody, positionSchema, nonEmptyIds } from '../validate';
import { notFound } from '../errors';
import { resolveDate } from '../dates';
import { blockJson } from '../block-json';
import { resolvePosition } from '../position';
import {
  addItems,
  createCollection,
  editableSchema,
  jsonSchemaItems,
  normalizeSchema,
  validateProperties,
} from '../collections-model';

const propertySchema = z.object({
  key: z.string().optional(),
  name: z.string().min(1),
  type: z.string().min(1),
  options: z.array(z.union([z.string(), z.object({ name: z.string(), color: z.string().optional() })])).optional(),
});
const schemaInput = z.object({
  name: z.string().min(1),
  contentPropDetails: z.object({ key: z.string().optional(), name: z.string().optional() }).optional(),
  properties: z.array(propertySchema).optional(),
});
const itemInput = z.strictObject({
  title: z.string().optional(),
  properties: z.record(z.string(), z.unknown()).optional(),
});

function requireCollection(ctx: Ctx): BlockRecord {
  const block = ctx.store.get(ctx.params.collectionId);
  if (!block || block.type !== 'collection' || !ctx.scope.blockVisible(block.id)) {
    throw notFound(`Collection ${ctx.params.collectionId} not found`);
  }
  return block;
}

function requireItem(ctx: Ctx, collection: BlockRecord, id: string): BlockRecord {
  if (!collection.children.includes(id)) throw notFound(`Item ${id} not found in collection ${collection.id}`);
  return ctx.store.get(id)!;
}

const itemJson = (ctx: Ctx, id: string, maxDepth: number) =>
  blockJson(ctx.store, ctx.scope, id, { maxDepth: maxDepth < 0 ? -1 : maxDepth, fetchMetadata: false });

export const collectionRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/collections',
    kinds: ALL_KINDS,
    handler: (ctx) => {
      const ids = list(ctx.query, 'documentIds');
      const mode =
        ctx.kind === 'documents'
          ? oneOf(ctx.query, 'documentFilterMode', ['include', 'exclude'] as const, 'include')
          : 'include';
      const start = ctx.kind === 'daily-notes' ? str(ctx.query, 'startDate') : undefined;
      const end = ctx.kind === 'daily-notes' ? str(ctx.query, 'endDate') : undefined;
      const from = start && resolveDate(start, ctx.now, ctx.timezone, 'startDate');
      const to = end && resolveDate(end, ctx.now, ctx.timezone, 'endDate');
      const items = ctx.scope.documents().flatMap((doc) => {
        if (ids && ids.includes(doc.id) !== (mode === 'include')) return [];
        if ((from && doc.dailyNoteDate! < from) || (to && doc.dailyNoteDate! > to)) return [];
        return ctx.store
          .descendants(doc.id)
          .filter((b) => b.type === 'collection')
          .map((c) => ({
            id: c.id,
            name: c.markdown,
            itemCount: c.children.length,
            ...(ctx.kind === 'daily-notes' ? { dailyNoteDate: doc.dailyNoteDate } : { documentId: doc.id }),
          }));
      });
      return { json: { items } };
    },
  },
  {
    method: 'POST',
    pattern: '/collections',
    kinds: ALL_KINDS,
    mutates: true,
    handler: (ctx) => {
      const body = parseBody(z.strictObject({ schema: schemaInput, position: positionSchema.optional() }), ctx.body);
      const target = resolvePosition(ctx, body.position);
      const block = createCollection(ctx.store, target.parentId, target.index, body.schema);
      return { json: { collectionBlockId: block.id, name: block.markdown, schema: block.schema } };
    },
  },
  {
    method: 'GET',
    pattern: '/collections/:collectionId/schema',
    kinds: ALL_KINDS,
    handler: (ctx) => {
      const format = oneOf(ctx.query, 'format', ['schema', 'json-schema-items'] as const, 'json-schema-items');
      const { schema } = requireCollection(ctx);
      return { json: format === 'schema' ? editableSchema(schema!) : jsonSchemaItems(schema!) };
    },
  },
  {
    method: 'PUT',
    pattern: '/collections/:collectionId/schema',
    kinds: ALL_KINDS,
    mutates: true,
    handler: (ctx) => {
      const { schema } = parseBody(z.strictObject({ schema: schemaInput }), ctx.body);
      const collection = requireCollection(ctx);
      const next = normalizeSchema(schema);
      next.key = collection.schema!.key;
      collection.schema = next;
      collection.markdown = next.name;
      // Values of removed properties go with them; kept keys keep their values.
      const keys = new Set(next.properties.map((p) => p.key));
      for (const id of collection.children) {
        const props = ctx.store.get(id)!.props.properties as Record<string, unknown>;
        for (const key of Object.keys(props)) if (!keys.has(key)) delete props[key];
      }
      ctx.store.touch(collection.id);
      return { json: { collectionBlockId: collection.id, schema: next } };
    },
  },
  {
    method: 'GET',
    pattern: '/collections/:collectionId/items',
    kinds: ALL_KINDS,
    handler: (ctx) => {
      const maxDepth = int(ctx.query, 'maxDepth', -1, -1);
      const collection = requireCollection(ctx);
      return { json: { items: collection.children.map((id) => itemJson(ctx, id, maxDepth)) } };
    },
  },
  {
    method: 'POST',
    pattern: '/collections/:collectionId/items',
    kinds: ALL_KINDS,
    mutates: true,
    handler: (ctx) => {
      const body = parseBody(
        z.strictObject({ items: z.array(itemInput).min(1), allowNewSelectOptions: z.boolean().optional() }),
        ctx.body,
      );
      const collection = requireCollection(ctx);
      const created = addItems(ctx.store, collection, body.items, body.allowNewSelectOptions ?? false);
      return { json: { items: created.map((b) => itemJson(ctx, b.id, -1)) } };
    },
  },
  {
    method: 'PUT',
    pattern: '/collections/:collectionId/items',
    kinds: ALL_KINDS,
    mutates: true,
    handler: (ctx) => {
      const body = parseBody(
        z.strictObject({
          itemsToUpdate: z.array(itemInput.extend({ id: z.string().min(1) })).min(1),
          allowNewSelectOptions: z.boolean().optional(),
        }),
        ctx.body,
      );
      const collection = requireCollection(ctx);
      const items = body.itemsToUpdate.map((u, i) => {
        validateProperties(
          collection.schema!,
          u.properties ?? {},
          body.allowNewSelectOptions ?? false,
          `itemsToUpdate.${i}.properties`,
        );
        return requireItem(ctx, collection, u.id);
      });
      body.itemsToUpdate.forEach((u, i) => {
        // Omitted properties are preserved.
        Object.assign(items[i].props.properties as object, u.properties ?? {});
        if (u.title !== undefined) items[i].markdown = u.title;
        ctx.store.touch(items[i].id);
      });
      return { json: { items: items.map((b) => itemJson(ctx, b.id, -1)) } };
    },
  },
  {
    method: 'DELETE',
    pattern: '/collections/:collectionId/items',
    kinds: ALL_KINDS,
    mutates: true,
    handler: (ctx) => {
      const { idsToDelete } = parseBody(z.strictObject({ idsToDelete: nonEmptyIds }), ctx.body);
      const collection = requireCollection(ctx);
      idsToDelete.forEach((id) => requireItem(ctx, collection, id));
      idsToDelete.forEach((id) => ctx.store.remove(id));
      return { json: { items: idsToDelete.map((id) => ({ id })) } };
    },
  },
];
