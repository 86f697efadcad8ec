/** The HTTP front: CORS, assets, link lookup, rate limit, auth, faults, routing, logging, persistence. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LinkRuntime } from './scope';
import type { Store } from './store';
import type { RateLimiter } from './rate-limit';
import type { FaultSwitches } from './faults';
import type { RequestLog } from './request-log';
import type { Persister } from './persistence';
import type { RequestLogEntry } from './types';
import type { Behaviour } from './behaviour';
import { Scope } from './scope';
import { ApiError } from './errors';
import { errorReply, htmlPage } from './error-shapes';
import { matchRoute } from './router';
import { routeMiss } from './route-miss';
import { parseQuery } from './query';
import { checkAuth } from './auth';
import { countBlocks } from './block-count';
import { flatHeaders, logBody, parseJsonBody, readBody, send } from './http-io';

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
  behaviour: () => Behaviour;
}

const API_PATH = /^\/links\/([^/]+)\/api\/v1(\/.*)?$/;
const LINK_PAGE = /^\/links\/([^/]+)\/?$/;

function sendError(res: ServerResponse, e: ApiError, method: string, headers: Record<string, string> = {}) {
  const reply = errorReply(e, method);
  send(res, e.status, { ...headers, ...e.headers }, reply.body, reply.type);
}

/** Hang and forced-response switches; true when the request was taken over. */
function intercepted(
  deps: ServerDeps,
  res: ServerResponse,
  entry: RequestLogEntry,
  rateHeaders: Record<string, string>,
): boolean {
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
  if (forced.body === undefined) {
    sendError(res, new ApiError(forced.status, `Forced ${forced.status} by a test`), method, {
      ...rateHeaders,
      ...forced.headers,
    });
    return true;
  }
  const body = typeof forced.body === 'string' ? forced.body : JSON.stringify(forced.body);
  send(res, forced.status, { ...rateHeaders, ...forced.headers }, body);
  return true;
}

function serveAsset(deps: ServerDeps, res: ServerResponse, id: string) {
  const { uploads, rehosted } = deps.store().state;
  const up = uploads[id];
  // A re-hosted external image (rewrite.ts) points back at where it came from; the emulator never fetches it.
  if (!up && rehosted?.[id]) return send(res, 302, { Location: rehosted[id] });
  if (!up) return sendError(res, new ApiError(404, 'No such asset', { html: true }), 'GET');
  return send(res, 200, {}, Buffer.from(up.base64, 'base64'), up.contentType);
}

/**
 * Non-API paths. The bare API URL is redirected (307) to the link's page, which answers non-HTML
 * requests with a 500 HTML page (evidence §3b #16, R9 LIVE); anything else is an HTML 404.
 */
function serveOther(res: ServerResponse, method: string, path: string, accept: string) {
  const bare = /^(\/links\/[^/]+)\/api\/v1\/?$/.exec(path);
  if (bare) return send(res, 307, { Location: bare[1] });
  if (LINK_PAGE.test(path) && !accept.includes('text/html')) {
    return sendError(res, new ApiError(500, 'Only HTML requests are supported here', { html: true }), method);
  }
  if (LINK_PAGE.test(path)) {
    const page = htmlPage(200, 'A Craft API emulator link. The API is under /api/v1.');
    return send(res, 200, {}, page.body, page.type);
  }
  return sendError(res, new ApiError(404, `Cannot ${method} ${path}`, { html: true }), method);
}

export function createHandler(deps: ServerDeps) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS') return send(res, 204, {});
    const asset = /^\/assets\/([^/]+)$/.exec(url.pathname);
    if (asset && method === 'GET') return serveAsset(deps, res, asset[1]);
    const headers = flatHeaders(req);
    const api = API_PATH.exec(url.pathname);
    if (!api || !api[2] || api[2] === '/') return serveOther(res, method, url.pathname, headers.accept ?? '');
    const link = deps.links.get(api[1]);
    const behaviour = deps.behaviour();
    const contentType = headers['content-type'] ?? '';
    const raw = await readBody(req);
    const entry: RequestLogEntry = {
      time: deps.now().toISOString(),
      linkId: api[1],
      method,
      path: api[2] ?? '/',
      query: parseQuery(url.searchParams),
      headers,
      body: undefined,
      status: 0,
    };
    let rateHeaders: Record<string, string> = {};
    try {
      // An unknown link id: never recorded; pa1ar's client (R5) reads a 404 without Craft's code as a dead link.
      if (!link) throw new ApiError(404, `Cannot ${method} ${url.pathname}`, { html: true });
      rateHeaders = deps.limiter.check(req.socket.remoteAddress ?? 'unknown', deps.store().state.space.id);
      const match = matchRoute(method, entry.path, link.kind);
      entry.body = logBody(raw, contentType, 'route' in match && match.route.raw === true);
      checkAuth(link.apiKey, headers.authorization);
      if (behaviour.maxBodyBytes !== undefined && raw.length > behaviour.maxBodyBytes) {
        throw new ApiError(413, `Request body too large: ${raw.length} bytes, at most ${behaviour.maxBodyBytes}`);
      }
      if (deps.faults.latencyMs > 0) await new Promise((r) => setTimeout(r, deps.faults.latencyMs));
      if (intercepted(deps, res, entry, rateHeaders)) return;
      const random = deps.faults.randomError();
      if (random) throw new ApiError(random, `Injected ${random} (error rate)`);
      if ('miss' in match) throw routeMiss(match.miss, behaviour, method, entry.path);
      const drop = deps.faults.takeDrop(method, entry.path);
      const store = deps.store();
      const reply = await match.route.handler({
        store,
        scope: new Scope(store, link),
        kind: link.kind,
        method,
        path: entry.path,
        params: match.params,
        query: entry.query,
        body: match.route.raw ? undefined : parseJsonBody(raw, contentType),
        rawBody: raw,
        headers,
        now: deps.now(),
        timezone: deps.timezone,
        origin: deps.origin(),
        behaviour,
      });
      if (match.route.mutates) deps.persister.schedule();
      Object.assign(rateHeaders, deps.limiter.useBlocks(store.state.space.id, reply.blocks ?? countBlocks(reply.json)));
      entry.status = drop ? 0 : (reply.status ?? 200);
      deps.log.add(entry);
      // Drop-after-apply: the write happened, the client never hears about it.
      if (drop) return void req.socket.destroy();
      if (reply.text !== undefined) return send(res, entry.status, rateHeaders, reply.text, reply.contentType);
      return send(res, entry.status, rateHeaders, JSON.stringify(reply.json));
    } catch (err) {
      if (!(err instanceof ApiError)) console.error('emulator: unexpected error', err);
      const e = err instanceof ApiError ? err : new ApiError(500, String((err as Error)?.message ?? err));
      entry.status = e.status;
      deps.log.add(entry);
      return sendError(res, e, method, rateHeaders);
    }
  };
}
