/**
 * The context-menu entries for a connection kind and the last used destination: one "to today's
 * daily note" entry per context (or to the default destination where there are no daily notes),
 * and one "to <last destination>" entry, hidden when there is none.
 */
import type { CaptureMode, ConnectionKind, Destination } from '../model/types';
import { destinationKey } from './recent';
import { destinationLabel, hasDailyNotes } from './position';

export type MenuContext = 'selection' | 'page' | 'link';
export type MenuTarget = 'today' | 'last';

export interface MenuItem {
  id: string;
  title: string;
  contexts: [MenuContext];
  visible: boolean;
}

const CONTEXTS: MenuContext[] = ['selection', 'page', 'link'];
const TODAY: Destination = { kind: 'daily-note', date: 'today' };

export function menuItemId(context: MenuContext, target: MenuTarget): string {
  return `clip-${context}-${target}`;
}

export function parseMenuItemId(id: string | number): { mode: CaptureMode; target: MenuTarget } | undefined {
  const match = /^clip-(selection|page|link)-(today|last)$/.exec(String(id));
  return match ? { mode: match[1] as CaptureMode, target: match[2] as MenuTarget } : undefined;
}

/** Chrome replaces `%s` in a title with the selected text: a document title must not do that. */
const menuText = (text: string) => text.replace(/%/g, '%%');

export function buildMenuItems(kind: ConnectionKind | undefined, last: Destination | undefined): MenuItem[] {
  const daily = kind === undefined || hasDailyNotes(kind);
  const showLast = last !== undefined && !(daily && destinationKey(last) === destinationKey(TODAY));
  return CONTEXTS.flatMap((context): MenuItem[] => [
    {
      id: menuItemId(context, 'today'),
      title: daily
        ? `Clip ${context} to today's daily note`
        : `Clip ${context} to the default document (this connection has no daily notes)`,
      contexts: [context],
      visible: kind !== undefined,
    },
    {
      id: menuItemId(context, 'last'),
      title: last ? `Clip ${context} to ${menuText(destinationLabel(last))}` : `Clip ${context} to the last destination`,
      contexts: [context],
      visible: kind !== undefined && showLast,
    },
  ]);
}
