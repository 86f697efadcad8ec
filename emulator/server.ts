/** The HTTP front: CORS, assets, link lookup, rate limit, auth, faults, routing, logging, persistence. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import type { LinkRuntime } from './scope';
import type { Store } from './store';
import type { RateLimiter } from './rate-limit';
import type { FaultSwitches } from './faults';
import type { RequestLog } from './request-log';
import type { Persister } from './persistence';
import type { Reply } from './context';
import { Scope } from './scope';
import { ApiError } from './errors';
import { matchRoute } from './router';
import { parseQuery } from './query';
import { checkAuth } from './auth';

export interface ServerDeps {
  store: () => Store;
  links: Map<string, LinkRuntime>;
  limiter: RateLimiter;
  faults: FaultSwitches;
  log: RequestLog;
  persister: Persister;
  timezone: string;
  now: () => Date;
  origin: () => string;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, PATCH, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Expose-Headers': 'Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset',
  'Access-Control-Max-Age': '600',
};
const API_PATH = /^\/links\/([^/]+)\/api\/v1(\/.*)?$/;

function send(res: ServerResponse, status: number, headers: Record<string, string>, body?: string | Buffer, type = 'application/json; charset=utf-8') {
  if (res.destroyed) return;
  res.writeHead(status, { ...CORS, ...headers, ...(body !== undefined ? { 'Content-Type': type } : {}) });
  res.end(body);
}
const errorBody = (error: string, message: string) => JSON.stringify({ error, message });

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function parseJsonBody(raw: Buffer, contentType: string): unknown {
  if (!raw.length) return undefined;
  const text = raw.toString('utf8');
  if (contentType.startsWith('text/markdown') || contentType.startsWith('text/plain')) return text;
  try { return JSON.parse(text); } catch { throw new ApiError(400, 'Invalid JSON', 'The request body is not valid JSON'); }
}

/** Parsed JSON, raw text, or `{ bytes, sha256, contentType }` for uploads. */
function logBody(raw: Buffer, contentType: string, binary: boolean): unknown {
  if (binary) return { bytes: raw.length, sha256: createHash('sha256').update(raw).digest('hex'), contentType };
  if (!raw.length) return undefined;
  const text = raw.toString('utf8');
  try { return JSON.parse(text); } catch { return text; }
}

export function createHandler(deps: ServerDeps) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') return send(res, 204, {});
    const asset = /^\/assets\/([^/]+)$/.exec(url.pathname);
    if (asset && method === 'GET') {
      const up = deps.store().state.uploads[asset[1]];
      if (!up) return send(res, 404, {}, errorBody('Not Found', 'No such asset'));
      return send(res, 200, {}, Buffer.from(up.base64, 'base64'), up.contentType);
    }
    const api = API_PATH.exec(url.pathname);
    if (!api) return send(res, 404, {}, errorBody('Not Found', 'Unknown path'));
    const link = deps.links.get(api[1]);
    const path = api[2] ?? '/';
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v ?? '']));
    const query = parseQuery(url.searchParams);
    const raw = await readBody(req);
    const contentType = headers['content-type'] ?? '';
    const entry = { time: deps.now().toISOString(), linkId: api[1], method, path, query, headers, body: undefined as unknown, status: 0 };
    let rateHeaders: Record<string, string> = {};
    let drop = false;
    let reply: Reply;
    let status = 200;
    try {
      if (!link) throw new ApiError(404, 'Not Found', 'Unknown API link');
      rateHeaders = deps.limiter.check(req.socket.remoteAddress ?? 'unknown', deps.store().state.space.id);
      const match = matchRoute(method, path, link.kind);
      entry.body = logBody(raw, contentType, 'route' in match && match.route.raw === true);
      checkAuth(link.apiKey, headers.authorization);
      if (deps.faults.latencyMs > 0) await new Promise((r) => setTimeout(r, deps.faults.latencyMs));
      if (deps.faults.takeHang(method, path)) {
        deps.faults.holdHung(res);
        deps.log.add(entry);
        return;
      }
      const forced = deps.faults.takeForced(method, path);
      if (forced) {
        entry.status = forced.status;
        deps.log.add(entry);
        const body = forced.body === undefined ? errorBody('Forced', `Forced ${forced.status} by a test`)
          : typeof forced.body === 'string' ? forced.body : JSON.stringify(forced.body);
        return send(res, forced.status, { ...rateHeaders, ...forced.headers }, body);
      }
      const random = deps.faults.randomError();
      if (random) throw new ApiError(random, 'Server Error', `Injected ${random} (error rate)`);
      if ('status' in match) {
        throw new ApiError(match.status, match.status === 404 ? 'Not Found' : 'Method Not Allowed', `${method} ${path} is not available on this connection`);
      }
      drop = match.route.mutates === true && deps.faults.takeDrop(method, path);
      const store = deps.store();
      reply = await match.route.handler({
        store, scope: new Scope(store, link), kind: link.kind, method, path, params: match.params, query,
        body: match.route.raw ? undefined : parseJsonBody(raw, contentType), rawBody: raw, headers,
        now: deps.now(), timezone: deps.timezone, origin: deps.origin(),
      });
      status = reply.status ?? 200;
      if (match.route.mutates) deps.persister.schedule();
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(500, 'Internal Error', String((err as Error)?.stack ?? err));
      entry.status = e.status;
      deps.log.add(entry);
      return send(res, e.status, { ...rateHeaders, ...e.headers }, errorBody(e.error, e.message));
    }
    entry.status = drop ? 0 : status;
    deps.log.add(entry);
    // Drop-after-apply: the write happened, the client never hears about it.
    if (drop) { req.socket.destroy(); return; }
    if (reply.text !== undefined) return send(res, status, rateHeaders, reply.text, reply.contentType);
    return send(res, status, rateHeaders, JSON.stringify(reply.json));
  };
}
