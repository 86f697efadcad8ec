/**
 * Every UI string goes through `t(key, subs?)`: browser.i18n.getMessage over public/_locales, with the
 * keys typed from the English messages. Synchronous in every context, so the background's menu titles,
 * notifications and error messages can use it too. tests/unit/i18n/locales.test.ts keeps the six
 * locales complete, every key used, and UI code free of hard-coded text.
 */
import { browser } from 'wxt/browser';
import type en from '../../public/_locales/en/messages.json';

export type MessageKey = keyof typeof en;

type Lookup = (name: string, substitutions?: string[]) => string;

/** Where there is no browser.i18n (Node: the check-connection CLI), the messages `useMessages` gave. */
let nodeMessages: Lookup | undefined;

/** For Node only (lib/craft's error texts in the check-connection CLI): answer `t` from this lookup. */
export function useMessages(lookup: Lookup): void {
  nodeMessages = lookup;
}

/** `$1`…`$9` in a message are filled from `subs`, in order. */
export function t(key: MessageKey, subs?: string | number | ReadonlyArray<string | number>): string {
  const list = subs === undefined ? undefined : (typeof subs === 'object' ? [...subs] : [subs]).map(String);
  // `browser` is undefined in Node, where lib/craft also runs.
  const getMessage = ((browser as typeof browser | undefined)?.i18n?.getMessage as Lookup | undefined) ?? nodeMessages;
  // A missing message answers '' (the locale test makes that a failure); the key is at least findable.
  return getMessage?.(key, list) || key;
}

/** The browser's UI language as a BCP 47 tag ("en-US", "de", "zh-CN"): for `lang` and Intl formats. */
export function uiLanguage(): string {
  return browser.i18n.getUILanguage().replace('_', '-');
}

/** Sets `lang` on the page (and its title) before the first render. */
export function localizeDocument(doc: Document, titleKey: MessageKey): void {
  doc.documentElement.lang = uiLanguage();
  doc.title = t(titleKey);
}
