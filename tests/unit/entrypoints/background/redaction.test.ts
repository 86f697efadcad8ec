/**
 * Issue 17 item 14: what the background answers the popup and options carries no secret of a
 * connection, even when the server echoes the key or link id in a shape the patterns miss.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { testConnection } from '../../../../entrypoints/background/connections';
import { setUpDestinations } from '../../../../entrypoints/background/destinations';
import { onTrustedMessage } from '../../../../entrypoints/background/on-message';
import { createServices } from '../../../../entrypoints/background/services';
import { messaging } from '../../../../lib/messaging/protocol';
import { connectionsItem } from '../../../../lib/storage/items';
import { API_URL, connection, ECHO, KEY, leaks } from '../../lib/connections/echo';

/** A Craft that refuses everything, quoting the secrets back. */
function echoingCraft(status: number) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ error: ECHO }), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  return fetch as unknown as typeof globalThis.fetch;
}

beforeEach(() => {
  fakeBrowser.reset();
});

describe('answers', () => {
  it('testing a connection that is not saved yet: its own key and link id are cut out', async () => {
    const result = await testConnection(createServices({ fetch: echoingCraft(403) }), { apiUrl: API_URL, apiKey: KEY });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/Craft said/);
    expect(leaks(result)).toBe(false);
  });

  describe('through the message door', () => {
    beforeEach(async () => {
      vi.stubGlobal('chrome', fakeBrowser);
      await connectionsItem.setValue([connection]);
    });
    afterEach(() => {
      messaging.removeAllListeners();
      vi.unstubAllGlobals();
    });

    function deliver(type: string, data: unknown) {
      return new Promise<{ res?: unknown }>((resolve) => {
        const trigger = fakeBrowser.runtime.onMessage.trigger as (...args: unknown[]) => Promise<unknown>;
        void trigger({ id: 1, type, data, timestamp: Date.now() }, { id: fakeBrowser.runtime.id }, resolve);
      });
    }

    it("a handler's failure answer (folders of a saved connection)", async () => {
      setUpDestinations(createServices({ fetch: echoingCraft(400) }));
      const { res } = await deliver('listFolders', { connectionId: 'c1' });
      expect(res).toMatchObject({ ok: false, error: expect.stringMatching(/Craft rejected the request/) });
      expect(leaks(res)).toBe(false);
    });

    it("any error text a handler lets through, at any depth (as the outbox list's stored errors)", async () => {
      onTrustedMessage('outboxList', async () => [
        {
          id: 'j1',
          kind: 'task',
          title: 'T',
          state: 'parked',
          attempts: 1,
          nextAttemptAt: 0,
          createdAt: 0,
          lastError: ECHO,
        },
      ]);
      onTrustedMessage('outboxRetry', async () => ({ ok: false, error: ECHO }));
      const list = await deliver('outboxList', null);
      expect(list.res).toMatchObject([{ id: 'j1', lastError: expect.stringContaining('is not valid for') }]);
      expect(leaks(list.res)).toBe(false);
      expect(leaks((await deliver('outboxRetry', { id: 'j1' })).res)).toBe(false);
    });
  });
});
