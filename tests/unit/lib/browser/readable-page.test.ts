import { describe, expect, it } from 'vitest';
import { isReadablePage } from '../../../../lib/browser/readable-page';

describe('isReadablePage', () => {
  it.each([
    ['https://example.com/post', true],
    ['http://127.0.0.1:8080/article.html', true],
    ['file:///home/me/page.html', true],
    ['https://addons.mozilla.org.example.com/', true],
    ['chrome://extensions/', false],
    ['about:blank', false],
    ['about:addons', false],
    ['chrome-extension://abc/options.html', false],
    ['moz-extension://abc/options.html', false],
    ['view-source:https://example.com/', false],
    ['https://chromewebstore.google.com/detail/x', false],
    ['https://chrome.google.com/webstore/detail/x', false],
    ['https://addons.mozilla.org/en-US/firefox/', false],
    ['https://microsoftedge.microsoft.com/addons/detail/x', false],
    ['not a url', false],
    [undefined, false],
  ])('%s → %s', (url, readable) => {
    expect(isReadablePage(url)).toBe(readable);
  });
});
