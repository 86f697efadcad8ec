/** A scripted `fetch` for client tests: records what was sent, answers from a list of replies. */

export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
  at: number;
}

/** A reply: a Response factory, an Error to throw (network failure), or 'hang' (never answers). */
export type Reply = (() => Response) | Error | 'hang';

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): () => Response {
  return () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

export function status(code: number, body = '', headers: Record<string, string> = {}): () => Response {
  return () => new Response(body, { status: code, headers });
}

export function fakeFetch(...replies: Reply[]) {
  const sent: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    sent.push({
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await request.text(),
      at: Date.now(),
    });
    const reply = replies.length > 1 ? replies.shift()! : replies[0];
    if (reply === undefined) throw new Error('fakeFetch: no reply scripted');
    if (reply === 'hang') {
      return new Promise((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    }
    if (reply instanceof Error) throw reply;
    return reply();
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}
