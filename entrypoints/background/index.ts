/**
 * The background's composition root, and only that: it builds the services once, starts the
 * outbox with its handlers, and sets up each feature with them. Features (clip, tasks, images,
 * screenshot, destinations, connections, undo, outbox-list, reading-list, marks, marks-learn) import only the leaves (services,
 * history, outbox, send, upload, menus, commands, feedback, badge, …) and lib, never each other;
 * what a menu entry or a command runs is handed to menus.ts / commands.ts here. Every listener is
 * registered synchronously while the worker starts (it may have woken for that very event).
 */
import { browser } from 'wxt/browser';
import { setUpAlreadySaved } from './already-saved';
import { showOutboxBadge } from './badge';
import { setUpClip } from './clip';
import { setUpCommands } from './commands';
import { setUpConnections } from './connections';
import { setUpDestinations } from './destinations';
import { setUpHighlights } from './highlight-page';
import { setUpImages } from './images';
import { setUpMarks } from './marks';
import { setUpMarksLearn } from './marks-learn';
import { setUpMenus } from './menus';
import { startOutbox, wake } from './outbox';
import { outboxHandlers } from './outbox-handlers';
import { setUpOutboxList } from './outbox-list';
import { setUpReadingList } from './reading-list';
import { setUpSaveTabs } from './save-tabs';
import { setUpScreenshot } from './screenshot';
import { setUpSidePanel } from './side-panel';
import { savedSecrets } from './secrets';
import { createServices } from './services';
import { setUpTasks } from './tasks';
import { setUpUndo } from './undo';
import { setUpWelcome } from './welcome';

export default defineBackground(() => {
  const services = createServices();
  // Before the outbox: its one tabs.onUpdated listener also marks the icon of a page clipped before.
  const saved = setUpAlreadySaved(services);
  // Before the outbox too: the same listener shows a page's marks on load when the all-sites switch is on.
  const highlights = setUpHighlights();
  startOutbox({
    handlers: outboxHandlers(services),
    onChange: (open) => void showOutboxBadge(open),
    onTabLoaded: (tabId, url) => {
      saved.tabLoaded(tabId, url);
      highlights.tabLoaded(tabId, url);
    },
    secrets: savedSecrets,
  });

  // Before clip: quick clip saves a page to a collection through the reading list's item path.
  const readingList = setUpReadingList(services);
  const clip = setUpClip(services, readingList.saves);
  const tasks = setUpTasks(services);
  const images = setUpImages(services);
  const screenshot = setUpScreenshot(services);
  setUpDestinations(services);
  // A fresh profile learns from Craft which pages have marks, for marks on page load.
  const marksLearn = setUpMarksLearn(services);
  setUpConnections(services, {}, { added: marksLearn.connectionAdded });
  setUpUndo(services);
  setUpOutboxList();
  // A change to a page's marks shows their count on its tab's icon again.
  setUpMarks(services, { changed: saved.tabLoaded });
  const saveTabs = setUpSaveTabs(services);
  const welcome = setUpWelcome();
  const sidePanel = setUpSidePanel();

  const menus = setUpMenus(services, {
    clip: clip.fromMenu,
    task: tasks.fromMenu,
    image: images.fromMenu,
    screenshot: screenshot.fromMenu,
    readingList: readingList.fromMenu,
    saveTabs: saveTabs.fromMenu,
    highlight: highlights.fromMenu,
    panel: sidePanel.fromMenu,
  });
  setUpCommands({
    'quick-clip': clip.quickClip,
    'quick-task': tasks.quickTask,
    highlight: highlights.command,
    'open-panel': sidePanel.open,
  });

  const started = () => {
    void menus.rebuild();
    wake();
  };
  browser.runtime.onInstalled.addListener((details) => {
    started();
    welcome.onInstalled(details);
  });
  browser.runtime.onStartup.addListener(started);
});
