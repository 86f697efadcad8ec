import { describe, expect, it } from 'vitest';
import { clampRequestBytes, MAX_REQUEST_BYTES, planChunks, type SplitFn } from '../../../../lib/clip/chunk-plan';
import { rewrapPage as wrapPage } from '../../../../lib/clip/page-wrapper';
import { type DeliveryTarget, type DeliveryWriter, runDelivery } from '../../../../lib/clip/run-delivery';
import { splitMarkdown } from '../../../../lib/convert/split';
import type { Position } from '../../../../lib/craft/types';

const split: SplitFn = splitMarkdown;

const paragraphs = (n: number) => Array.from({ length: n }, (_, i) => `Paragraph ${i + 1} ${'x'.repeat(80)}`).join('\n\n');

/** Records every call; each insert creates one block per paragraph, ids B1, B2, … */
function fakeWriter(failOnCall?: number) {
  const calls: Array<{ op: string; markdown?: string; position?: Position; title?: string; folderId?: string }> = [];
  let next = 0;
  const writer: DeliveryWriter = {
    async insertMarkdown(markdown, position) {
      calls.push({ op: 'insert', markdown, position });
      if (calls.length === failOnCall) throw new Error('Craft had a problem on its side (HTTP 503).');
      const count = markdown.startsWith('<page>') ? 1 : markdown.split(/\n{2,}/).length;
      return Array.from({ length: count }, () => `B${++next}`);
    },
    async createDocument(title, folderId) {
      calls.push({ op: 'create', title, folderId });
      return 'DOC-NEW';
    },
  };
  return { writer, calls };
}

const today: DeliveryTarget = { destination: { kind: 'daily-note', date: 'today' }, insertAt: 'end', connectionKind: 'space' };

describe('planChunks', () => {
  it('a short inline clip is one request', () => {
    expect(planChunks('a\n\nb', MAX_REQUEST_BYTES, split)).toEqual({ format: 'inline', parts: ['a\n\nb'] });
  });

  it('a page clip keeps its title apart and splits only the body', () => {
    const plan = planChunks(wrapPage('T', paragraphs(20)), 600, split);
    expect(plan.format).toBe('page');
    expect(plan.parts.length).toBeGreaterThan(3);
    expect(plan.parts.join('\n\n')).toBe(paragraphs(20));
  });

  it.each([[undefined, MAX_REQUEST_BYTES], [10, 200], [1e9, MAX_REQUEST_BYTES], [500, 500]])('clampRequestBytes(%s) = %s', (input, expected) => {
    expect(clampRequestBytes(input)).toBe(expected);
  });
});

describe('runDelivery', () => {
  it('inline: first part at the chosen position, each next part after the last block of the one before', async () => {
    const { writer, calls } = fakeWriter();
    const plan = planChunks(paragraphs(6), 200, split);
    const progress: string[] = [];
    const outcome = await runDelivery(plan, { ...today, insertAt: 'start' }, writer, (i, n) => progress.push(`${i}/${n}`));
    expect(calls.map((c) => c.position)).toEqual([
      { position: 'start', date: 'today' },
      { position: 'after', siblingId: 'B2' },
      { position: 'after', siblingId: 'B4' },
    ]);
    expect(calls.map((c) => c.markdown).join('\n\n')).toBe(paragraphs(6));
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
    expect(outcome).toMatchObject({ ok: true, blockIds: ['B1', 'B2', 'B3', 'B4', 'B5', 'B6'] });
  });

  it('page: creates the page with the first part, then appends every part at its end', async () => {
    const { writer, calls } = fakeWriter();
    const plan = planChunks(wrapPage('T', paragraphs(6)), 420, split);
    const outcome = await runDelivery(plan, { ...today, destination: { kind: 'document', id: 'D1', title: 'D' } }, writer);
    expect(calls[0]).toMatchObject({ position: { position: 'end', pageId: 'D1' } });
    expect(calls[0]!.markdown!.startsWith('<page><pageTitle>T</pageTitle><content>')).toBe(true);
    expect(calls.slice(1).map((c) => c.position)).toEqual(calls.slice(1).map(() => ({ position: 'end', pageId: 'B1' })));
    expect(outcome).toMatchObject({ ok: true, blockIds: ['B1'] });
  });

  it('new document: creates it in the folder, then inserts into it', async () => {
    const { writer, calls } = fakeWriter();
    const outcome = await runDelivery(planChunks('hello', 1000, split),
      { ...today, destination: { kind: 'new-document', title: 'My clip', folderId: 'F1' } }, writer);
    expect(calls).toEqual([
      { op: 'create', title: 'My clip', folderId: 'F1' },
      { op: 'insert', markdown: 'hello', position: { position: 'end', pageId: 'DOC-NEW' } },
    ]);
    expect(outcome).toMatchObject({ ok: true, createdDocumentId: 'DOC-NEW', blockIds: ['B1'] });
  });

  it('a failure mid-way says which part failed and keeps the rest, resumable after the last block', async () => {
    const { writer } = fakeWriter(2);
    const plan = planChunks(paragraphs(6), 200, split);
    const outcome = await runDelivery(plan, today, writer);
    expect(outcome).toMatchObject({
      ok: false, failedPart: 2, totalParts: 3, blockIds: ['B1', 'B2'],
      resume: { siblingId: 'B2' }, remainingMarkdown: plan.parts.slice(1).join('\n\n'),
    });
    if (!outcome.ok) expect(outcome.error).toMatch(/^Part 2 of 3 could not be sent\. Craft had a problem/);
  });

  it('a page whose creation fails keeps the whole page markdown and no resume point', async () => {
    const { writer } = fakeWriter(1);
    const markdown = wrapPage('T', 'a\n\nb');
    const outcome = await runDelivery(planChunks(markdown, 1000, split), today, writer);
    expect(outcome).toMatchObject({ ok: false, failedPart: 1, blockIds: [], remainingMarkdown: markdown, resume: undefined });
  });

  it('a page failing after creation keeps the rest as plain blocks for that page', async () => {
    const { writer } = fakeWriter(2);
    const plan = planChunks(wrapPage('T', paragraphs(6)), 420, split);
    const outcome = await runDelivery(plan, today, writer);
    expect(outcome).toMatchObject({ ok: false, failedPart: 2, blockIds: ['B1'], resume: { pageId: 'B1' } });
    if (!outcome.ok) expect(outcome.remainingMarkdown).toBe(plan.parts.slice(1).join('\n\n'));
  });

  it('resume continues after the given block', async () => {
    const { writer, calls } = fakeWriter();
    await runDelivery(planChunks('rest', 1000, split), { ...today, resume: { siblingId: 'B9' } }, writer);
    expect(calls[0]!.position).toEqual({ position: 'after', siblingId: 'B9' });
  });

  it('a destination the connection cannot take fails before any request', async () => {
    const { writer, calls } = fakeWriter();
    const outcome = await runDelivery(planChunks('x', 1000, split), { ...today, connectionKind: 'documents' }, writer);
    expect(calls).toEqual([]);
    expect(outcome).toMatchObject({ ok: false, failedPart: 1, remainingMarkdown: 'x' });
  });
});
