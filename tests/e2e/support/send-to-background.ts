/**
 * Sends one message of lib/messaging/protocol.ts from an extension page, in @webext-core/messaging's
 * wire shape `{ id, type, data, timestamp }` → `{ res }` | `{ err }`, so tests reach the same
 * background handlers the popup and options page use.
 */
import type { Page } from '@playwright/test';
import type { ProtocolMap } from '../../../lib/messaging/protocol';

/** The part of `chrome.runtime` used here; @types/chrome is not installed. */
interface ChromeRuntime {
  sendMessage(message: unknown, callback: (response?: { res?: unknown; err?: { message?: string } }) => void): void;
  lastError?: { message?: string };
}

type Data<K extends keyof ProtocolMap> = Parameters<ProtocolMap[K]>[0];
type Res<K extends keyof ProtocolMap> = ReturnType<ProtocolMap[K]>;

/** `page` must be an extension page (chrome-extension://…): only those may talk to the background. */
export async function sendToBackground<K extends keyof ProtocolMap>(
  page: Page,
  type: K,
  ...[data]: Data<K> extends undefined ? [data?: Data<K>] : [data: Data<K>]
): Promise<Res<K>> {
  const reply = await page.evaluate(
    ({ type, data }) =>
      new Promise<{ res?: unknown; err?: { message?: string } }>((resolve, reject) => {
        const { runtime } = (globalThis as unknown as { chrome: { runtime: ChromeRuntime } }).chrome;
        const message = { id: Math.floor(Math.random() * 1e9), type, data, timestamp: Date.now() };
        runtime.sendMessage(message, (response) => {
          if (runtime.lastError) reject(new Error(runtime.lastError.message));
          else resolve(response ?? { err: { message: `No handler answered "${type}"` } });
        });
      }),
    { type, data: data ?? null },
  );
  if (reply.err != null) throw new Error(`${type}: ${reply.err.message ?? JSON.stringify(reply.err)}`);
  return reply.res as Res<K>;
}
