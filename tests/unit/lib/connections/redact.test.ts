import { describe, expect, it } from 'vitest';
import { redactSecrets, redactedMessage } from '../../../../lib/connections/redact';

describe('redactSecrets', () => {
  it.each([
    ['Request failed with status code 500: POST https://connect.craft.do/links/AbC123xYz/api/v1/blocks',
      'Request failed with status code 500: POST https://connect.craft.do/links/…/api/v1/blocks'],
    ['fetch http://127.0.0.1:8787/links/EmuKeyed001/api/v1/tasks?scope=inbox failed', 'fetch http://127.0.0.1:8787/links/…/api/v1/tasks?scope=inbox failed'],
    ['Craft said: invalid key pdk_9f2cA-7_zz for link', 'Craft said: invalid key pdk_… for link'],
    ['Authorization: Bearer abc.def-123, retry', 'Authorization: Bearer …, retry'],
    ['Couldn\'t reach connect.craft.do. Check your internet connection.', 'Couldn\'t reach connect.craft.do. Check your internet connection.'],
    ['Failed to fetch', 'Failed to fetch'],
  ])('%s', (input, expected) => {
    expect(redactSecrets(input)).toBe(expected);
  });

  it('cuts out the given secrets wherever they appear, but not very short ones', () => {
    expect(redactSecrets('key sk-live-0123456789 and url https://proxy.example/x', ['sk-live-0123456789', 'https://proxy.example/x', 'a']))
      .toBe('key … and url …');
  });

  it('redactedMessage reads Errors, strings and anything else', () => {
    expect(redactedMessage(new TypeError('Failed to fetch https://connect.craft.do/links/L1nk/api/v1/x'))).toBe('Failed to fetch https://connect.craft.do/links/…/api/v1/x');
    expect(redactedMessage('pdk_secret')).toBe('pdk_…');
    expect(redactedMessage({ url: '/links/x' })).toBe('Something went wrong. Try again.');
  });
});
