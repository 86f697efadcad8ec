/**
 * The one error type of the Craft client, and the one place that turns a failure into a message a
 * user can act on (like refined-github's getError). Callers branch on `kind`, show `message`, which is
 * in the browser's language (public/_locales; English in Node, see lib/i18n/t.ts).
 */
import { text, TextError, type UiText } from '../i18n/ui-text';

export type CraftErrorKind =
  | 'not-craft-url'
  | 'unreachable'
  | 'key-required'
  | 'key-invalid'
  | 'not-found'
  | 'rate-limited'
  | 'server'
  | 'timeout'
  | 'bad-response'
  | 'bad-request';

export class CraftError extends TextError {
  override name = 'CraftError';
  readonly kind: CraftErrorKind;
  readonly status?: number;
  /** How long the server asked us to wait (429), when it said so. */
  readonly retryAfterMs?: number;
  /** The answer was an HTML page, not the API's JSON (unknown routes, a proxy, a login page). */
  readonly html: boolean;

  constructor(
    kind: CraftErrorKind,
    message: UiText | string,
    opts: { status?: number; retryAfterMs?: number; cause?: unknown; html?: boolean } = {},
  ) {
    super(message, { cause: opts.cause });
    this.kind = kind;
    this.status = opts.status;
    this.retryAfterMs = opts.retryAfterMs;
    this.html = opts.html ?? false;
  }
}

export function isCraftError(error: unknown, kind?: CraftErrorKind): error is CraftError {
  return error instanceof CraftError && (kind === undefined || error.kind === kind);
}

/** What a failure looked like on the wire, before it gets a user-facing message. */
export type Failure =
  /** `keySent`: the request carried an API key; `html`: the body was an HTML page. */
  | { type: 'status'; status: number; serverMessage?: string; retryAfterMs?: number; keySent?: boolean; html?: boolean }
  | { type: 'network'; host: string; cause?: unknown }
  | { type: 'timeout'; timeoutMs: number }
  | { type: 'shape'; detail: string; html?: boolean }
  | { type: 'url'; cause?: unknown };

function seconds(ms: number): UiText {
  const s = Math.max(1, Math.ceil(ms / 1000));
  return s === 1 ? text('error_oneSecond') : text('error_seconds', s);
}

function withDetail(said: UiText, detail?: string): UiText {
  return detail ? text('error_craftSaid', [said, detail]) : said;
}

/** Every user-facing message of the client is written here, as a key the outbox stores (lib/i18n/ui-text.ts). */
export function toCraftError(failure: Failure): CraftError {
  switch (failure.type) {
    case 'network':
      return new CraftError('unreachable', text('error_unreachable', failure.host), { cause: failure.cause });
    case 'timeout':
      return new CraftError('timeout', text('error_timeout', seconds(failure.timeoutMs)));
    case 'shape':
      return new CraftError('bad-response', text('error_badResponse', failure.detail), { html: failure.html });
    case 'url':
      return new CraftError('not-craft-url', text('error_badUrl'), { cause: failure.cause });
    case 'status':
      return fromStatus(failure);
  }
}

const sentence = (text: string) => (/[.!?。！？]$/.test(text) ? text : `${text}.`);

function fromStatus(failure: Extract<Failure, { type: 'status' }>): CraftError {
  const { status, serverMessage, retryAfterMs } = failure;
  const opts = { status, retryAfterMs, html: failure.html };
  if (status === 400 || status === 422) {
    return new CraftError(
      'bad-request',
      text('error_rejected', serverMessage === undefined ? text('error_noReason') : sentence(serverMessage)),
      opts,
    );
  }
  if (status === 413) {
    return new CraftError('bad-request', withDetail(text('error_tooLarge'), serverMessage), opts);
  }
  // A 401 can mean a key that was sent and not accepted, not only a missing one (evidence §3a #3:
  // R5 recorded 401 "Invalid Authorization header" for a request that carried a key).
  if (status === 401 && failure.keySent) {
    return new CraftError('key-invalid', withDetail(text('error_keyNotAccepted'), serverMessage), opts);
  }
  if (status === 401) {
    return new CraftError('key-required', withDetail(text('error_keyRequired'), serverMessage), opts);
  }
  if (status === 403) {
    return new CraftError('key-invalid', withDetail(text('error_keyInvalid'), serverMessage), opts);
  }
  if (status === 404) {
    return new CraftError('not-found', withDetail(text('error_notFound'), serverMessage), opts);
  }
  if (status === 429) {
    const wait = retryAfterMs === undefined ? text('error_aMinute') : seconds(retryAfterMs);
    return new CraftError('rate-limited', text('error_rateLimited', wait), opts);
  }
  if (status >= 500) {
    return new CraftError('server', text('error_server', status), opts);
  }
  return new CraftError('bad-response', withDetail(text('error_unexpectedStatus', status), serverMessage), opts);
}

/** `Retry-After` is either delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export const isHtml = (body: string) => /^\s*</.test(body);

const trimmedText = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The `message` of each entry of a list (or of one object) such as `details` or `errors`. */
function messagesOf(value: unknown): string[] {
  const entries = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
  return entries.flatMap(
    (e) => trimmedText(e && typeof e === 'object' ? (e as Record<string, unknown>).message : e) ?? [],
  );
}

/**
 * Craft's own words from an error body. Recorded live (evidence §3a #4, R5): `{error, code}`,
 * `{error, code, details: [{code, message}]}` (or `details: {…}`) and `{errors: [{code, message}]}`;
 * other clients have read `{error, message}`, `{error: {code, message}}` and `{code, message}`.
 * The details say what to fix ("Either 'date' or 'id' must be specified."), so they follow the
 * headline. An HTML page says nothing useful; a short plain-text body is kept.
 */
export function extractServerMessage(body: string): string | undefined {
  const trimmed = body.trim();
  if (!trimmed) return undefined;
  try {
    const json: unknown = JSON.parse(trimmed);
    if (json && typeof json === 'object') {
      const o = json as Record<string, unknown>;
      const nested =
        o.error && typeof o.error === 'object' ? trimmedText((o.error as Record<string, unknown>).message) : undefined;
      const headline = trimmedText(o.message) ?? nested ?? trimmedText(o.error) ?? trimmedText(o.detail);
      const details = [...messagesOf(o.details), ...messagesOf(o.errors)].filter((d) => d !== headline);
      const parts = [headline, details.join(' ')].filter((p): p is string => !!p);
      return parts.length ? parts.join(': ') : undefined;
    }
  } catch {
    // Not JSON: a short plain-text body is still the best explanation we have.
  }
  return trimmed.length <= 300 && !isHtml(trimmed) ? trimmed : undefined;
}
