/**
 * The one door into any extension context: `onTrustedMessage` registers a handler for a protocol
 * message and refuses anything not sent by this extension's own pages and scripts. Every listener
 * uses it (tests/unit/hostile/extension-boundaries.test.ts keeps that true).
 */
import { browser } from 'wxt/browser';
import { onMessage, type ProtocolMap } from './protocol';
import { t } from '../i18n/t';

type Data<K extends keyof ProtocolMap> = Parameters<ProtocolMap[K]>[0];
type Reply<K extends keyof ProtocolMap> = ReturnType<ProtocolMap[K]>;

export interface MessageSender {
  id?: string;
  url?: string;
  tab?: { id?: number };
}

export function isFromThisExtension(
  sender: MessageSender | undefined,
  runtimeId: string = browser.runtime.id,
): boolean {
  return sender?.id !== undefined && sender.id === runtimeId;
}

export function onTrustedMessage<K extends keyof ProtocolMap>(
  type: K,
  handler: (data: Data<K>, sender: MessageSender) => Reply<K> | Promise<Reply<K>>,
): () => void {
  return onMessage(type, (message) => {
    const sender = (message as { sender?: MessageSender }).sender;
    // A throw becomes `{ err }` on the wire: the sender learns nothing but the refusal.
    if (!isFromThisExtension(sender)) throw new Error(t('common_refused'));
    return handler(message.data as Data<K>, sender as MessageSender);
  });
}
