/**
 * The one error type of the Craft client, and the one place that turns a failure into a message a
 * user can act on (like refined-github's getError). Callers branch on `kind`, show `message`.
 */

export type CraftErrorKind =
  | 'not-craft-url' | 'unreachable' | 'key-required' | 'key-invalid' | 'not-found'
  | 'rate-limited' | 'server' | 'timeout' | 'bad-response' | 'bad-request';

export class CraftError extends Error {
  override name = 'CraftError';
  readonly kind: CraftErrorKind;
  readonly status?: number;
  /** How long the server asked us to wait (429), when it said so. */
  readonly retryAfterMs?: number;

  constructor(kind: CraftErrorKind, message: string, opts: { status?: number; retryAfterMs?: number; cause?: unknown } = {}) {
    super(message, { cause: opts.cause });
    this.kind = kind;
    this.status = opts.status;
    this.retryAfterMs = opts.retryAfterMs;
  }
}

export function isCraftError(error: unknown, kind?: CraftErrorKind): error is CraftError {
  return error instanceof CraftError && (kind === undefined || error.kind === kind);
}

/** What a failure looked like on the wire, before it gets a user-facing message. */
export type Failure =
  | { type: 'status'; status: number; serverMessage?: string; retryAfterMs?: number }
  | { type: 'network'; host: string; cause?: unknown }
  | { type: 'timeout'; timeoutMs: number }
  | { type: 'shape'; detail: string }
  | { type: 'url'; cause?: unknown };

function seconds(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  return s === 1 ? '1 second' : `${s} seconds`;
}

function withDetail(text: string, detail?: string): string {
  return detail ? `${text} (Craft said: ${detail})` : text;
}

/** Every user-facing message of the client is written here. */
export function toCraftError(failure: Failure): CraftError {
  switch (failure.type) {
    case 'network':
      return new CraftError('unreachable',
        `Couldn't reach ${failure.host}. Check your internet connection (or that the server is running) and try again.`,
        { cause: failure.cause });
    case 'timeout':
      return new CraftError('timeout',
        `Craft didn't answer within ${seconds(failure.timeoutMs)}. Try again in a moment.`);
    case 'shape':
      return new CraftError('bad-response',
        `Craft sent a response this extension doesn't understand (${failure.detail}). The API may have changed; check for an extension update.`);
    case 'url':
      return new CraftError('not-craft-url',
        'The connection URL is not a valid address. In Craft, open the Imagine tab, copy the API URL of your connection and paste it here.',
        { cause: failure.cause });
    case 'status':
      return fromStatus(failure.status, failure.serverMessage, failure.retryAfterMs);
  }
}

function fromStatus(status: number, serverMessage: string | undefined, retryAfterMs: number | undefined): CraftError {
  const opts = { status, retryAfterMs };
  if (status === 400 || status === 422) {
    return new CraftError('bad-request',
      `Craft rejected the request: ${serverMessage ?? 'no reason given'}.`, opts);
  }
  if (status === 401) {
    return new CraftError('key-required',
      'This Craft connection needs an API key. Copy the key from the connection in Craft (Imagine tab) and add it here.', opts);
  }
  if (status === 403) {
    return new CraftError('key-invalid',
      withDetail('The API key is invalid or has expired. Create a new key for the connection in Craft and paste it here.', serverMessage), opts);
  }
  if (status === 404) {
    return new CraftError('not-found',
      withDetail('Craft couldn\'t find that. The connection link may have been deleted, or the document or block no longer exists. Check the link in Craft\'s Imagine tab.', serverMessage), opts);
  }
  if (status === 429) {
    const wait = retryAfterMs === undefined ? 'a minute' : seconds(retryAfterMs);
    return new CraftError('rate-limited',
      `Craft is limiting how fast requests can be sent. Try again in ${wait}.`, opts);
  }
  if (status >= 500) {
    return new CraftError('server',
      `Craft had a problem on its side (HTTP ${status}). Try again in a moment.`, opts);
  }
  return new CraftError('bad-response',
    withDetail(`Craft answered with an unexpected status (HTTP ${status}).`, serverMessage), opts);
}

/** `Retry-After` is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The error body shape is undocumented (facts §3.2, §8.1): clients have seen `{error, message}`,
 * `{error: {code, message}}` and `{code, message}`. Take whichever text is there, else a short plain body.
 */
export function extractServerMessage(body: string): string | undefined {
  const text = body.trim();
  if (!text) return undefined;
  try {
    const json: unknown = JSON.parse(text);
    if (json && typeof json === 'object') {
      const o = json as Record<string, unknown>;
      const nested = o.error && typeof o.error === 'object' ? (o.error as Record<string, unknown>).message : undefined;
      const found = [o.message, nested, o.error, o.detail].find((v) => typeof v === 'string' && v.trim());
      return typeof found === 'string' ? found.trim() : undefined;
    }
  } catch {
    // Not JSON: a short plain-text body is still the best explanation we have.
  }
  return text.length <= 300 && !text.startsWith('<') ? text : undefined;
}
