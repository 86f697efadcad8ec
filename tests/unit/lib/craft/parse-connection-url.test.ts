import { describe, expect, it } from 'vitest';
import { parseConnectionUrl } from '../../../../lib/craft/parse-connection-url';

const API = 'https://connect.craft.do/links/AcHPMgNXYdR/api/v1';

describe('parseConnectionUrl accepts what Craft shows', () => {
  it.each([
    ['the API URL', API, API, 'AcHPMgNXYdR', true],
    ['a trailing slash', `${API}/`, API, 'AcHPMgNXYdR', true],
    ['surrounding whitespace and newline', `  ${API}/ \n`, API, 'AcHPMgNXYdR', true],
    [
      'no scheme (copied from the address bar)',
      'connect.craft.do/links/55aNSaGAKqn/api/v1',
      'https://connect.craft.do/links/55aNSaGAKqn/api/v1',
      '55aNSaGAKqn',
      true,
    ],
    [
      'http on Craft upgraded to https',
      'http://connect.craft.do/links/pEuFum8B8X/api/v1',
      'https://connect.craft.do/links/pEuFum8B8X/api/v1',
      'pEuFum8B8X',
      true,
    ],
    ['upper-case host', 'https://CONNECT.CRAFT.DO/links/AcHPMgNXYdR/api/v1', API, 'AcHPMgNXYdR', true],
    ['a query or hash is dropped', `${API}?x=1#top`, API, 'AcHPMgNXYdR', true],
    [
      'the docs page',
      'https://connect.craft.do/link/55aNSaGAKqn/docs/v1',
      'https://connect.craft.do/links/55aNSaGAKqn/api/v1',
      '55aNSaGAKqn',
      true,
    ],
    [
      'the docs editor',
      'https://connect.craft.do/link/55aNSaGAKqn/docs/v1/editor',
      'https://connect.craft.do/links/55aNSaGAKqn/api/v1',
      '55aNSaGAKqn',
      true,
    ],
    [
      'the docs page with trailing slash',
      'https://connect.craft.do/link/55aNSaGAKqn/docs/v1/',
      'https://connect.craft.do/links/55aNSaGAKqn/api/v1',
      '55aNSaGAKqn',
      true,
    ],
    [
      'the emulator on 127.0.0.1 over http',
      'http://127.0.0.1:8787/links/space-1/api/v1',
      'http://127.0.0.1:8787/links/space-1/api/v1',
      'space-1',
      false,
    ],
    [
      'localhost over http',
      'http://localhost:8787/links/abc/api/v1/',
      'http://localhost:8787/links/abc/api/v1',
      'abc',
      false,
    ],
    [
      'another 127/8 loopback address',
      'http://127.1.2.3/links/abc/api/v1',
      'http://127.1.2.3/links/abc/api/v1',
      'abc',
      false,
    ],
    ['IPv6 loopback', 'http://[::1]:9000/links/abc/api/v1', 'http://[::1]:9000/links/abc/api/v1', 'abc', false],
    [
      'a proxy over https',
      'https://craft-proxy.example.com/links/abc/api/v1',
      'https://craft-proxy.example.com/links/abc/api/v1',
      'abc',
      false,
    ],
  ])('%s', (_name, input, apiUrl, linkId, isCraftHost) => {
    expect(parseConnectionUrl(input)).toEqual({ ok: true, apiUrl, linkId, isCraftHost });
  });
});

describe('parseConnectionUrl rejects with a message saying what to paste', () => {
  it.each([
    ['empty input', '   ', /Paste a connection URL/],
    ['plain words', 'my craft space', /isn't a web address|isn't a Craft API URL/],
    ['a document link', 'https://docs.craft.do/editor/d/68d14efe/6DB46B0B', /isn't a Craft API URL/],
    ['another Craft page', 'https://connect.craft.do/api-docs/space', /not a connection's API URL/],
    ['an endpoint URL, not the base', `${API}/blocks`, /not a connection's API URL/],
    ['the MCP link', 'https://mcp.craft.do/links/AcHPMgNXYdR/mcp', /MCP link/],
    ['http on a non-loopback host', 'http://craft-proxy.example.com/links/abc/api/v1', /Use https:\/\//],
    ['http on a LAN address', 'http://192.168.1.20:8787/links/abc/api/v1', /Use https:\/\//],
    ['a host that only starts like loopback', 'http://127.0.0.1.evil.example/links/abc/api/v1', /Use https:\/\//],
    ['credentials in the URL', 'https://user:pw@connect.craft.do/links/abc/api/v1', /user name or password/],
    [
      'a javascript: URL',
      'javascript:alert(1)//connect.craft.do/links/a/api/v1',
      /isn't a web address|isn't a Craft API URL/,
    ],
    ['an ftp URL', 'ftp://connect.craft.do/links/abc/api/v1', /isn't a web address/],
    ['a missing link id', 'https://connect.craft.do/links//api/v1', /not a connection's API URL/],
  ])('%s', (_name, input, message) => {
    const result = parseConnectionUrl(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatch(message);
    // Either the fix is obvious from the message (use https) or it shows the URL to look for.
    expect(result.error).toMatch(
      /Use https:\/\/|copy its API URL \(it looks like https:\/\/connect\.craft\.do\/links\//,
    );
  });
});
