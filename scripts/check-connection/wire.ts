/**
 * Raw requests for the connection check: what the service answered on the wire (status, JSON or
 * HTML, body), not what our client makes of it. A 429 is waited out (Retry-After, at most a minute)
 * and tried again, and the first one met is kept: it is one of the questions.
 */
export type BodyKind = 'json' | 'html' | 'text' | 'empty';

export interface Answer {
  status: number;
  kind: BodyKind;
  /** Parsed body when it is JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever JSON the service sent; the questions inspect its shape
  json?: any;
  text: string;
  retryAfter?: string;
}

export interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to the API URL, with its query: `/blocks?id=X`. */
  path: string;
  json?: unknown;
  bytes?: Uint8Array;
  contentType?: string;
}

export interface Wire {
  send(request: Request): Promise<Answer>;
  /** The first 429 met, if any. */
  readonly rateLimited: Answer | undefined;
}

const MAX_WAITS = 3;
const MAX_WAIT_MS = 65_000;

function kindOf(text: string, contentType: string): BodyKind {
  if (!text.trim()) return 'empty';
  if (/^\s*</.test(text) || contentType.includes('text/html')) return 'html';
  try {
    JSON.parse(text);
    return 'json';
  } catch {
    return 'text';
  }
}

export function createWire(
  apiUrl: string,
  apiKey: string | undefined,
  sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)),
): Wire {
  let rateLimited: Answer | undefined;
  const base = apiUrl.replace(/\/+$/, '');

  async function once(request: Request): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (apiKey) headers.Authorization = `Bearer ${apiKey}`;
    let body: BodyInit | undefined;
    if (request.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.bytes) {
      headers['Content-Type'] = request.contentType ?? 'application/octet-stream';
      body = request.bytes as unknown as BodyInit;
    }
    const res = await fetch(`${base}${request.path}`, { method: request.method, headers, body });
    const text = await res.text();
    const kind = kindOf(text, res.headers.get('content-type') ?? '');
    return {
      status: res.status,
      kind,
      text,
      ...(kind === 'json' ? { json: JSON.parse(text) } : {}),
      ...(res.headers.get('retry-after') ? { retryAfter: res.headers.get('retry-after')! } : {}),
    };
  }

  return {
    get rateLimited() {
      return rateLimited;
    },
    async send(request) {
      for (let attempt = 0; ; attempt++) {
        const answer = await once(request);
        if (answer.status !== 429 || attempt >= MAX_WAITS) return answer;
        rateLimited ??= answer;
        const seconds = Number(answer.retryAfter);
        await sleep(Math.min(MAX_WAIT_MS, Number.isFinite(seconds) ? seconds * 1000 : 10_000));
      }
    },
  };
}
