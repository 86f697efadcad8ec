/**
 * Takes connection secrets out of text that may be shown, stored or logged: error messages (a
 * server's detail, a network error, a ky HTTPError embeds the request URL), outbox records, console
 * output. The link id in `/links/<id>/` is what grants access to a space, so it goes with the key.
 */

const LINK_PATH = /(\/links\/)[^/?#\s"'<>]+/gi;
const CRAFT_KEY = /\bpdk_[A-Za-z0-9_-]+/g;
const BEARER = /(\bBearer\s+)[^\s"',;]+/gi;

/** `text` without link ids, API keys or bearer tokens; `secrets` (a key, a URL) are cut out too. */
export function redactSecrets(text: string, secrets: Array<string | undefined> = []): string {
  let out = text;
  for (const secret of secrets) {
    // Very short strings would cut ordinary words out of the message.
    if (secret && secret.length >= 6) out = out.split(secret).join('…');
  }
  return out.replace(LINK_PATH, '$1…').replace(CRAFT_KEY, 'pdk_…').replace(BEARER, '$1…');
}

/** The message of anything thrown, redacted: the one way to turn an error into text for a user or a log. */
export function redactedMessage(error: unknown, fallback = 'Something went wrong. Try again.'): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : fallback;
  return redactSecrets(message || fallback);
}
