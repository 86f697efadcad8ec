/**
 * Takes connection secrets out of text that may be shown, stored or logged: error messages (a
 * server's detail, a network error, a ky HTTPError embeds the request URL), outbox records, console
 * output. The link id in `/links/<id>/` is what grants access to a space, so it goes with the key.
 * Patterns catch the shapes we know (a link path, a `pdk_` key, a bearer token); the connection's own
 * key and link id are also cut out by value, in every shape a server may echo them back in: any
 * letter case, percent-encoded, JSON-escaped or base64 (as in a Basic header).
 */
import { t } from '../i18n/t';

const LINK_PATH = /(\/links\/)[^/?#\s"'<>]+/gi;
const CRAFT_KEY = /\bpdk_[A-Za-z0-9_-]+/g;
const BEARER = /(\bBearer\s+)[^\s"',;]+/gi;
/** Very short strings would cut ordinary words out of the message. */
const MIN_SECRET_LENGTH = 6;

/** The secrets of one connection: its API URL, the link id inside it, and its key. */
export function connectionSecrets(connection: { apiUrl?: string; apiKey?: string } | undefined): string[] {
  if (!connection) return [];
  const linkId = /\/links\/([^/?#\s]+)/i.exec(connection.apiUrl ?? '')?.[1];
  return [connection.apiUrl, linkId, connection.apiKey].filter((s): s is string => !!s);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function base64(text: string): string | undefined {
  try {
    return btoa(unescape(encodeURIComponent(text)));
  } catch {
    return undefined;
  }
}

/** Each shape a secret may come back in; the base64 form also without its padding. */
function shapesOf(secret: string): string[] {
  const b64 = base64(secret);
  const shapes = [
    secret,
    encodeURIComponent(secret),
    JSON.stringify(secret).slice(1, -1),
    b64,
    b64?.replace(/=+$/, ''),
  ];
  return (
    [...new Set(shapes.filter((s): s is string => !!s && s.length >= MIN_SECRET_LENGTH))]
      // Longest first, so a URL is cut whole before the link id inside it.
      .sort((a, b) => b.length - a.length)
  );
}

/** `text` without link ids, API keys or bearer tokens; `secrets` (a key, a URL, a link id) are cut out by value. */
export function redactSecrets(text: string, secrets: Array<string | undefined> = []): string {
  let out = text;
  const known = secrets
    .filter((s): s is string => !!s && s.length >= MIN_SECRET_LENGTH)
    .sort((a, b) => b.length - a.length);
  for (const secret of known) {
    for (const shape of shapesOf(secret)) out = out.replace(new RegExp(escapeRegExp(shape), 'gi'), '…');
  }
  return out.replace(LINK_PATH, '$1…').replace(CRAFT_KEY, 'pdk_…').replace(BEARER, '$1…');
}

/** The message of anything thrown, redacted: the one way to turn an error into text for a user or a log. */
export function redactedMessage(
  error: unknown,
  fallback = t('error_somethingWrong'),
  secrets: Array<string | undefined> = [],
): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : fallback;
  return redactSecrets(message || fallback, secrets);
}
