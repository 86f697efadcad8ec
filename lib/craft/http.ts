/**
 * One request function over ky: auth header, query encoding, retry policy, timeout, and the
 * translation of every failure into a CraftError (errors.ts). Endpoint files only describe requests.
 */
import ky, { HTTPError, TimeoutError, type Options as KyOptions } from 'ky';
import type { ZodMiniType } from 'zod/mini';
import { CraftError, extractServerMessage, isHtml, parseRetryAfter, toCraftError } from './errors';
import { retryPolicy, type RetrySettings } from './retry-policy';

export type QueryValue = string | number | boolean | string[] | undefined;

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to the API URL, without a leading slash: `blocks`, `collections/x/items`. */
  path: string;
  query?: Record<string, QueryValue>;
  json?: unknown;
  /** Raw body (upload); sent with `contentType`. */
  body?: BodyInit;
  contentType?: string;
  accept?: string;
}

export interface HttpOptions {
  baseUrl: string;
  apiKey?: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  retry?: Partial<RetrySettings>;
}

export interface Http {
  /** Sends the request and validates the JSON body against `schema`. */
  json<T>(spec: RequestSpec, schema: ZodMiniType<T>): Promise<T>;
  /** Sends the request and returns the body as text (markdown reads). */
  text(spec: RequestSpec): Promise<string>;
}

export const DEFAULT_TIMEOUT_MS = 20_000;

/**
 * Array parameters ("string or array of strings") go as repeated keys, the OpenAPI default
 * (form, explode) for such parameters; the wire format is unconfirmed (facts §3.6, §8.4).
 */
export function toSearchParams(query: Record<string, QueryValue> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  return params;
}

export function createHttp(options: HttpOptions): Http {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const host = new URL(options.baseUrl).host;
  // Unbound `fetch` throws "Illegal invocation" in browsers; wrap the global one.
  const fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const api = ky.create({
    prefixUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: fetchFn,
    timeout: timeoutMs,
    headers: options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {},
  });

  async function send(spec: RequestSpec, accept: string): Promise<Response> {
    const kyOptions: KyOptions = {
      method: spec.method,
      searchParams: toSearchParams(spec.query),
      retry: retryPolicy(spec.method, options.retry),
      headers: { Accept: spec.accept ?? accept, ...(spec.contentType ? { 'Content-Type': spec.contentType } : {}) },
      ...(spec.json !== undefined ? { json: spec.json } : {}),
      ...(spec.body !== undefined ? { body: spec.body } : {}),
    };
    try {
      return await api(spec.path, kyOptions);
    } catch (error) {
      throw await asCraftError(error, host, timeoutMs, !!options.apiKey);
    }
  }

  return {
    async json(spec, schema) {
      const response = await send(spec, 'application/json');
      const text = await response.text();
      let data: unknown;
      try {
        data = text ? JSON.parse(text) : undefined;
      } catch {
        throw toCraftError({
          type: 'shape',
          detail: `${spec.method} /${spec.path} did not return JSON`,
          html: isHtml(text),
        });
      }
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? issue.path.join('.') : 'body';
        throw toCraftError({
          type: 'shape',
          detail: `${spec.method} /${spec.path}: ${where}: ${issue?.message ?? 'invalid'}`,
        });
      }
      return parsed.data;
    },
    async text(spec) {
      return (await send(spec, 'text/markdown')).text();
    },
  };
}

async function asCraftError(error: unknown, host: string, timeoutMs: number, keySent: boolean): Promise<CraftError> {
  if (error instanceof CraftError) return error;
  if (error instanceof HTTPError) {
    const { response } = error;
    const body = await response.text().catch(() => '');
    return toCraftError({
      type: 'status',
      status: response.status,
      serverMessage: extractServerMessage(body),
      retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')),
      keySent,
      html: isHtml(body) || (response.headers.get('Content-Type') ?? '').includes('text/html'),
    });
  }
  if (error instanceof TimeoutError) return toCraftError({ type: 'timeout', timeoutMs });
  // Anything else thrown by fetch (TypeError "fetch failed", DNS, refused, CORS) means no answer.
  return toCraftError({ type: 'network', host, cause: error });
}
