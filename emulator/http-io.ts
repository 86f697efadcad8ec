/** Low-level HTTP plumbing for the server: CORS headers, body reading and parsing, answering. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { ApiError } from './errors';

export const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, PATCH, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Expose-Headers':
    'Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-BlockBudget-Limit, X-BlockBudget-Remaining, X-BlockBudget-Reset',
  'Access-Control-Max-Age': '600',
};

export function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body?: string | Buffer,
  type = 'application/json; charset=utf-8',
) {
  if (res.destroyed) return;
  res.writeHead(status, { ...CORS, ...headers, ...(body !== undefined ? { 'Content-Type': type } : {}) });
  res.end(body);
}

export function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** JSON bodies, or raw text for the daily-notes `text/markdown` insert form. */
export function parseJsonBody(raw: Buffer, contentType: string): unknown {
  if (!raw.length) return undefined;
  const text = raw.toString('utf8');
  if (contentType.startsWith('text/markdown') || contentType.startsWith('text/plain')) return text;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON', { detailCode: 'invalid_json' });
  }
}

/** What the request log keeps: parsed JSON, raw text, or `{ bytes, sha256, contentType }` for uploads. */
export function logBody(raw: Buffer, contentType: string, binary: boolean): unknown {
  if (binary) return { bytes: raw.length, sha256: createHash('sha256').update(raw).digest('hex'), contentType };
  if (!raw.length) return undefined;
  const text = raw.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function flatHeaders(req: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
  );
}
