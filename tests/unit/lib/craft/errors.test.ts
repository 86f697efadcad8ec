import { describe, expect, it } from 'vitest';
import { createCraftClient } from '../../../../lib/craft/client';
import { CraftError, extractServerMessage, parseRetryAfter } from '../../../../lib/craft/errors';
import { fakeFetch, json, status, type Reply } from './fake-fetch';

const baseUrl = 'https://connect.craft.do/links/abc/api/v1';

/** One read through the real client with retries off, so every reply maps to exactly one error. */
async function failureOf(reply: Reply, timeoutMs = 1000, apiKey?: string): Promise<CraftError> {
  const { fetch } = fakeFetch(reply);
  const client = createCraftClient({ baseUrl, fetch, timeoutMs, retry: { limit: 0 }, apiKey });
  const error = await client.connection().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CraftError);
  return error as CraftError;
}

describe('status → CraftError', () => {
  it.each([
    [
      400,
      '{"error":"Bad Request","message":"position.pageId is required"}',
      'bad-request',
      /rejected the request: position\.pageId is required/,
    ],
    [400, '{"error":{"code":400,"message":"Invalid enum value"}}', 'bad-request', /Invalid enum value/],
    [400, '', 'bad-request', /no reason given/],
    [401, '{"error":"Unauthorized"}', 'key-required', /needs an API key.*Craft said: Unauthorized/],
    [403, '', 'key-invalid', /invalid or has expired/],
    [404, '{"error":"Not Found","message":"Link not found"}', 'not-found', /couldn't find.*Link not found/],
    [429, '', 'rate-limited', /Try again in a minute/],
    [500, 'boom', 'server', /HTTP 500/],
    [502, '<html>Bad gateway</html>', 'server', /HTTP 502/],
    [418, '', 'bad-response', /unexpected status \(HTTP 418\)/],
    [
      413,
      '{"error":"Request body too large","code":"PAYLOAD_TOO_LARGE"}',
      'bad-request',
      /too large \(HTTP 413\).*Request body too large/,
    ],
    // Bodies recorded from the live service (evidence §3a #4, R5): Craft's own detail text reaches the user.
    [
      400,
      '{"error":"Validation failed","code":"VALIDATION_ERROR","details":[{"code":"custom","message":"Either \'date\' or \'id\' must be specified."}]}',
      'bad-request',
      /^Craft rejected the request: Validation failed: Either 'date' or 'id' must be specified\.$/,
    ],
    [
      404,
      '{"errors":[{"code":"NOT_FOUND_ERROR","message":"Block not found"}]}',
      'not-found',
      /Craft said: Block not found/,
    ],
  ])('%i %s → %s', async (code, body, kind, message) => {
    const error = await failureOf(status(code, body));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(code);
    expect(error.message).toMatch(message);
  });

  it.each([
    // R5's live record for a request that carried a key (evidence §3a #3).
    [
      401,
      '{"error":"Invalid Authorization header","code":"INVALID_AUTH_HEADER"}',
      /did not accept the API key.*Craft said: Invalid Authorization header/,
    ],
    [
      403,
      '{"error":"Invalid or expired API key","code":"FORBIDDEN"}',
      /invalid or has expired.*Craft said: Invalid or expired API key/,
    ],
  ])("with a key sent, %i says the key was not accepted, in Craft's words too", async (code, body, message) => {
    const error = await failureOf(status(code, body), 1000, 'pdk_sent');
    expect(error.kind).toBe('key-invalid');
    expect(error.message).toMatch(message);
    expect(error.message).not.toMatch(/needs an API key/);
    expect(error.message).not.toContain('pdk_sent');
  });

  it('marks an HTML answer as such', async () => {
    expect((await failureOf(status(404, '<!DOCTYPE html><html><pre>Cannot GET /x</pre></html>'))).html).toBe(true);
    expect((await failureOf(status(200, '<html>login</html>'))).html).toBe(true);
    expect((await failureOf(status(404, '{"error":"Block not found","code":"NOT_FOUND_ERROR"}'))).html).toBe(false);
  });

  it('puts the wait from Retry-After into a 429 message', async () => {
    const error = await failureOf(status(429, '', { 'Retry-After': '7' }));
    expect(error).toMatchObject({ kind: 'rate-limited', retryAfterMs: 7000 });
    expect(error.message).toMatch(/Try again in 7 seconds/);
  });

  it('maps a network failure to unreachable, naming the host', async () => {
    const error = await failureOf(new TypeError('fetch failed'));
    expect(error.kind).toBe('unreachable');
    expect(error.message).toContain('connect.craft.do');
    expect(error.status).toBeUndefined();
  });

  it('maps a request that never answers to timeout', async () => {
    const error = await failureOf('hang', 50);
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/within 1 second/);
  });

  it.each([
    ['not JSON', status(200, '<html>login</html>'), /did not return JSON/],
    ['missing space', json({ utc: {} }), /GET \/connection: space/],
    ['id of the wrong type', json({ space: { id: 7, timezone: 'UTC' } }), /space\.id/],
  ])('maps an unexpected 200 body (%s) to bad-response', async (_name, reply, detail) => {
    const error = await failureOf(reply);
    expect(error.kind).toBe('bad-response');
    expect(error.message).toMatch(detail);
  });

  it('refuses a base URL that is not a URL', () => {
    expect(() => createCraftClient({ baseUrl: 'not a url' })).toThrow(
      expect.objectContaining({ kind: 'not-craft-url' }),
    );
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-30T10:00:00Z');
  it.each([
    ['5', 5000],
    ['0', 0],
    ['1.5', 1500],
    [' 12 ', 12000],
    ['Fri, 30 Jan 2026 10:00:30 GMT', 30000],
    ['Fri, 30 Jan 2026 09:59:00 GMT', 0],
    ['soon', undefined],
    [null, undefined],
  ])('%j → %j ms', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});

describe('extractServerMessage', () => {
  it.each([
    ['{"error":"Bad Request","message":"textStyle must be one of h1, h2"}', 'textStyle must be one of h1, h2'],
    ['{"error":{"code":400,"message":"nested"}}', 'nested'],
    ['{"code":400,"message":"top-level"}', 'top-level'],
    ['{"error":"only error"}', 'only error'],
    ['{"status":400}', undefined],
    ['{"error":"Invalid Authorization header","code":"INVALID_AUTH_HEADER"}', 'Invalid Authorization header'],
    [
      '{"error":"Validation failed","code":"VALIDATION_ERROR","details":[{"code":"custom","message":"a"},{"code":"x","message":"b"}]}',
      'Validation failed: a b',
    ],
    [
      '{"error":"Invalid regex","code":"VALIDATION_ERROR","details":{"pattern":"(","message":"Unterminated group"}}',
      'Invalid regex: Unterminated group',
    ],
    ['{"errors":[{"code":"NOT_FOUND_ERROR","message":"Block not found"}]}', 'Block not found'],
    ['plain text reason', 'plain text reason'],
    ['<html><body>502</body></html>', undefined],
    ['', undefined],
  ])('%s → %j', (body, expected) => {
    expect(extractServerMessage(body)).toBe(expected);
  });
});
