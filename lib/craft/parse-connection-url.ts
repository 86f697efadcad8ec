/**
 * Turns whatever the user pasted into the API URL of a connection. Accepts the API URL Craft shows
 * (with or without trailing slash), the connection's docs page (`/link/{id}/docs/v1[/editor]`), and
 * the same path shape on other hosts (local emulator, a proxy) flagged `isCraftHost: false` so the
 * UI can ask for host permission. Plain http only for loopback: the link itself is the secret.
 */
import { t } from '../i18n/t';

export type ParsedConnectionUrl =
  { ok: true; apiUrl: string; linkId: string; isCraftHost: boolean } | { ok: false; error: string };

export const CRAFT_API_HOST = 'connect.craft.do';

const EXAMPLE = 'https://connect.craft.do/links/…/api/v1';
const whatToPaste = () => t('url_whatToPaste', EXAMPLE);

const API_PATH = /^\/links\/([A-Za-z0-9_-]+)\/api\/v1\/?$/;
const DOCS_PATH = /^\/link\/([A-Za-z0-9_-]+)\/docs\/v1(?:\/editor)?\/?$/;

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/** The problem, then (unless it says all) what to paste instead. */
function fail(error: string, withHelp = true): ParsedConnectionUrl {
  return { ok: false, error: withHelp ? `${error} ${whatToPaste()}` : error };
}

export function parseConnectionUrl(input: string): ParsedConnectionUrl {
  const text = input.trim();
  if (!text) return fail(t('url_empty'));
  // Browsers' address bars hide the scheme; a copied "connect.craft.do/links/…" is still meant as https.
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return fail(t('url_notWeb'));
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fail(t('url_notWeb'));
  if (url.username || url.password) return fail(t('url_credentials'));
  if (url.hostname === 'mcp.craft.do') return fail(t('url_mcp'));

  const isCraftHost = url.hostname === CRAFT_API_HOST;
  const linkId = (API_PATH.exec(url.pathname) ?? DOCS_PATH.exec(url.pathname))?.[1];
  if (!linkId) {
    return fail(isCraftHost ? t('url_notConnection') : t('url_notCraft'));
  }

  let protocol = url.protocol;
  if (protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    // Craft only serves https: upgrading is safe. Elsewhere the secret would travel in clear text.
    if (!isCraftHost) return fail(t('url_https'), false);
    protocol = 'https:';
  }
  return { ok: true, apiUrl: `${protocol}//${url.host}/links/${linkId}/api/v1`, linkId, isCraftHost };
}
