/**
 * Firefox: the background's texts come from the packaged _locales through browser.i18n, in Firefox's
 * background page too — a refusal, a Craft error and the connection URL check arrive as sentences,
 * never as message keys. (Firefox ESR here has no language packs, so its UI language is English; the
 * six locales' completeness is tests/unit/i18n, their packaging in the Firefox build tests/unit/manifest.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { FIREFOX_BUILD_DIR } from './support/launch-firefox';

const english = (key: string, ...subs: string[]): string => {
  const messages = JSON.parse(readFileSync(join(FIREFOX_BUILD_DIR, '_locales/en/messages.json'), 'utf8')) as Record<
    string,
    { message: string }
  >;
  return messages[key]!.message.replace(/\$(\d)/g, (_, n: string) => subs[Number(n) - 1] ?? '');
};

test('the background answers in sentences from _locales: no connection, a bad URL, a key Craft asks for', async ({
  extension,
  emulator,
}) => {
  await extension.openOptions();
  expect(await extension.message('searchDestinations', { query: 'tides' })).toEqual({
    ok: false,
    error: english('bg_noConnection'),
  });

  const badUrl = await extension.message('testConnection', { apiUrl: 'https://example.com/not-craft' });
  expect(badUrl).toEqual({
    ok: false,
    error: `${english('url_notCraft')} ${english('url_whatToPaste', 'https://connect.craft.do/links/…/api/v1')}`,
  });

  const keyed = emulator.link('space', { keyed: true });
  const noKey = await extension.message('testConnection', { apiUrl: keyed.apiUrl });
  expect(noKey.ok).toBe(false);
  expect(!noKey.ok && noKey.error).toContain(english('error_keyRequired'));
});
