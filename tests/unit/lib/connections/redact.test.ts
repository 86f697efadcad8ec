import { describe, expect, it } from 'vitest';
import { connectionSecrets, redactSecrets, redactedMessage } from '../../../../lib/connections/redact';

describe('redactSecrets', () => {
  it.each([
    [
      'Request failed with status code 500: POST https://connect.craft.do/links/AbC123xYz/api/v1/blocks',
      'Request failed with status code 500: POST https://connect.craft.do/links/…/api/v1/blocks',
    ],
    [
      'fetch http://127.0.0.1:8787/links/EmuKeyed001/api/v1/tasks?scope=inbox failed',
      'fetch http://127.0.0.1:8787/links/…/api/v1/tasks?scope=inbox failed',
    ],
    ['Craft said: invalid key pdk_9f2cA-7_zz for link', 'Craft said: invalid key pdk_… for link'],
    ['Authorization: Bearer abc.def-123, retry', 'Authorization: Bearer …, retry'],
    [
      "Couldn't reach connect.craft.do. Check your internet connection.",
      "Couldn't reach connect.craft.do. Check your internet connection.",
    ],
    ['Failed to fetch', 'Failed to fetch'],
  ])('%s', (input, expected) => {
    expect(redactSecrets(input)).toBe(expected);
  });

  it('cuts out the given secrets wherever they appear, but not very short ones', () => {
    expect(
      redactSecrets('key sk-live-0123456789 and url https://proxy.example/x', [
        'sk-live-0123456789',
        'https://proxy.example/x',
        'a',
      ]),
    ).toBe('key … and url …');
  });

  it('redactedMessage reads Errors, strings and anything else', () => {
    expect(redactedMessage(new TypeError('Failed to fetch https://connect.craft.do/links/L1nk/api/v1/x'))).toBe(
      'Failed to fetch https://connect.craft.do/links/…/api/v1/x',
    );
    expect(redactedMessage('pdk_secret')).toBe('pdk_…');
    expect(redactedMessage({ url: '/links/x' })).toBe('Something went wrong. Try again.');
  });
});

describe('redaction by value (issue 17 item 14)', () => {
  const connection = { apiUrl: 'https://connect.craft.do/links/AbC123xYz/api/v1', apiKey: 'my-own-secret-key' };
  const secrets = connectionSecrets(connection);

  it('knows a connection by its URL, link id and key', () => {
    expect(secrets).toEqual([connection.apiUrl, 'AbC123xYz', 'my-own-secret-key']);
    expect(connectionSecrets(undefined)).toEqual([]);
  });

  it.each([
    ['the link id outside a link path', 'Link AbC123xYz was not found', 'Link … was not found'],
    ['the link id in another case', 'unknown link abc123xyz', 'unknown link …'],
    ['a key that is not pdk_', 'Header value my-own-secret-key is invalid', 'Header value … is invalid'],
    ['the key in upper case', 'KEY MY-OWN-SECRET-KEY REFUSED', 'KEY … REFUSED'],
    ['the URL percent-encoded', `redirect=${encodeURIComponent(connection.apiUrl)}`, 'redirect=…'],
    ['the key JSON-escaped', JSON.stringify({ got: 'a"my-own-secret-key' }), '{"got":"a\\"…"}'],
    ['the key base64-encoded (a Basic header)', `Basic ${btoa('my-own-secret-key')} rejected`, 'Basic … rejected'],
    ['the key base64 without padding', `token ${btoa('my-own-secret-key').replace(/=+$/, '')}!`, 'token …!'],
  ])('%s', (_, input, expected) => {
    expect(redactSecrets(input, secrets)).toBe(expected);
    expect(redactedMessage(new Error(input), undefined, secrets)).toBe(expected);
  });
});
