/**
 * Opening the side panel (Chrome) or the sidebar (Firefox) from the toolbar icon's menu and from
 * the `open-panel` command. The browser opens it only while the gesture is handled, so each call
 * is made before anything is awaited. The panel itself is its own page (entrypoints/sidepanel/).
 */
import { openSidePanel } from '../../lib/browser/side-panel';
import type { CommandRuns } from './commands';
import type { MenuRuns } from './menus';

export function setUpSidePanel(): { fromMenu: MenuRuns['panel']; open: CommandRuns['open-panel'] } {
  const open: CommandRuns['open-panel'] = (target) => {
    openSidePanel(target).catch(() => undefined);
  };
  return {
    fromMenu: (_action, click) => {
      open(click);
      return Promise.resolve(undefined);
    },
    open,
  };
}
