/**
 * The context-menu table: every entry the extension adds, with its id, the contexts it shows in,
 * what it does, and its title — all titles in one place (MENU_TITLES), from public/_locales.
 * Clip entries: one "to today's daily note" entry per context (to the default destination where
 * there are no daily notes) and one "to <last destination>", hidden when there is none, or when
 * there is no connection yet. The page context offers the article beside the whole page.
 * "Save to reading list (<collection>)" on a page or link shows only while a default collection is
 * set; "Save all tabs in this window" is on the page and the toolbar icon's menu; "Open the side panel"
 * on the toolbar icon's menu only.
 */
import { t } from '../i18n/t';
import type { CaptureMode, ConnectionKind, Destination } from '../model/types';
import { destinationKey } from './recent';
import { destinationLabel, hasDailyNotes } from './position';

export type MenuContext = 'selection' | 'page' | 'link' | 'image' | 'action';
export type MenuTarget = 'today' | 'last';

export type ClipAction = { feature: 'clip'; mode: CaptureMode; target: MenuTarget };
/** The page, or the link clicked, as an item of the default collection. */
export type ReadingListAction = { feature: 'readingList'; link: boolean };
/** What an entry does; the background runs each feature's part. */
export type MenuAction =
  | ClipAction
  | ReadingListAction
  | { feature: 'task' }
  | { feature: 'image' }
  | { feature: 'screenshot' }
  | { feature: 'saveTabs' }
  | { feature: 'highlight' }
  | { feature: 'panel' };

/** A clip or reading-list entry's title names its destination (computed); every other entry's is fixed. */
export type MenuEntry = { id: string; contexts: [MenuContext, ...MenuContext[]] } & (
  | { action: ClipAction | ReadingListAction }
  | { action: Exclude<MenuAction, ClipAction | ReadingListAction>; title: () => string }
);

export type MenuItem = Pick<MenuEntry, 'id' | 'contexts' | 'action'> & { title: string; visible: boolean };

/** What each clip mode is called inside a title ("Clip <what> to …"). */
const WHAT = {
  selection: () => t('menu_whatSelection'),
  page: () => t('menu_whatPage'),
  article: () => t('menu_whatArticle'),
  link: () => t('menu_whatLink'),
} satisfies Record<CaptureMode, () => string>;

/**
 * Every title the menus show, in the browser's language at each rebuild. `%s` is Chrome's placeholder
 * for the selection: a document title must escape it.
 */
export const MENU_TITLES = {
  clipToToday: (mode: CaptureMode) => t('menu_clipToToday', WHAT[mode]()),
  clipToDefault: (mode: CaptureMode) => t('menu_clipToDefault', WHAT[mode]()),
  clipToLast: (mode: CaptureMode, label: string) => t('menu_clipToLast', [WHAT[mode](), label.replace(/%/g, '%%')]),
  clipToLastUnknown: (mode: CaptureMode) => t('menu_clipToLastUnknown', WHAT[mode]()),
  taskPage: () => t('menu_taskPage'),
  taskLink: () => t('menu_taskLink'),
  taskSelection: () => t('menu_taskSelection'),
  image: () => t('menu_image'),
  screenshot: () => t('menu_screenshot'),
  readingList: (link: boolean, collection: string) =>
    t(link ? 'menu_readingListLink' : 'menu_readingList', collection.replace(/%/g, '%%')),
  saveTabs: () => t('menu_saveTabs'),
  highlight: () => t('menu_highlight'),
  panel: () => t('menu_openPanel'),
};

/** Which clip entries there are: what is captured, from which context. */
const CLIPS: Array<{ mode: CaptureMode; context: MenuContext }> = [
  { mode: 'selection', context: 'selection' },
  { mode: 'page', context: 'page' },
  { mode: 'article', context: 'page' },
  { mode: 'link', context: 'link' },
];

/** The table, by id. Fixed: a click in a worker that just woke finds its entry without reading storage. */
export const MENU: readonly MenuEntry[] = [
  ...CLIPS.flatMap(({ mode, context }) =>
    (['today', 'last'] as const).map((target): MenuEntry => ({
      id: `clip-${mode}-${target}`,
      contexts: [context],
      action: { feature: 'clip', mode, target },
    })),
  ),
  { id: 'task-page', contexts: ['page'], action: { feature: 'task' }, title: MENU_TITLES.taskPage },
  { id: 'task-link', contexts: ['link'], action: { feature: 'task' }, title: MENU_TITLES.taskLink },
  { id: 'task-selection', contexts: ['selection'], action: { feature: 'task' }, title: MENU_TITLES.taskSelection },
  { id: 'image-send', contexts: ['image'], action: { feature: 'image' }, title: MENU_TITLES.image },
  { id: 'screenshot-visible', contexts: ['page'], action: { feature: 'screenshot' }, title: MENU_TITLES.screenshot },
  { id: 'reading-list-page', contexts: ['page'], action: { feature: 'readingList', link: false } },
  { id: 'reading-list-link', contexts: ['link'], action: { feature: 'readingList', link: true } },
  { id: 'save-tabs', contexts: ['page', 'action'], action: { feature: 'saveTabs' }, title: MENU_TITLES.saveTabs },
  { id: 'highlight', contexts: ['selection'], action: { feature: 'highlight' }, title: MENU_TITLES.highlight },
  { id: 'open-panel', contexts: ['action'], action: { feature: 'panel' }, title: MENU_TITLES.panel },
];

const TODAY: Destination = { kind: 'daily-note', date: 'today' };

/**
 * The table with titles and visibility for the default connection's kind, its last destination and
 * the name of its default collection (undefined: none set).
 */
export function buildMenuItems(
  kind: ConnectionKind | undefined,
  last: Destination | undefined,
  collection?: string,
): MenuItem[] {
  const daily = kind === undefined || hasDailyNotes(kind);
  const showLast = last !== undefined && !(daily && destinationKey(last) === destinationKey(TODAY));
  return MENU.map((entry): MenuItem => {
    if ('title' in entry) return { ...entry, title: entry.title(), visible: true };
    const { action } = entry;
    if (action.feature === 'readingList') {
      return {
        ...entry,
        title: MENU_TITLES.readingList(action.link, collection ?? ''),
        visible: kind !== undefined && collection !== undefined,
      };
    }
    const what = action.mode;
    if (action.target === 'today') {
      return {
        ...entry,
        title: daily ? MENU_TITLES.clipToToday(what) : MENU_TITLES.clipToDefault(what),
        visible: kind !== undefined,
      };
    }
    const title = last ? MENU_TITLES.clipToLast(what, destinationLabel(last)) : MENU_TITLES.clipToLastUnknown(what);
    return { ...entry, title, visible: kind !== undefined && showLast };
  });
}
