/**
 * The href `new URL(raw, base)` would give, for the two shapes most page links and images have —
 * an absolute `http(s)://host/path` and a root-relative `/path` — without building a URL object
 * (in Chromium each one crosses into the browser and makes three strings; links and images were
 * about a sixth of the conversion). Anything the URL parser could rewrite (upper case or
 * international hosts, IPv4-like hosts, ports, dot segments, characters it percent-encodes,
 * backslashes, whitespace) answers null and takes the parser's path. tests/unit/lib/convert/
 * simple-href.test.ts checks every accepted shape against `new URL`.
 */

const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
/** Path, then optional query and fragment: only characters no parser state percent-encodes. */
const REST = '(/[A-Za-z0-9\\-._~/]*)?([?#][A-Za-z0-9\\-._~/?#=&]*)?';
const ABSOLUTE = new RegExp(`^https?://(${LABEL}(?:\\.${LABEL})*)${REST}$`);
const ROOT_RELATIVE = new RegExp(`^(/(?!/)[A-Za-z0-9\\-._~/]*)([?#][A-Za-z0-9\\-._~/?#=&]*)?$`);
/** A last label the host parser would read as an IPv4 number. */
const NUMERIC_LABEL = /^(?:\d+|0x[0-9a-f]*)$/;

/** Parsed bases: a conversion uses one or two (the page's, image-source.ts's placeholder base). */
const origins = new Map<string, string | null>();

/** `raw` is already trimmed. */
export function simpleHref(raw: string, base: string): string | null {
  const c = raw.charCodeAt(0);
  if (c === 47) {
    const m = ROOT_RELATIVE.exec(raw);
    if (!m || hasDotSegment(m[1])) return null;
    const origin = originOf(base);
    return origin === null ? null : origin + raw;
  }
  if (c !== 104) return null;
  const m = ABSOLUTE.exec(raw);
  if (!m) return null;
  const host = m[1];
  if (host.includes('xn--') || NUMERIC_LABEL.test(host.slice(host.lastIndexOf('.') + 1))) return null;
  if (m[2] === undefined) return m[3] === undefined ? raw + '/' : null;
  return hasDotSegment(m[2]) ? null : raw;
}

/** `/./`, `/../` and the like are resolved away by the parser. */
function hasDotSegment(path: string): boolean {
  return path.includes('/.');
}

/**
 * What a root-relative URL keeps of an http(s) base: scheme, user info, host and port (not `origin`,
 * which drops the user info the parser copies), else null.
 */
function originOf(base: string): string | null {
  const known = origins.get(base);
  if (known !== undefined) return known;
  let origin: string | null = null;
  try {
    const url = new URL('/', base);
    if (url.protocol === 'http:' || url.protocol === 'https:') origin = url.href.slice(0, -1);
  } catch {
    origin = null;
  }
  if (origins.size >= 8) origins.clear();
  origins.set(base, origin);
  return origin;
}
