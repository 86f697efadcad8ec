/**
 * Host access for API URLs that are not on Craft's own host (the emulator, a proxy). Must be
 * called from a click handler: Chromium shows the prompt only during a user gesture.
 */
import { browser } from 'wxt/browser';
import { CRAFT_API_HOST } from '../../lib/craft/parse-connection-url';
import { t } from '../../lib/i18n/t';

export type PermissionOutcome = { ok: true } | { ok: false; error: string };

export async function ensureHostPermission(apiUrl: string): Promise<PermissionOutcome> {
  const url = new URL(apiUrl);
  // connect.craft.do is in the manifest's host_permissions: nothing to ask.
  if (url.hostname === CRAFT_API_HOST) return { ok: true };
  const origins = [`${url.origin}/*`];
  if (await browser.permissions.contains({ origins })) return { ok: true };
  const granted = await browser.permissions.request({ origins }).catch(() => false);
  return granted
    ? { ok: true }
    : { ok: false, error: t('permission_needed', url.host) };
}
