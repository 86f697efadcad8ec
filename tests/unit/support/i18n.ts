/**
 * fakeBrowser has no i18n API: answer getMessage from a locale's messages (English by default), as
 * the browser would (`$1`…`$9` filled in), so unit tests see the texts that user sees.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { lookupIn, type MessageTable } from '../../../lib/i18n/lookup';

function messages(locale: string): MessageTable {
  return JSON.parse(
    readFileSync(resolve(import.meta.dirname, `../../../public/_locales/${locale}/messages.json`), 'utf8'),
  );
}

/** `locale` is a _locales folder name (en, de, zh_CN, …). */
export function installMessages(locale = 'en'): void {
  Object.assign(fakeBrowser.i18n, {
    getMessage: lookupIn(messages(locale)),
    getUILanguage: () => (locale === 'en' ? 'en-US' : locale.replace('_', '-')),
  });
}

export const installEnglishMessages = (): void => installMessages('en');
