/**
 * The one door into the background: `onTrustedMessage` registers a handler for a protocol message,
 * refuses anything not sent by this extension's own pages and scripts (lib/messaging/trusted.ts),
 * and cleans every error text of its answer of the saved connections' secrets by value — the last
 * net under each handler's own redaction, so no server echo of a key reaches the popup or options.
 * Every handler uses it; the popup's progress listeners use the same guard.
 */
import { onTrustedMessage as onTrusted } from '../../lib/messaging/trusted';
import { redactAnswer, savedSecrets } from './secrets';

export const onTrustedMessage: typeof onTrusted = (type, handler) =>
  onTrusted(type, async (data, sender) => redactAnswer(await handler(data, sender), await savedSecrets()));
