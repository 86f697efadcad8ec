/**
 * The marks on a web page in Firefox, as a user makes and sees them (the counterpart of
 * tests/e2e/pages/marks.ts): text selected in the page, the highlight shortcut, the page's context
 * menu, the mouse and keys over Marionette; the marks UI's controls, in their closed shadow root,
 * reached through WebDriver's shadow-root commands (which, unlike page scripts, enter closed roots);
 * the painted marks read from CSS.highlights.
 *
 * The shortcut: Marionette's synthesized keys reach neither the page's nor the browser window's
 * shortcut handling (tried in content and chrome context), so the shortcut's own <key> element, the
 * one Firefox binds Alt+Shift+H to in the browser window, runs its command: the same listener a key
 * press runs, granting activeTab and firing commands.onCommand with the tab.
 * The menu: a real right-click opens Firefox's context menu; the extension's "Clip to Craft"
 * submenu is opened and its "Highlight" item activated, as a user's pick does.
 */
import type { ElementRef, FirefoxDriver } from './firefox-driver';
import { ADDON_ID } from './launch-firefox';

export interface Painted {
  color: string;
  text: string;
}

interface Point {
  x: number;
  y: number;
}

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
const SHADOW_KEY = 'shadow-6066-11e4-a52e-4f735466cecf';
const HOST = 'craft-clipper-marks';
/** Firefox's id for the extension's keyset: the add-on id with its non-word characters as "_". */
const KEYSET = `ext-keyset-id-${ADDON_ID.replace(/[^a-z0-9_-]/gi, '_')}`;
/** WebDriver's key values for keys that are not characters. */
export const KEY = { enter: '\uE007', escape: '\uE00C', tab: '\uE004' } as const;

/** Selects `text` in the element matching `selector` (one text node holds it); returns its first box's centre. */
const SELECT = `
const [selector, text] = arguments;
const walker = document.createTreeWalker(document.querySelector(selector), NodeFilter.SHOW_TEXT);
for (let node = walker.nextNode(); node; node = walker.nextNode()) {
  const at = node.textContent.indexOf(text);
  if (at < 0) continue;
  const range = document.createRange();
  range.setStart(node, at);
  range.setEnd(node, at + text.length);
  getSelection().removeAllRanges();
  getSelection().addRange(range);
  const rects = range.getClientRects();
  const first = rects[0];
  const last = rects[rects.length - 1];
  return {
    x: Math.round(first.left + first.width / 2), y: Math.round(first.top + first.height / 2),
    x1: Math.ceil(first.left + 1), y1: Math.round(first.top + first.height / 2),
    x2: Math.floor(last.right - 1), y2: Math.round(last.top + last.height / 2),
  };
}
throw new Error('no "' + text + '" in ' + selector);`;

const PAINTED = `
const found = [];
for (const [name, highlight] of CSS.highlights) {
  if (!name.startsWith('craft-mark-')) continue;
  for (const range of highlight) found.push({ color: name.slice('craft-mark-'.length), text: range.toString() });
}
return found;`;

export class FirefoxMarks {
  constructor(readonly driver: FirefoxDriver) {}

  private get marionette() {
    return this.driver.marionette;
  }

  /** Selects `text` inside `selector`; returns the middle of its first line. */
  async select(selector: string, text: string): Promise<Point> {
    const { x, y } = await this.driver.execute<Point>(SELECT, selector, text);
    return { x, y };
  }

  /** Selects `text` with the mouse: a press at its first character, a release after its last. */
  async drag(selector: string, text: string): Promise<void> {
    const box = await this.driver.execute<Record<'x1' | 'y1' | 'x2' | 'y2', number>>(SELECT, selector, text);
    await this.driver.execute('getSelection().removeAllRanges()');
    await this.pointer([
      { type: 'pointerMove', x: box.x1, y: box.y1, origin: 'viewport' },
      { type: 'pointerDown', button: 0 },
      { type: 'pointerMove', x: box.x2, y: box.y2, origin: 'viewport', duration: 100 },
      { type: 'pointerUp', button: 0 },
    ]);
  }

  /** Clicks the middle of `text` in `selector` (nothing stays selected). */
  async clickText(selector: string, text: string): Promise<void> {
    const at = await this.select(selector, text);
    await this.driver.execute('getSelection().removeAllRanges()');
    await this.pointer([
      { type: 'pointerMove', x: at.x, y: at.y, origin: 'viewport' },
      { type: 'pointerDown', button: 0 },
      { type: 'pointerUp', button: 0 },
    ]);
  }

  /** Presses the highlight shortcut (Alt+Shift+H) in the current tab's window. */
  async pressShortcut(): Promise<void> {
    await this.inChrome(() =>
      this.driver.execute(
        `const key = document.querySelector('#' + arguments[0] + ' key[key="H"][modifiers="alt,shift"]');
         if (!key) throw new Error('the highlight shortcut is not bound');
         key.doCommand();`,
        KEYSET,
      ),
    );
  }

  /** Right-clicks at `at` and picks `label` in the extension's submenu of the page's context menu. */
  async pickFromMenu(at: Point, label: string): Promise<void> {
    await this.pointer([
      { type: 'pointerMove', x: at.x, y: at.y, origin: 'viewport' },
      { type: 'pointerDown', button: 2 },
      { type: 'pointerUp', button: 2 },
    ]);
    const submenu = `[...document.querySelectorAll('#contentAreaContextMenu > menu')].find((m) => m.getAttribute('label') === 'Clip to Craft')`;
    await this.inChrome(async () => {
      await this.driver.until('the context menu', () =>
        this.driver.execute<boolean>(`return document.getElementById('contentAreaContextMenu').state === 'open'`),
      );
      await this.driver.execute(`${submenu}.openMenu(true)`);
      await this.driver.until('the Clip to Craft submenu', () =>
        this.driver.execute<boolean>(`return ${submenu}.menupopup.state === 'open'`),
      );
      await this.driver.execute(
        `const popup = ${submenu}.menupopup;
         const item = [...popup.children].find((i) => i.getAttribute('label') === arguments[0]);
         if (!item || item.hidden) throw new Error('no menu item ' + arguments[0]);
         popup.activateItem(item);`,
        label,
      );
    });
  }

  /** Types keys into whatever has focus (characters, or KEY values). */
  async type(text: string): Promise<void> {
    const keys = [...text].flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
    await this.marionette.send('WebDriver:PerformActions', { actions: [{ type: 'key', id: 'keys', actions: keys }] });
    await this.marionette.send('WebDriver:ReleaseActions');
  }

  /** The marks painted on the page: each highlight's colour and text. */
  painted(): Promise<Painted[]> {
    return this.driver.execute<Painted[]>(PAINTED);
  }

  /**
   * Waits until the painted marks are `expected`, in any order (CSS.highlights keeps its own); returns
   * them. `when` tells a timed-out wait apart from the others.
   */
  untilPainted(expected: Painted[], when = ''): Promise<Painted[]> {
    const key = (marks: Painted[]) => JSON.stringify(marks.map((m) => `${m.color}:${m.text}`).sort());
    return this.driver.until(`painted ${key(expected)} ${when}`.trim(), async () => {
      const painted = await this.painted();
      return key(painted) === key(expected) ? painted : undefined;
    });
  }

  /** A control of the marks UI by CSS inside its shadow root, or null when it is not shown. */
  async control(selector: string): Promise<ElementRef | null> {
    const host = await this.driver.execute<ElementRef | null>(`return document.querySelector('${HOST}')`);
    if (!host) return null;
    const found = await this.marionette.send<ElementRef[]>('WebDriver:FindElementsFromShadowRoot', {
      shadowRoot: await this.shadowRoot(host),
      using: 'css selector',
      value: selector,
    });
    return found[0] ?? null;
  }

  /** Waits for the control, then clicks it (a real click at its centre). */
  async click(selector: string): Promise<void> {
    const control = await this.driver.until(`the marks UI's ${selector}`, () => this.control(selector));
    await this.marionette.send('WebDriver:ElementClick', { id: control[ELEMENT_KEY] });
  }

  /** The text the UI shows (every panel's, in order), '' when nothing is shown. */
  async shown(): Promise<string> {
    const host = await this.driver.execute<ElementRef | null>(`return document.querySelector('${HOST}')`);
    if (!host) return '';
    const panels = await this.marionette.send<ElementRef[]>('WebDriver:FindElementsFromShadowRoot', {
      shadowRoot: await this.shadowRoot(host),
      using: 'css selector',
      value: '.panel',
    });
    const texts = await Promise.all(
      panels.map((p) => this.marionette.send<string>('WebDriver:GetElementText', { id: p[ELEMENT_KEY] })),
    );
    return texts.join('\n');
  }

  /** The property `name` of a UI control (an input's value). */
  async property<T>(selector: string, name: string): Promise<T> {
    const control = await this.driver.until(`the marks UI's ${selector}`, () => this.control(selector));
    return this.marionette.send<T>('WebDriver:GetElementProperty', { id: control[ELEMENT_KEY], name });
  }

  private async shadowRoot(host: ElementRef): Promise<string> {
    const root = await this.marionette.send<Record<string, string>>('WebDriver:GetShadowRoot', {
      id: host[ELEMENT_KEY],
    });
    return root[SHADOW_KEY]!;
  }

  private async pointer(actions: object[]): Promise<void> {
    await this.marionette.send('WebDriver:PerformActions', {
      actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }],
    });
    await this.marionette.send('WebDriver:ReleaseActions');
  }

  private async inChrome<T>(work: () => Promise<T>): Promise<T> {
    await this.marionette.send('Marionette:SetContext', { value: 'chrome' });
    try {
      return await work();
    } finally {
      await this.marionette.send('Marionette:SetContext', { value: 'content' });
    }
  }
}
