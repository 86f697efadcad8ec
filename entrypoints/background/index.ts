/**
 * Background wiring only: each concern lives in a sibling file and exposes one `setUpX()`.
 * Listeners must be registered synchronously here (the service worker can wake for a message).
 * Message handlers: register with `onTrustedMessage` from ./on-message, which refuses messages
 * not sent by this extension (sender.id check) — don't call `onMessage` directly.
 */
import { setUpConnections } from './connections';
import { setUpClip } from './clip';
import { setUpCommands } from './commands';
import { setUpContextMenus } from './context-menus';
import { setUpDestinations } from './destinations';
import { setUpImages } from './images';
import { setUpOutbox } from './outbox';
import { setUpScreenshot } from './screenshot';
import { setUpTasks } from './tasks';
import { setUpWelcome } from './welcome';

export default defineBackground(() => {
  setUpConnections();
  setUpClip();
  setUpDestinations();
  setUpContextMenus();
  setUpCommands();
  setUpTasks();
  setUpImages();
  setUpScreenshot();
  setUpOutbox();
  setUpWelcome();
});
