/**
 * Turns whatever the user pasted into the API URL of a connection. Accepts the API URL Craft shows
 * (with or without trailing slash), the connection's docs page (`/link/{id}/docs/v1[/editor]`), and
 * the same path shape on other hosts (local emulator, a proxy) flagged `isCraftHost: false` so the
 * UI can ask for host permission. Plain http only for loopback: the link itself is the secret.
 */

export type ParsedConnectionUrl =
  | { ok: true; apiUrl: string; linkId: string; isCraftHost: boolean }
  | { ok: false; error: string };

export const CRAFT_API_HOST = 'connect.craft.do';

const EXAMPLE = 'https://connect.craft.do/links/…/api/v1';
const WHAT_TO_PASTE = `In Craft, open the Imagine tab, select your API connection and copy its API URL (it looks like ${EXAMPLE}).`;

const API_PATH = /^\/links\/([A-Za-z0-9_-]+)\/api\/v1\/?$/;
const DOCS_PATH = /^\/link\/([A-Za-z0-9_-]+)\/docs\/v1(?:\/editor)?\/?$/;

export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

function fail(error: string): ParsedConnectionUrl {
  return { ok: false, error };
}

export function parseConnectionUrl(input: string): ParsedConnectionUrl {
  const text = input.trim();
  if (!text) return fail(`Paste a connection URL. ${WHAT_TO_PASTE}`);
  // Browsers' address bars hide the scheme; a copied "connect.craft.do/links/…" is still meant as https.
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return fail(`That isn't a web address. ${WHAT_TO_PASTE}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fail(`That isn't a web address. ${WHAT_TO_PASTE}`);
  if (url.username || url.password) return fail(`The URL must not contain a user name or password. ${WHAT_TO_PASTE}`);
  if (url.hostname === 'mcp.craft.do') {
    return fail(`That is an MCP link, for AI assistants. This extension needs the REST API URL instead. ${WHAT_TO_PASTE}`);
  }

  const isCraftHost = url.hostname === CRAFT_API_HOST;
  const linkId = (API_PATH.exec(url.pathname) ?? DOCS_PATH.exec(url.pathname))?.[1];
  if (!linkId) {
    return fail(isCraftHost
      ? `That Craft address is not a connection's API URL. ${WHAT_TO_PASTE}`
      : `That isn't a Craft API URL. ${WHAT_TO_PASTE}`);
  }

  let protocol = url.protocol;
  if (protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    // Craft only serves https: upgrading is safe. Elsewhere the secret would travel in clear text.
    if (!isCraftHost) return fail('Use https:// for this address. Plain http:// is allowed only for a server on this computer (localhost).');
    protocol = 'https:';
  }
  return { ok: true, apiUrl: `${protocol}//${url.host}/links/${linkId}/api/v1`, linkId, isCraftHost };
}
