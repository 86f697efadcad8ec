/**
 * A clip `into` a page block (the side panel's note about a page, into the page's own block): at
 * the block's end, exactly once when an answer is lost; to the destination when Craft no longer
 * has the block. Asserts what the emulator holds.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { useEmulator } from './use-emulator';
import { createCraftClient } from '../../../../lib/craft';
import type { Block } from '../../../../lib/craft/types';
import type { ClipRequest } from '../../../../lib/model/clip';
import { deliveryHandlers } from '../../../../lib/outbox/handlers';
import { createOutbox } from '../../../../lib/outbox/outbox';
import { openOutboxStore } from '../../../../lib/outbox/store';

const emulator = useEmulator();

function clientOf() {
  const link = emulator.link('space');
  return createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey, timeoutMs: 300, retry: { limit: 0 } });
}

async function send(request: ClipRequest & { insertAt: 'start' | 'end' }) {
  const client = clientOf();
  const store = await openOutboxStore(`clip-into-${crypto.randomUUID()}`);
  const outbox = createOutbox({
    store,
    handlers: deliveryHandlers({ connect: async () => ({ client, kind: 'space' }), settleMs: 0 }),
    backoff: { baseMs: 1, maxMs: 5 },
  });
  const job = await outbox.enqueue({ kind: 'clip', title: request.title, payload: { request } });
  for (let i = 0; i < 10 && (await store.get(job.id))!.state === 'pending'; i++) await outbox.deliverNow(job.id);
  return (await store.get(job.id))!;
}

const texts = (blocks: unknown) => ((blocks as Block[] | undefined) ?? []).map((b) => String(b.markdown));

/** A document holding a page block with one line in it, and a line after the page. */
async function pageInDocument() {
  const doc = emulator.state.documentByTitle('Project Plan') as Block;
  const [page] = await clientOf().blocks.insertMarkdown(
    '<page><pageTitle>Tomatoes</pageTitle><content>The clip.</content></page>',
    { position: 'end', pageId: doc.id },
  );
  return { doc, pageId: page!.id };
}

const note = (doc: Block, into: string): ClipRequest & { insertAt: 'start' } => ({
  destination: { kind: 'document', id: doc.id, title: 'Project Plan' },
  into: { pageId: into },
  insertAt: 'start',
  markdown: 'Try the cherry ones.\n\n[Tomatoes](https://example.com/t)',
  title: 'Tomatoes',
});

describe('a clip into a page block', () => {
  it.each([false, true])('goes at the end of the page block, once (answer lost: %s)', async (lost) => {
    const { doc, pageId } = await pageInDocument();
    const outside = texts(emulator.state.block(doc.id)?.content).length;
    if (lost) emulator.faults.dropAfterApply({ method: 'POST', path: '/blocks' });
    const job = await send(note(doc, pageId));
    expect(job.state).toBe('done');
    expect(texts(emulator.state.block(pageId)?.content)).toEqual([
      'The clip.',
      'Try the cherry ones.',
      '[Tomatoes](https://example.com/t)',
    ]);
    // Nothing of it beside the page (insertAt 'start' of the document is not used).
    expect(texts(emulator.state.block(doc.id)?.content)).toHaveLength(outside);
  });

  it('a page block deleted in Craft: the note goes to the destination instead', async () => {
    const { doc, pageId } = await pageInDocument();
    await clientOf().blocks.delete([pageId]);
    const job = await send(note(doc, pageId));
    expect(job.state).toBe('done');
    const inDoc = texts(emulator.state.block(doc.id)?.content);
    expect(inDoc.filter((t) => t === 'Try the cherry ones.')).toHaveLength(1);
    expect(inDoc[0]).toBe('Try the cherry ones.');
  });
});
