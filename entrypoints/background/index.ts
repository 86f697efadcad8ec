/**
 * Background wiring only: each concern lives in a sibling file and exposes one `setUpX()`.
 * Listeners must be registered synchronously here (the service worker can wake for a message).
 * Message handlers: register with `onTrustedMessage` from ./on-message, which refuses messages
 * not sent by this extension (sender.id check) — don't call `onMessage` directly.
 */
import { setUpConnections } from './connections';

export default defineBackground(() => {
  setUpConnections();
});
