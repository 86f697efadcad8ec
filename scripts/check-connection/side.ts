/**
 * One service the check talks to — the user's connection or our emulator — with the place its
 * questions write into and everything they create, so all of it is removed at the end.
 * The place: a new scratch document on an All Documents link (deleted at the end), the end of the
 * first selected document on a Selected Documents link, and the end of today's (or yesterday's)
 * existing daily note on a Daily Notes link — never a new daily note, which could not be removed.
 */
import type { ConnectionKind } from '../../lib/craft/types';
import type { Answer, Request, Wire } from './wire';

export type Place = { pageId: string } | { date: string };

export interface Side {
  kind: ConnectionKind;
  marker: string;
  /** Where writes go; undefined when there is no place that can be left as it was found. */
  place?: Place;
  send(request: Request): Promise<Answer>;
  /** POST /blocks markdown at the end of the place; the blocks it made are noted for removal. */
  write(markdown: string): Promise<Answer>;
  /** The place's top-level blocks with these ids, in the place's order. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- blocks parsed from a JSON answer, compared loosely by question.ts
  readBack(ids: string[]): Promise<any[]>;
  /** What is still there to remove at the end (a question adds the tasks it creates). */
  created: { blocks: Set<string>; tasks: Set<string>; documents: Set<string> };
  /** Notes a block a question created by other means (an upload), for removal at the end. */
  noteBlock(id: string): void;
  /** DELETE /blocks for blocks of ours, no longer to be removed at the end. */
  removeBlocks(ids: string[]): Promise<Answer>;
  /** Placeholders for the run's marker, our ids and URLs, so two services' answers compare. */
  norm(text: string): string;
  cleanup(): Promise<void>;
}

const UUID = /\b[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}\b/g;
const URL_RE = /https?:\/\/[^\s)"'<>\]]+/g;

async function findPlace(
  wire: Wire,
  kind: ConnectionKind,
  marker: string,
  created: Side['created'],
): Promise<Place | undefined> {
  if (kind === 'space') {
    const res = await wire.send({
      method: 'POST',
      path: '/documents',
      json: { documents: [{ title: `Clip to Craft connection check ${marker}` }] },
    });
    const id = res.json?.items?.[0]?.id;
    if (typeof id !== 'string') return undefined;
    created.documents.add(id);
    return { pageId: id };
  }
  if (kind === 'documents') {
    const res = await wire.send({ method: 'GET', path: '/documents' });
    const doc = (res.json?.items ?? []).find((d: { isDeleted?: boolean }) => !d.isDeleted);
    return doc ? { pageId: doc.id } : undefined;
  }
  for (const date of ['today', 'yesterday']) {
    if ((await wire.send({ method: 'GET', path: `/blocks?date=${date}&maxDepth=0` })).status === 200) return { date };
  }
  return undefined;
}

export async function openSide(wire: Wire, kind: ConnectionKind, marker: string): Promise<Side> {
  const created = { blocks: new Set<string>(), tasks: new Set<string>(), documents: new Set<string>() };
  const place = await findPlace(wire, kind, marker, created);
  const where = (p: Place) => ('pageId' in p ? `id=${encodeURIComponent(p.pageId)}` : `date=${p.date}`);
  /** Every id this side created, removed or not, for norm(). */
  const ours = new Set<string>();
  const note = (id: string) => {
    created.blocks.add(id);
    ours.add(id);
  };
  const removeBlocks = async (ids: string[]) => {
    ids.forEach((id) => created.blocks.delete(id));
    return wire.send({ method: 'DELETE', path: '/blocks', json: { blockIds: ids } });
  };
  return {
    kind,
    marker,
    place,
    created,
    send: (request) => wire.send(request),
    async write(markdown) {
      if (!place) throw new Error('no place to write into');
      const res = await wire.send({
        method: 'POST',
        path: '/blocks',
        json: { markdown, position: { position: 'end', ...place } },
      });
      for (const item of res.json?.items ?? []) if (typeof item?.id === 'string') note(item.id);
      return res;
    },
    async readBack(ids) {
      if (!place) return [];
      const res = await wire.send({ method: 'GET', path: `/blocks?${where(place)}&maxDepth=1` });
      const wanted = new Set(ids);
      return (res.json?.content ?? []).filter((b: { id: string }) => wanted.has(b.id));
    },
    removeBlocks,
    noteBlock: note,
    norm(text) {
      let out = text.split(marker).join('<m>');
      for (const id of [...ours, ...created.tasks, ...created.documents]) out = out.split(id).join('<id>');
      return out.replace(URL_RE, '<url>').replace(UUID, '<id>');
    },
    async cleanup() {
      if (created.tasks.size)
        await wire.send({ method: 'DELETE', path: '/tasks', json: { idsToDelete: [...created.tasks] } });
      // Blocks inside the scratch document go with it. One request; one by one if that one is refused.
      const blocks = [...created.blocks];
      if (blocks.length && !created.documents.size && (await removeBlocks(blocks)).status >= 300) {
        for (const id of blocks) await removeBlocks([id]);
      }
      if (created.documents.size)
        await wire.send({ method: 'DELETE', path: '/documents', json: { documentIds: [...created.documents] } });
    },
  };
}
