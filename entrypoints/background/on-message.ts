/**
 * The one door into the background: `onTrustedMessage` (lib/messaging/trusted.ts) registers a
 * handler for a protocol message and refuses anything not sent by this extension's own pages and
 * scripts. Every handler uses it; the popup's progress listeners use the same guard.
 */
export { onTrustedMessage } from '../../lib/messaging/trusted';
