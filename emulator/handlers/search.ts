/** GET /documents/search (documents, space) and GET /daily-notes/search (daily-notes). */
import type { Ctx, Route } from '../context';
import type { DocumentRecord } from '../types';
import { bool, exclusive, list, oneOf, str } from '../query';
import { badRequest, notFound } from '../errors';
import { resolveDate } from '../dates';
import { blockJson } from '../block-json';
import { dateFilter } from '../document-filters';
import { matchRanges, matchersFrom, snippet, type Matcher } from '../search-text';
import { LOCATIONS, documentMeta } from './documents';

/** Up to 50 hits: R5 LIVE got 50 for `include` (evidence §3b #10); the docs said top 20. */
const TOP = 50;

function searchDocs(ctx: Ctx, docs: DocumentRecord[], matchers: Matcher[]) {
  const fetchBlocks = bool(ctx.query, 'fetchBlocks');
  const hits = docs.flatMap((doc) => {
    const blocks = [ctx.store.get(doc.id)!, ...ctx.store.descendants(doc.id)];
    const matched = blocks
      .map((b) => ({ b, ranges: matchRanges(b.markdown, matchers) }))
      .filter((m) => m.ranges.length);
    if (!matched.length) return [];
    const score = matched.reduce((n, m) => n + m.ranges.length, 0);
    return [{ doc, score, matched }];
  });
  hits.sort((a, b) => b.score - a.score);
  return hits.slice(0, TOP).map(({ doc, matched }) => ({
    doc,
    markdown: ctx.scope.filterLinks(snippet(matched[0].b.markdown, matched[0].ranges)),
    blockIds: matched.map((m) => m.b.id),
    ...(fetchBlocks
      ? { blocks: matched.map((m) => blockJson(ctx.store, ctx.scope, m.b.id, { maxDepth: 0, fetchMetadata: false })) }
      : {}),
  }));
}

function folderAndDescendants(ctx: Ctx, ids: string[]): Set<string> {
  const out = new Set<string>();
  const add = (id: string) => {
    out.add(id);
    Object.values(ctx.store.state.folders)
      .filter((f) => f.parentId === id)
      .forEach((f) => add(f.id));
  };
  for (const id of ids) {
    if (!ctx.store.state.folders[id]) throw notFound(`Folder ${id} not found`);
    add(id);
  }
  return out;
}

function candidates(ctx: Ctx): DocumentRecord[] {
  const ids = list(ctx.query, 'documentIds');
  if (ctx.kind === 'documents') {
    const mode = oneOf(ctx.query, 'documentFilterMode', ['include', 'exclude'] as const, 'include');
    const docs = ctx.scope.documents();
    if (!ids) return docs;
    return docs.filter((d) => ids.includes(d.id) === (mode === 'include'));
  }
  exclusive(ctx.query, [
    ['documentIds', 'location', 'folderIds'],
    ['location', 'folderIds'],
  ]);
  if (ctx.query.documentFilterMode !== undefined)
    throw badRequest('documentFilterMode is not supported on this connection');
  const location = oneOf(ctx.query, 'location', LOCATIONS);
  const folderIds = list(ctx.query, 'folderIds');
  const byDate = dateFilter(ctx);
  let docs = Object.values(ctx.store.state.documents);
  if (ids) docs = docs.filter((d) => ids.includes(d.id));
  else if (location) docs = docs.filter((d) => d.location === location);
  else if (folderIds) {
    const folders = folderAndDescendants(ctx, folderIds);
    docs = docs.filter((d) => d.location === 'folder' && folders.has(d.folderId!));
  } else docs = docs.filter((d) => d.location !== 'trash');
  return docs.filter(byDate);
}

export const searchRoutes: Route[] = [
  {
    method: 'GET',
    pattern: '/documents/search',
    kinds: ['documents', 'space'],
    handler: (ctx) => {
      const matchers = matchersFrom(ctx.query);
      const meta = bool(ctx.query, 'fetchMetadata');
      const items = searchDocs(ctx, candidates(ctx), matchers).map(({ doc, ...hit }) => ({
        documentId: doc.id,
        ...hit,
        ...(meta ? documentMeta(ctx, doc.id) : {}),
      }));
      return { json: { items } };
    },
  },
  {
    method: 'GET',
    pattern: '/daily-notes/search',
    kinds: ['daily-notes'],
    handler: (ctx) => {
      const matchers = matchersFrom(ctx.query);
      const start = str(ctx.query, 'startDate');
      const end = str(ctx.query, 'endDate');
      const from = start && resolveDate(start, ctx.now, ctx.timezone, 'startDate');
      const to = end && resolveDate(end, ctx.now, ctx.timezone, 'endDate');
      const notes = ctx.scope
        .documents()
        .filter((d) => (!from || d.dailyNoteDate! >= from) && (!to || d.dailyNoteDate! <= to));
      const items = searchDocs(ctx, notes, matchers).map(({ doc, ...hit }) => ({
        dailyNoteDate: doc.dailyNoteDate,
        ...hit,
      }));
      return { json: { items } };
    },
  },
];
