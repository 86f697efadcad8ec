/** The open questions about the trash (shared/spec/craft-api-evidence.md §8 N1–N2). */
import type { Question } from './question';
import { expectOk, shapeOf } from './question';

/** Whether the link answers `location=trash` (a Selected Documents link may have no trash listing). */
export const trashListing: Question = {
  id: 'trash-listing',
  title: 'What GET /documents?location=trash answers on this kind of link',
  evidence: '§8 N2',
  kinds: ['space', 'documents'],
  async ask(side) {
    const res = await side.send({ method: 'GET', path: '/documents?location=trash' });
    const first = res.json?.items?.[0];
    return { answer: shapeOf(res), fields: first && typeof first === 'object' ? Object.keys(first).sort() : [] };
  },
};

/** The scratch document moved to the trash: is it listed there, and does a write into it still answer 200? */
export const trashWrite: Question = {
  id: 'trash-write',
  title: 'Whether a document in the trash is listed there and still takes a block write',
  evidence: '§8 N1',
  kinds: ['space'],
  writes: true,
  async ask(side) {
    const id = side.place && 'pageId' in side.place ? side.place.pageId : undefined;
    if (!id) throw new Error('no scratch document');
    expectOk(
      await side.send({ method: 'DELETE', path: '/documents', json: { documentIds: [id] } }),
      'DELETE /documents',
    );
    try {
      const listed = await side.send({ method: 'GET', path: '/documents?location=trash' });
      const write = await side.write(`Connection check write into the trash ${side.marker}`);
      return {
        listing: shapeOf(listed),
        named: (listed.json?.items ?? []).some((d: { id?: string }) => d?.id === id),
        write: shapeOf(write),
      };
    } finally {
      // Back where it was, so the end of the check removes it like any other run's.
      await side.send({
        method: 'PUT',
        path: '/documents/move',
        json: { documentIds: [id], destination: { destination: 'unsorted' } },
      });
    }
  },
};
