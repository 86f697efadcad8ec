/**
 * One spelling per page, so "already clipped?" matches the same page reached another way: http and
 * https, `www.` or not, a trailing slash, a fragment, the port a scheme implies, and tracking
 * parameters (campaign tags, click ids) all name the same page; a hash route (`#/a`) is kept. Query parameters that choose what
 * the page shows (`?id=`, `?q=`, `?v=`) are kept, sorted so their order does not matter.
 * Anything that is not an http(s) URL comes back undefined: it is never matched.
 */

/** Parameters set by mailers, ads and share buttons: they never change which page it is. */
const TRACKING = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'mc_cid',
  'mc_eid',
  'mkt_tok',
  '_hsenc',
  '_hsmi',
  'hsctatracking',
  'oly_anon_id',
  'oly_enc_id',
  'vero_id',
  'vero_conv',
  'wickedid',
  'rb_clickid',
  's_cid',
  'ref_src',
  'ref_url',
  '_ga',
  '_gl',
  'spm',
  'scid',
  'srsltid',
  'share',
  'si',
  'cmpid',
  'ncid',
  'sr_share',
  'at_medium',
  'at_campaign',
  'ocid',
  'trk',
  'trkcampaign',
]);
/** Prefixes of whole families of campaign parameters (utm_source, pk_campaign, mtm_kwd, …). */
const TRACKING_PREFIXES = ['utm_', 'pk_', 'mtm_', 'matomo_', 'hsa_', 'ga_', 'itm_', 'stm_'];

function isTracking(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING.has(lower) || TRACKING_PREFIXES.some((p) => lower.startsWith(p));
}

/** The page's one spelling (`example.com/a/b?k=v`, scheme-less), or undefined for anything not http(s). */
export function normalizeUrl(input: string): string | undefined {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const host = url.hostname
    .toLowerCase()
    .replace(/^www\d*\./, '')
    .replace(/\.$/, '');
  if (!host) return undefined;
  // URL already drops the scheme's own default port; any other port is a different server.
  const port = url.port ? `:${url.port}` : '';
  const path = url.pathname
    .replace(/\/{2,}/g, '/')
    .replace(/\/+$/, '')
    .replace(/\/index\.html?$/i, '');
  const kept = [...url.searchParams].filter(([name]) => !isTracking(name));
  kept.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  const query = kept.length ? `?${new URLSearchParams(kept).toString()}` : '';
  // A fragment is a place on the page, except a hash route (`#/inbox`, `#!/post/1`), which is the page.
  const route = /^#!?\//.test(url.hash) ? url.hash.replace(/\/+$/, '') : '';
  return `${host}${port}${path}${query}${route}`;
}
