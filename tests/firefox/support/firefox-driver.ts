/**
 * User steps over Marionette: open a tab, find a control by its label or role name, click, type,
 * and wait for a condition in the page. Clicks and keys are Marionette's synthesized input, which
 * Firefox treats as a user gesture (what `permissions.request()` requires).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Marionette } from './marionette';

/** A W3C WebDriver element reference, as Marionette returns it. */
export type ElementRef = Record<'element-6066-11e4-a52e-4f735466cecf', string>;
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

/** Finds a form control by its label text, a button by its text, or any element by CSS, in the page. */
const FIND = `
const [how, what] = arguments;
const text = (el) => (el.textContent ?? '').replace(/\\s+/g, ' ').trim();
if (how === 'css') return document.querySelector(what);
if (how === 'label') {
  const label = [...document.querySelectorAll('label')].find((l) => text(l).startsWith(what));
  return label?.control ?? label?.querySelector('input,select,textarea') ?? null;
}
if (how === 'button') return [...document.querySelectorAll('button')].find((b) => text(b) === what || text(b).startsWith(what)) ?? null;
if (how === 'text') return [...document.querySelectorAll('body *')].find((el) => el.children.length === 0 && text(el).includes(what)) ?? null;
return null;`;

export type Locator = { how: 'css' | 'label' | 'button' | 'text'; what: string };
export const css = (what: string): Locator => ({ how: 'css', what });
export const label = (what: string): Locator => ({ how: 'label', what });
export const button = (what: string): Locator => ({ how: 'button', what });

export class FirefoxDriver {
  /** What the current wait is for: reported when a test times out in it. */
  waitingFor: string | undefined;

  constructor(
    readonly marionette: Marionette,
    /** Where the browser saves downloads (launch-firefox.ts). */
    readonly downloadDir = '',
  ) {}

  async newTab(url: string): Promise<string> {
    const { handle } = await this.marionette.send<{ handle: string }>('WebDriver:NewWindow', {
      type: 'tab',
      focus: true,
    });
    await this.switchTo(handle);
    await this.marionette.send('WebDriver:Navigate', { url });
    return handle;
  }

  async switchTo(handle: string): Promise<void> {
    await this.marionette.send('WebDriver:SwitchToWindow', { handle, focus: true });
  }

  /** Runs `body` (a function body; `arguments` holds `args`) in the current tab; a returned promise is awaited. */
  execute<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.marionette.send<T>('WebDriver:ExecuteScript', { script: body, args });
  }

  async find(locator: Locator): Promise<ElementRef | null> {
    const found = await this.execute<ElementRef | null>(FIND, locator.how, locator.what);
    return found && ELEMENT_KEY in found ? found : null;
  }

  /** Waits until the element exists, then returns it. */
  async element(locator: Locator): Promise<ElementRef> {
    return this.until(`${locator.how} "${locator.what}"`, () => this.find(locator));
  }

  async click(locator: Locator): Promise<void> {
    const el = await this.element(locator);
    await this.marionette.send('WebDriver:ElementClick', { id: el[ELEMENT_KEY] });
  }

  /** Replaces the control's value by typing `value`, as a user would. */
  async fill(locator: Locator, value: string): Promise<void> {
    const el = await this.element(locator);
    await this.marionette.send('WebDriver:ElementClear', { id: el[ELEMENT_KEY] });
    if (value) await this.marionette.send('WebDriver:ElementSendKeys', { id: el[ELEMENT_KEY], text: value });
  }

  /** Picks the option showing `text` in a select, as a user would (a click on an option selects it). */
  async choose(locator: Locator, text: string): Promise<void> {
    const select = await this.element(locator);
    const option = await this.until(`option "${text}"`, () =>
      this.execute<ElementRef | null>(
        'return [...arguments[0].options].find((o) => o.textContent.trim() === arguments[1]) ?? null',
        select,
        text,
      ),
    );
    await this.marionette.send('WebDriver:ElementClick', { id: option[ELEMENT_KEY] });
  }

  /** Chooses `path` in a file input (hidden ones too), as the file dialog would; the page gets its change event. */
  async chooseFile(locator: Locator, path: string): Promise<void> {
    const el = await this.element(locator);
    await this.marionette.send('WebDriver:ElementSendKeys', { id: el[ELEMENT_KEY], text: path });
  }

  async value(locator: Locator): Promise<string> {
    const el = await this.element(locator);
    return this.execute<string>('return arguments[0].value', el);
  }

  /** The visible text of the page (or of one element). */
  async textOf(locator: Locator = css('body')): Promise<string> {
    const el = await this.element(locator);
    return this.execute<string>('return arguments[0].innerText', el);
  }

  /**
   * Polls `check` until it returns something other than undefined, null or false, and returns it.
   * No time limit of its own: the test's timeout bounds it, and `waitingFor` says what it was.
   */
  async until<T>(what: string, check: () => Promise<T | null | undefined | false>): Promise<T> {
    this.waitingFor = what;
    for (;;) {
      const result = await check();
      if (result !== undefined && result !== null && result !== false) {
        this.waitingFor = undefined;
        return result;
      }
      await sleep(100);
    }
  }

  /** Waits until the page's text contains `expected`. */
  untilText(expected: string | RegExp, locator: Locator = css('body')): Promise<string> {
    return this.until(`text ${expected}`, async () => {
      const found = await this.find(locator);
      if (!found) return undefined;
      const content = await this.execute<string>('return arguments[0].innerText', found);
      return (typeof expected === 'string' ? content.includes(expected) : expected.test(content)) ? content : undefined;
    });
  }
}
