/**
 * fakeBrowser has no i18n API: answer getMessage from the English messages, as the browser would
 * (`$1`…`$9` filled in), so unit tests see the texts a user with an English browser sees.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fakeBrowser } from 'wxt/testing/fake-browser';

const EN: Record<string, { message: string }> = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../public/_locales/en/messages.json'), 'utf8'),
);

export function installEnglishMessages(): void {
  Object.assign(fakeBrowser.i18n, {
    getMessage: (name: string, subs?: string | string[]) => {
      const list = subs === undefined ? [] : Array.isArray(subs) ? subs : [subs];
      return (EN[name]?.message ?? '').replace(/\$(\d)/g, (_, n: string) => list[Number(n) - 1] ?? '');
    },
    getUILanguage: () => 'en-US',
  });
}
