/**
 * Which hosts the extension may send a connection's requests to: Craft's own API host (granted by
 * the manifest) or a host the user granted at run time (optional_host_permissions: the emulator, a
 * proxy). The background checks this before anything goes out (issue 17 item 15); the options page
 * asks for the grant with the same pattern.
 */
import { CRAFT_API_HOST } from '../craft/parse-connection-url';
import { text, type UiText } from '../i18n/ui-text';

/**
 * The match pattern to ask for and check: scheme and host, no port. Match patterns have no port in
 * Firefox, and `contains({ origins: ['http://127.0.0.1:8787/*'] })` is false there even when the
 * manifest grants `http://127.0.0.1/*`; the host-wide pattern is what a manifest grants and what
 * both browsers compare alike.
 */
export function hostPattern(apiUrl: string): string {
  const url = new URL(apiUrl);
  return `${url.protocol}//${url.hostname}/*`;
}

/** Craft's own API host, over https: always allowed, no grant needed. */
export function isCraftApiUrl(apiUrl: string): boolean {
  const url = new URL(apiUrl);
  return url.protocol === 'https:' && url.hostname === CRAFT_API_HOST;
}

/** What the user is told when a connection's host was never granted (or the grant was taken back). */
export function hostNotAllowed(apiUrl: string): UiText {
  let host = apiUrl;
  try {
    host = new URL(apiUrl).host;
  } catch {
    // Not a URL: name what we have (it holds no secret: the link path is redacted downstream).
  }
  return text('host_notAllowed', host);
}
