/**
 * A page address as the same page is known by, whatever link led there: no scheme, no `www.`,
 * no fragment, no trailing slash, no tracking parameters (`utm_*`, click ids), the rest of the
 * query sorted. Two addresses of one page compare equal after this; it is a key, never a link.
 */
const TRACKING = /^(utm_.*|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|igshid|yclid|_hsenc|_hsmi|ref_src|ref)$/i;

export function normalizeUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return input.trim();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return url.href;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const port = url.port ? `:${url.port}` : '';
  const params = [...url.searchParams]
    .filter(([name]) => !TRACKING.test(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  const path = url.pathname.replace(/\/+$/, '');
  return `${host}${port}${path}${query}`;
}
