/** The HTTP front: CORS, assets, link lookup, rate limit, auth, faults, routing, logging, persistence. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LinkRuntime } from './scope';
import type { Store } from './store';
import type { RateLimiter } from './rate-limit';
import type { FaultSwitches } from './faults';
import type { RequestLog } from './request-log';
import type { Persister } from './persistence';
import type { RequestLogEntry } from './types';
import { Scope } from './scope';
import { ApiError } from './errors';
import { matchRoute } from './router';
import { parseQuery } from './query';
import { checkAuth } from './auth';
import { countBlocks } from './block-count';
import { errorBody, flatHeaders, logBody, parseJsonBody, readBody, send } from './http-io';

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

const API_PATH = /^\/links\/([^/]+)\/api\/v1(\/.*)?$/;

/** Hang and forced-response switches; true when the request was taken over. */
function intercepted(deps: ServerDeps, res: ServerResponse, entry: RequestLogEntry, rateHeaders: Record<string, string>): boolean {
  const { method, path } = entry;
  if (deps.faults.takeHang(method, path)) {
    deps.faults.holdHung(res);
    deps.log.add(entry);
    return true;
  }
  const forced = deps.faults.takeForced(method, path);
  if (!forced) return false;
  entry.status = forced.status;
  deps.log.add(entry);
  const body = forced.body === undefined ? errorBody('Forced', `Forced ${forced.status} by a test`)
    : typeof forced.body === 'string' ? forced.body : JSON.stringify(forced.body);
  send(res, forced.status, { ...rateHeaders, ...forced.headers }, body);
  return true;
}

function serveAsset(deps: ServerDeps, res: ServerResponse, id: string) {
  const up = deps.store().state.uploads[id];
  if (!up) return send(res, 404, {}, errorBody('Not Found', 'No such asset'));
  return send(res, 200, {}, Buffer.from(up.base64, 'base64'), up.contentType);
}

export function createHandler(deps: ServerDeps) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') return send(res, 204, {});
    const asset = /^\/assets\/([^/]+)$/.exec(url.pathname);
    if (asset && method === 'GET') return serveAsset(deps, res, asset[1]);
    const api = API_PATH.exec(url.pathname);
    if (!api) return send(res, 404, {}, errorBody('Not Found', 'Unknown path'));
    const link = deps.links.get(api[1]);
    const headers = flatHeaders(req);
    const contentType = headers['content-type'] ?? '';
    const raw = await readBody(req);
    const entry: RequestLogEntry = {
      time: deps.now().toISOString(), linkId: api[1], method, path: api[2] ?? '/',
      query: parseQuery(url.searchParams), headers, body: undefined, status: 0,
    };
    let rateHeaders: Record<string, string> = {};
    try {
      if (!link) throw new ApiError(404, 'Not Found', 'Unknown API link');
      rateHeaders = deps.limiter.check(req.socket.remoteAddress ?? 'unknown', deps.store().state.space.id);
      const match = matchRoute(method, entry.path, link.kind);
      entry.body = logBody(raw, contentType, 'route' in match && match.route.raw === true);
      checkAuth(link.apiKey, headers.authorization);
      if (deps.faults.latencyMs > 0) await new Promise((r) => setTimeout(r, deps.faults.latencyMs));
      if (intercepted(deps, res, entry, rateHeaders)) return;
      const random = deps.faults.randomError();
      if (random) throw new ApiError(random, 'Server Error', `Injected ${random} (error rate)`);
      if ('status' in match) {
        throw new ApiError(match.status, match.status === 404 ? 'Not Found' : 'Method Not Allowed', `${method} ${entry.path} is not available on this connection`);
      }
      const drop = deps.faults.takeDrop(method, entry.path);
      const store = deps.store();
      const reply = await match.route.handler({
        store, scope: new Scope(store, link), kind: link.kind, method, path: entry.path, params: match.params, query: entry.query,
        body: match.route.raw ? undefined : parseJsonBody(raw, contentType), rawBody: raw, headers,
        now: deps.now(), timezone: deps.timezone, origin: deps.origin(),
      });
      if (match.route.mutates) deps.persister.schedule();
      Object.assign(rateHeaders, deps.limiter.useBlocks(store.state.space.id, reply.blocks ?? countBlocks(reply.json)));
      entry.status = drop ? 0 : reply.status ?? 200;
      deps.log.add(entry);
      // Drop-after-apply: the write happened, the client never hears about it.
      if (drop) return void req.socket.destroy();
      if (reply.text !== undefined) return send(res, entry.status, rateHeaders, reply.text, reply.contentType);
      return send(res, entry.status, rateHeaders, JSON.stringify(reply.json));
    } catch (err) {
      if (!(err instanceof ApiError)) console.error('emulator: unexpected error', err);
      const e = err instanceof ApiError ? err : new ApiError(500, 'Internal Error', String((err as Error)?.message ?? err));
      entry.status = e.status;
      deps.log.add(entry);
      return send(res, e.status, { ...rateHeaders, ...e.headers }, errorBody(e.error, e.message));
    }
  };
}
