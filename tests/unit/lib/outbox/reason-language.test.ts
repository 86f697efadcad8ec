/**
 * Issue 13: an outbox item's reason is stored as a message key and its values (lastErrorText), so an
 * item parked while the UI was English is explained in German after the browser switched to German;
 * its values are redacted like lastError; a record stored before keys keeps its words.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CraftError, toCraftError } from '../../../../lib/craft/errors';
import { render, text, TextError } from '../../../../lib/i18n/ui-text';
import type { Handlers } from '../../../../lib/outbox/handlers';
import { createOutbox } from '../../../../lib/outbox/outbox';
import { ParkError } from '../../../../lib/outbox/policy';
import { openOutboxStore } from '../../../../lib/outbox/store';
import { summarize } from '../../../../lib/outbox/summary';
import { installEnglishMessages, installMessages } from '../../support/i18n';
import { connection, ECHO, KEY, leaks, LINK } from '../connections/echo';

const german = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../../public/_locales/de/messages.json'), 'utf8'),
) as Record<string, { message: string }>;

async function failing(thrown: () => unknown) {
  const store = await openOutboxStore(`outbox-reason-${crypto.randomUUID()}`);
  const fail = async () => {
    throw thrown();
  };
  const handlers: Handlers = { clip: fail, task: fail, upload: fail, item: fail, mark: fail };
  const outbox = createOutbox({
    store,
    handlers,
    secretsOf: async () => [connection.apiUrl, LINK, KEY],
    maxAttempts: 1,
  });
  const job = await outbox.enqueue({
    kind: 'task',
    title: 'Buy milk',
    connectionId: 'c1',
    payload: { title: 'Buy milk', connectionId: 'c1', place: { kind: 'inbox' } },
  });
  await outbox.drain();
  return (await store.get(job.id))!;
}

afterEach(installEnglishMessages);

describe("an outbox item's reason", () => {
  it('parked in English is shown in German after the switch, from the same record', async () => {
    const stored = await failing(() => new ParkError(text('outbox_connectionRemoved')));
    expect(stored.lastError).toBe(
      'The Craft connection of this item was removed. Copy it, or add the connection again and retry.',
    );
    expect(stored.lastErrorText).toEqual({ key: 'outbox_connectionRemoved' });

    installMessages('de');
    const shown = summarize(stored);
    expect(render(shown.lastErrorText!)).toBe(german.outbox_connectionRemoved!.message);
    expect(render(shown.lastErrorText!)).toMatch(/^Die Craft-Verbindung dieses Eintrags wurde entfernt/);
  });

  it('keeps its values, nested texts too, and renders them in the language of the moment', async () => {
    const stored = await failing(() => new TextError(text('outbox_captionFailed', text('image_httpFailure', 500))));
    expect(stored.state).toBe('parked');
    installMessages('de');
    expect(render(stored.lastErrorText!)).toBe(
      'Das Bild ist angekommen, aber seine Bildunterschrift (der Link zur Seite) konnte nicht hinzugefügt werden: ' +
        'Das Bild konnte nicht heruntergeladen werden: Der Server antwortete mit 500. Es wurde nichts gesendet.',
    );
  });

  it("has its values redacted as lastError is (the connection's key and link id in any shape)", async () => {
    const stored = await failing(() => new ParkError(text('capture_unreadableBecause', ECHO)));
    expect(leaks(ECHO)).toBe(true);
    expect(stored.lastErrorText?.key).toBe('capture_unreadableBecause');
    expect(leaks(stored.lastErrorText)).toBe(false);
    expect(leaks(stored.lastError)).toBe(false);
  });

  it("of a Craft client error is its key too, with the server's own words as a value", async () => {
    const busy = await failing(() => toCraftError({ type: 'status', status: 429, retryAfterMs: 30_000 }));
    const rejected = await failing(() => toCraftError({ type: 'status', status: 400, serverMessage: 'Bad title' }));
    expect(busy.lastErrorText).toEqual({ key: 'error_rateLimited', subs: [{ key: 'error_seconds', subs: [30] }] });
    installMessages('de');
    expect(render(busy.lastErrorText!)).toBe(
      german.error_rateLimited!.message.replace('$1', german.error_seconds!.message.replace('$1', '30')),
    );
    expect(render(rejected.lastErrorText!)).toBe(german.error_rejected!.message.replace('$1', 'Bad title.'));
  });

  it('stays words when the failure had none to give (an error thrown with words)', async () => {
    const stored = await failing(() => new CraftError('bad-request', 'Craft rejected the request: no title.'));
    expect(stored.lastErrorText).toBeUndefined();
    expect(stored.lastError).toBe('Craft rejected the request: no title.');
  });

  it('of a record stored before keys is its words, as they were', () => {
    expect(render('Craft did not return the new task.')).toBe('Craft did not return the new task.');
  });
});
