/**
 * fakeBrowser has no i18n API: answer getMessage from a locale's messages (English by default), as
 * the browser would (`$1`…`$9` filled in), so unit tests see the texts that user sees.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fakeBrowser } from 'wxt/testing/fake-browser';

function messages(locale: string): Record<string, { message: string }> {
  return JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../public/_locales/${locale}/messages.json`), 'utf8'));
}

/** `locale` is a _locales folder name (en, de, zh_CN, …). */
export function installMessages(locale = 'en'): void {
  const table = messages(locale);
  Object.assign(fakeBrowser.i18n, {
    getMessage: (name: string, subs?: string | string[]) => {
      const list = subs === undefined ? [] : Array.isArray(subs) ? subs : [subs];
      return (table[name]?.message ?? '').replace(/\$(\d)/g, (_, n: string) => list[Number(n) - 1] ?? '');
    },
    getUILanguage: () => (locale === 'en' ? 'en-US' : locale.replace('_', '-')),
  });
}

export const installEnglishMessages = (): void => installMessages('en');
