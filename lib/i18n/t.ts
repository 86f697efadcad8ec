/**
 * Every UI string goes through `t(key, subs?)`: browser.i18n.getMessage over public/_locales, with the
 * keys typed from the English messages. Synchronous in every context, so the background's menu titles,
 * notifications and error messages can use it too. tests/unit/i18n/locales.test.ts keeps the six
 * locales complete, every key used, and UI code free of hard-coded text.
 */
import { browser } from 'wxt/browser';
import type en from '../../public/_locales/en/messages.json';

export type MessageKey = keyof typeof en;

/** `$1`…`$9` in a message are filled from `subs`, in order. */
export function t(key: MessageKey, subs?: string | number | ReadonlyArray<string | number>): string {
  const list = subs === undefined ? undefined : (typeof subs === 'object' ? [...subs] : [subs]).map(String);
  // A missing message answers '' (the locale test makes that a failure); the key is at least findable.
  return (browser.i18n.getMessage as (name: string, substitutions?: string[]) => string)(key, list) || key;
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
