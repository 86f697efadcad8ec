/**
 * The href `new URL(raw, base)` would give, for the shapes most page links and images have — an
 * absolute `http(s)://host/path`, a root-relative `/path`, a fragment `#id` and a relative `dir/page`
 * — without building a URL object (in Chromium each one crosses into the browser and makes three
 * strings; links and images were about a sixth of the conversion). The base is parsed once.
 * Anything the URL parser could rewrite (upper case or international hosts, IPv4-like hosts, ports,
 * dot segments, characters it percent-encodes, backslashes, whitespace) answers null and takes the
 * parser's path, and so does a base whose own text url.ts would encode (parentheses in its path).
 * tests/unit/lib/convert/simple-href.test.ts checks every accepted shape against `new URL`.
 */

const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
/** Path, then optional query and fragment: only characters no parser state percent-encodes. */
const REST = '(/[A-Za-z0-9\\-._~/]*)?([?#][A-Za-z0-9\\-._~/?#=&]*)?';
const ABSOLUTE = new RegExp(`^https?://(${LABEL}(?:\\.${LABEL})*)${REST}$`);
const ROOT_RELATIVE = new RegExp(`^(/(?!/)[A-Za-z0-9\\-._~/]*)([?#][A-Za-z0-9\\-._~/?#=&]*)?$`);
/** A path relative to the base's directory; not starting with a dot (`./`, `../`), no scheme (no `:`). */
const RELATIVE = /^[A-Za-z0-9\-_~][A-Za-z0-9\-._~/]*(?:[?#][A-Za-z0-9\-._~/?#=&]*)?$/;
const FRAGMENT = /^#[A-Za-z0-9\-._~/?#=&]*$/;
/** A last label the host parser would read as an IPv4 number. */
const NUMERIC_LABEL = /^(?:\d+|0x[0-9a-f]*)$/;

/** What relative URLs keep of an http(s) base (see baseParts), or null for any other base. */
interface BaseParts {
  /** Scheme, user info, host and port (not `origin`, which drops the user info the parser copies). */
  origin: string;
  /** The base up to the last `/` of its path: where a relative path goes (null: see below). */
  directory: string | null;
  /** The whole base but its fragment: where a fragment goes; null when url.ts would encode its text. */
  page: string | null;
}

/** Parsed bases: a conversion uses one or two (the page's, image-source.ts's placeholder base). */
const bases = new Map<string, BaseParts | null>();

/** `raw` is already trimmed. */
export function simpleHref(raw: string, base: string): string | null {
  const c = raw.charCodeAt(0);
  if (c === 47) {
    const m = ROOT_RELATIVE.exec(raw);
    if (!m || hasDotSegment(m[1])) return null;
    const parts = baseParts(base);
    return parts === null ? null : parts.origin + raw;
  }
  if (c === 35) {
    const page = FRAGMENT.test(raw) ? (baseParts(base)?.page ?? null) : null;
    return page === null ? null : page + raw;
  }
  if (c === 104) {
    const m = ABSOLUTE.exec(raw);
    if (m) {
      const host = m[1];
      if (host.includes('xn--') || NUMERIC_LABEL.test(host.slice(host.lastIndexOf('.') + 1))) return null;
      if (m[2] === undefined) return m[3] === undefined ? raw + '/' : null;
      return hasDotSegment(m[2]) ? null : raw;
    }
  }
  if (!RELATIVE.test(raw) || hasDotSegment(raw)) return null;
  const directory = baseParts(base)?.directory ?? null;
  return directory === null ? null : directory + raw;
}

/** `/./`, `/../` and the like are resolved away by the parser. */
function hasDotSegment(path: string): boolean {
  return path.includes('/.');
}

function baseParts(base: string): BaseParts | null {
  const known = bases.get(base);
  if (known !== undefined) return known;
  let parts: BaseParts | null = null;
  try {
    const url = new URL(base);
    const href = url.href;
    const hash = href.indexOf('#');
    const page = hash < 0 ? href : href.slice(0, hash);
    const query = page.indexOf('?');
    const path = query < 0 ? page : page.slice(0, query);
    if (url.protocol === 'http:' || url.protocol === 'https:') {
      const plain = !/[()]/.test(page);
      parts = {
        origin: new URL('/', url).href.slice(0, -1),
        directory: plain ? path.slice(0, path.lastIndexOf('/') + 1) : null,
        page: plain ? page : null,
      };
    }
  } catch {
    parts = null;
  }
  if (bases.size >= 8) bases.clear();
  bases.set(base, parts);
  return parts;
}
