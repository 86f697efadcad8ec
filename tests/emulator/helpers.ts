/** Shared helpers for emulator suites: start one emulator, call it with plain fetch. */
import { expect } from 'vitest';
import { startEmulator, type Emulator, type EmulatorOptions, type LinkInfo } from '../../emulator/index';

export function start(opts: EmulatorOptions = {}): Promise<Emulator> {
  return startEmulator({ port: 0, rateLimit: false, ...opts });
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed JSON answer; each test asserts the shape it expects
  body: any;
  headers: Headers;
}

/** One API call; `body` objects are sent as JSON, the answer parsed as JSON when it is JSON. */
export async function call(
  link: LinkInfo,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const init: RequestInit = {
    method,
    headers: { ...(link.apiKey ? { Authorization: `Bearer ${link.apiKey}` } : {}), ...headers },
  };
  if (body !== undefined) {
    init.body = typeof body === 'string' || body instanceof Uint8Array ? (body as BodyInit) : JSON.stringify(body);
    if (!(init.headers as Record<string, string>)['Content-Type'])
      (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
  }
  const res = await fetch(`${link.apiUrl}${path}`, init);
  const text = await res.text();
  let parsed: unknown = text;
  if ((res.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text);
  return { status: res.status, body: parsed, headers: res.headers };
}

/**
 * The body shapes recorded from the live service (emulator/error-shapes.ts): a 400 with `details`,
 * `{ errors }` for a PUT of an unknown id, `{ error, code }` otherwise, an HTML page for unknown routes.
 */
export function craftErrorShape(status: number, method: string, html = false): unknown {
  if (html) return expect.stringMatching(/^<!DOCTYPE html>/);
  if (status === 400)
    return {
      error: 'Validation failed',
      code: 'VALIDATION_ERROR',
      details: [{ code: expect.any(String), message: expect.any(String) }],
    };
  if (status === 404 && method === 'PUT') return { errors: [{ code: 'NOT_FOUND_ERROR', message: expect.any(String) }] };
  return { error: expect.any(String), code: expect.stringMatching(/^[A-Z_]+$/) };
}

export const get = (link: LinkInfo, path: string, headers?: Record<string, string>) =>
  call(link, 'GET', path, undefined, headers);

/** The id of the first document with this title, read through the space link. */
export async function documentId(emulator: Emulator, title: string): Promise<string> {
  const doc = emulator.state.documents().find((d) => d.title === title);
  if (!doc) throw new Error(`No document titled ${title}`);
  return doc.id;
}
