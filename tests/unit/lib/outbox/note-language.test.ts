/**
 * Issue 13: what a delivered clip or upload tells the user (an image left out, a caption missing) is
 * stored as a message key and its values, so a clip delivered while the UI was English reads in
 * German after the switch. A job stored by the version before, its notes in words, still delivers
 * and keeps those words as they were (against the emulator).
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCraftClient } from '../../../../lib/craft';
import type { Block } from '../../../../lib/craft/types';
import { render } from '../../../../lib/i18n/ui-text';
import type { ClipRequest } from '../../../../lib/model/clip';
import type { UploadJob } from '../../../../lib/model/types';
import { planOf } from '../../../../lib/outbox/kinds/clip/clip-plan';
import type { ClipDelivered } from '../../../../lib/outbox/kinds/clip/clip-progress';
import { deliveryHandlers } from '../../../../lib/outbox/handlers';
import { createOutbox } from '../../../../lib/outbox/outbox';
import { openOutboxStore } from '../../../../lib/outbox/store';
import type { JobOf, OutboxJob } from '../../../../lib/outbox/types';
import type { UploadDelivered, UploadJobProgress } from '../../../../lib/outbox/kinds/upload/upload-progress';
import type { ClipJobProgress } from '../../../../lib/outbox/kinds/clip/clip-progress';
import { installEnglishMessages, installMessages } from '../../support/i18n';
import { useEmulator } from './use-emulator';

const german = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../../public/_locales/de/messages.json'), 'utf8'),
) as Record<string, { message: string }>;
const de = (key: string, ...subs: string[]) =>
  subs.reduce((s, sub, i) => s.replace(`$${i + 1}`, sub), german[key]!.message);

const PNG = readFileSync(new URL('../../../e2e/site/images/png.png', import.meta.url));
const NOT_AN_IMAGE = { url: 'data:image/png;base64,bm90', base64: Buffer.from('not an image').toString('base64') };
const today = { kind: 'daily-note', date: 'today' } as const;
const source = { title: 'The page', url: 'https://example.com/page' };
/** What the version before stored: the note in the words of the UI language of that moment. */
const OLD_NOTE = 'An image of this clip was left out: The image is empty (0 bytes).';
const OLD_WARNING = 'The image arrived, but Craft did not return its caption.';

const emulator = useEmulator();

async function outboxFor() {
  const link = emulator.link('space');
  const client = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey, timeoutMs: 500, retry: { limit: 0 } });
  const store = await openOutboxStore(`note-language-${crypto.randomUUID()}`);
  const handlers = deliveryHandlers({ connect: async () => ({ client, kind: 'space' }), settleMs: 0 });
  const outbox = createOutbox({ store, handlers, backoff: { baseMs: 1, maxMs: 5 } });
  /** Delivers until done or parked, as the background's wake-ups would. */
  async function settle(id: string): Promise<OutboxJob> {
    for (let i = 0; i < 10 && (await store.get(id))!.state === 'pending'; i++) {
      await outbox.deliverNow(id);
      await new Promise((r) => setTimeout(r, 5));
    }
    return (await store.get(id))!;
  }
  return { outbox, store, client, settle };
}

const clip = (request: Partial<ClipRequest>) => ({
  kind: 'clip' as const,
  title: 't',
  payload: { request: { destination: today, insertAt: 'end' as const, title: 't', markdown: '', ...request } },
});
const upload = (payload: Partial<UploadJob>) => ({
  kind: 'upload' as const,
  title: 'Image',
  payload: { destination: today, bytes: new Uint8Array(PNG).buffer, contentType: 'image/png' as const, ...payload },
});
const texts = () => ((emulator.state.dailyNote('today')?.content ?? []) as Block[]).map((b) => b.markdown);

afterEach(installEnglishMessages);

describe('what a delivered clip or upload tells the user', () => {
  it('an image left out of a clip, noted in English, reads in German after the switch', async () => {
    const box = await outboxFor();
    const job = await box.outbox.enqueue(clip({ markdown: 'Text\n\n![x](craft-upload:1)', uploads: [NOT_AN_IMAGE] }));
    const done = await box.settle(job.id);
    expect(done.state).toBe('done');
    const { notes } = done.result as ClipDelivered;
    expect(notes).toEqual([{ key: 'outbox_imageLeftOut', subs: [{ key: 'outbox_imageNotAnImage' }] }]);
    expect(render(notes![0]!)).toMatch(/^An image of this clip was left out: This is not an image/);

    installMessages('de');
    expect(render(notes![0]!)).toBe(de('outbox_imageLeftOut', de('outbox_imageNotAnImage')));
    expect(render(notes![0]!)).toMatch(/^Ein Bild dieses Clips wurde weggelassen: Das ist kein Bild/);
  });

  it("an upload whose caption Craft refused says so in German after the switch, with the server's words", async () => {
    const box = await outboxFor();
    emulator.faults.force({ method: 'POST', path: '/blocks', status: 400 });
    const done = await box.settle((await box.outbox.enqueue(upload({ source }))).id);
    expect(done.state).toBe('done');
    const { warning } = done.result as UploadDelivered;
    expect(warning).toMatchObject({ key: 'outbox_captionFailed', subs: [{ key: 'error_rejected' }] });

    installMessages('de');
    expect(render(warning!)).toMatch(
      /^Das Bild ist angekommen, aber seine Bildunterschrift .* konnte nicht hinzugefügt werden: /,
    );
    expect(render(warning!)).not.toMatch(/The image arrived|Craft rejected/);
  });

  it('a caption refusal that echoes the link id or a key keeps neither in the stored warning', async () => {
    const box = await outboxFor();
    const echo = 'Bad caption for /links/AbCdEf123456/api/v1/blocks with pdk_SeCrEt123456 (Bearer tok123456)';
    emulator.faults.force({ method: 'POST', path: '/blocks', status: 400, body: { error: echo } });
    const done = await box.settle((await box.outbox.enqueue(upload({ source }))).id);
    expect(done.state).toBe('done');
    const stored = JSON.stringify((done.result as UploadDelivered).warning);
    expect(stored).toContain('Bad caption');
    expect(stored).not.toMatch(/AbCdEf123456|SeCrEt123456|tok123456/);
  });

  it('a clip job stored by the version before, its note in words, still delivers; the words stay as they were', async () => {
    const box = await outboxFor();
    const job = await box.outbox.enqueue(
      clip({ markdown: '![x](craft-upload:1)\n\nAfter the image\n\n![y](craft-upload:2)', uploads: [] }),
    );
    const totalParts = planOf(job as JobOf<'clip'>).parts.length;
    // Stored mid-way by the version before: the first image was left out, its note kept in words.
    const old: ClipJobProgress = { nextPart: 1, totalParts, blockIds: [], notes: [OLD_NOTE] };
    await box.store.update(job.id, (stored) => stored && ({ ...stored, progress: old } as OutboxJob));

    const done = await box.settle(job.id);
    expect(done.state).toBe('done');
    expect(texts()).toContain('After the image');
    const { notes } = done.result as ClipDelivered;
    installMessages('de');
    expect(notes!.map(render)).toEqual([OLD_NOTE, de('outbox_imageLeftOut', de('outbox_imageMissing'))]);
  });

  it('an upload job stored by the version before, its warning in words, still delivers and keeps them', async () => {
    const box = await outboxFor();
    const job = await box.outbox.enqueue(upload({ source }));
    // The image arrived and its caption was given up on, in the words of the version before.
    const made = await box.client.upload(new Uint8Array(PNG).buffer, 'image/png', { position: 'end', date: 'today' });
    const old: UploadJobProgress = { blockId: made.blockId, assetUrl: made.assetUrl, warning: OLD_WARNING };
    await box.store.update(job.id, (stored) => stored && ({ ...stored, progress: old } as OutboxJob));

    const done = await box.settle(job.id);
    expect(done.state).toBe('done');
    installMessages('de');
    expect(done.result).toMatchObject({ blockId: made.blockId, warning: OLD_WARNING });
    expect(render((done.result as UploadDelivered).warning!)).toBe(OLD_WARNING);
  });
});
