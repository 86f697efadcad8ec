/**
 * Host access for API URLs that are not on Craft's own host (the emulator, a proxy). Must be
 * called from a click handler, and must call `permissions.request()` before anything is awaited:
 * Firefox refuses a request that is not made synchronously inside the user input handler ("may
 * only be called from a user input handler"); Chromium only shows its prompt during a gesture.
 * A request for access the extension already holds resolves true without a prompt, so there is no
 * `contains()` check first.
 */
import { browser } from 'wxt/browser';
import { hostPattern } from '../../lib/connections/host-access';
import { CRAFT_API_HOST } from '../../lib/craft/parse-connection-url';
import { t } from '../../lib/i18n/t';

export { hostPattern };

export type PermissionOutcome = { ok: true } | { ok: false; error: string };

export function ensureHostPermission(apiUrl: string): Promise<PermissionOutcome> {
  const url = new URL(apiUrl);
  // connect.craft.do is in the manifest's host_permissions: nothing to ask.
  if (url.hostname === CRAFT_API_HOST) return Promise.resolve({ ok: true });
  let asked: Promise<boolean>;
  try {
    asked = browser.permissions.request({ origins: [hostPattern(apiUrl)] });
  } catch {
    asked = Promise.resolve(false);
  }
  return asked
    .catch(() => false)
    .then((granted) => (granted ? { ok: true } : { ok: false, error: t('permission_needed', url.host) }));
}
