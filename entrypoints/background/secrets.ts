/**
 * The secrets every message of the background is cleaned of before it is shown, stored or logged:
 * the URL, link id and key of each saved connection, cut out by value (lib/connections/redact.ts)
 * so a server that echoes them back in another shape (upper-case, percent-encoded, base64) does not
 * leak them. Read fresh each time: connections are added and removed while the worker lives. A leaf.
 */
import { connectionSecrets, redactSecrets } from '../../lib/connections/redact';
import { connectionsItem } from '../../lib/storage/items';

/** The secrets of every saved connection. */
export async function savedSecrets(): Promise<string[]> {
  try {
    return (await connectionsItem.getValue()).flatMap(connectionSecrets);
  } catch {
    // Storage unreadable: the patterns in redactSecrets still apply.
    return [];
  }
}

const TEXT_FIELDS = new Set(['error', 'lastError']);

/**
 * An answer to a page with every `error` / `lastError` text redacted, however deep (a Result's
 * error, the outbox list's stored errors). Values are left alone: the options page is shown the URL
 * it just tested on purpose.
 */
export function redactAnswer<T>(answer: T, secrets: string[]): T {
  if (Array.isArray(answer)) return answer.map((a) => redactAnswer(a, secrets)) as T;
  if (!answer || typeof answer !== 'object') return answer;
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(answer)) {
    const next =
      TEXT_FIELDS.has(key) && typeof value === 'string'
        ? redactSecrets(value, secrets)
        : value && typeof value === 'object'
          ? redactAnswer(value, secrets)
          : value;
    if (next !== value) changed = true;
    out[key] = next;
  }
  return changed ? (out as T) : answer;
}
