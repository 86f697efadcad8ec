/**
 * Opening the side panel: the toolbar icon's menu entry and the `open-panel` command both call the
 * browser before anything is awaited (Chrome and Firefox open it only while the gesture is handled),
 * Chrome's `sidePanel.open` for the window, Firefox's `sidebarAction.open` where it exists.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { setUpCommands } from '../../../../entrypoints/background/commands';
import { setUpSidePanel } from '../../../../entrypoints/background/side-panel';

const opened: unknown[] = [];
const browserAny = fakeBrowser as unknown as Record<string, unknown>;
// WXT's fake names Firefox's sidebar API (unimplemented); Chrome has none: start from Chrome.
const fakeSidebar = browserAny.sidebarAction;

describe('opening the side panel', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    opened.length = 0;
    browserAny.sidePanel = { open: async (options: unknown) => void opened.push(['sidePanel', options]) };
    browserAny.sidebarAction = undefined;
  });
  afterEach(() => {
    delete browserAny.sidePanel;
    browserAny.sidebarAction = fakeSidebar;
  });

  it('the menu entry opens it in the clicked window, before its promise settles', async () => {
    const answer = setUpSidePanel().fromMenu({ feature: 'panel' }, { tabId: 7, windowId: 2 });
    expect(opened).toEqual([['sidePanel', { windowId: 2 }]]);
    expect(await answer).toBeUndefined();
  });

  it('the command opens it at once, in the window of the tab it came with', () => {
    const sidePanel = setUpSidePanel();
    const quick = vi.fn(async () => undefined);
    let command: ((name: string, tab?: { id?: number; windowId?: number }) => void) | undefined;
    vi.spyOn(fakeBrowser.commands.onCommand, 'addListener').mockImplementation((listener) => {
      command = listener as typeof command;
    });
    setUpCommands({ 'quick-clip': quick, 'quick-task': quick, highlight: quick, 'open-panel': sidePanel.open });
    command!('open-panel', { id: 4, windowId: 9 });
    expect(opened).toEqual([['sidePanel', { windowId: 9 }]]);
    expect(quick).not.toHaveBeenCalled();
  });

  it("Firefox's sidebar where there is one", () => {
    browserAny.sidebarAction = { open: async () => void opened.push(['sidebar']) };
    setUpSidePanel().open({ tabId: 3 });
    expect(opened).toEqual([['sidebar']]);
  });
});
