/**
 * How a failure is written on the wire, in the shapes people recorded from the live service
 * (shared/spec/craft-api-evidence.md §3a #4, §3b #16; R5 LIVE unless said otherwise):
 * - `{ error, code }` — 401, 404 on reads, and the rest;
 * - 400: `{ error: "Validation failed", code: "VALIDATION_ERROR", details: [{ code, message }] }`
 *   (R5's recorded body for GET /blocks without id or date);
 * - a PUT naming an id that does not exist: `{ errors: [{ code: "NOT_FOUND_ERROR", message }] }`
 *   (R5: PUT /blocks; the same for the other PUT routes is a guess);
 * - unknown routes: an HTML page (R5: 404 HTML; R9: the bare API URL ends in a 500 HTML page).
 * The codes for 403, 413, 429 and 5xx were never recorded: guesses in the same style.
 */
import type { ApiError } from './errors';

const CODES: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND_ERROR',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMIT_EXCEEDED',
};

export interface ErrorReply {
  body: string;
  type: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain HTML error page, the kind a web server answers for routes the API does not have. */
export function htmlPage(status: number, text: string): ErrorReply {
  const body =
    `<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Error ${status}</title></head>` +
    `<body><pre>${escapeHtml(text)}</pre></body></html>\n`;
  return { body, type: 'text/html; charset=utf-8' };
}

export function errorJson(e: ApiError, method: string): unknown {
  const code = e.code ?? CODES[e.status] ?? (e.status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'ERROR');
  if (e.status === 400 && !e.code) {
    return { error: 'Validation failed', code, details: [{ code: e.detailCode ?? 'custom', message: e.message }] };
  }
  if (e.status === 404 && method === 'PUT') return { errors: [{ code, message: e.message }] };
  return { error: e.message, code };
}

export function errorReply(e: ApiError, method: string): ErrorReply {
  if (e.html) return htmlPage(e.status, e.message);
  return { body: JSON.stringify(errorJson(e, method)), type: 'application/json; charset=utf-8' };
}
