/**
 * Whether the extension may read a page at this address: browsers keep their own pages (chrome://,
 * about:, the extension pages of others) and their add-on stores closed to every extension, so the
 * side panel shows a clear "cannot read this page" state there instead of trying.
 */
const STORES = [
  'chromewebstore.google.com',
  'chrome.google.com/webstore',
  'microsoftedge.microsoft.com/addons',
  'addons.mozilla.org',
];

export function isReadablePage(url: string | undefined): boolean {
  if (!url) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:' && parsed.protocol !== 'file:') return false;
  const where = `${parsed.hostname}${parsed.pathname}`;
  return !STORES.some((store) => where === store || where.startsWith(`${store}/`));
}
