/**
 * A mark's link back to its passage, as a URL text fragment (`#:~:text=[prefix-,]start[,end][,-suffix]`,
 * WICG Scroll-to-Text-Fragment), and the reverse: such a link read back into a quote selector, so a
 * mark saved in Craft can be placed again on a browser that never saw it (issue 27 §6).
 *
 * The whole quote goes into `start` (never the `start,end` shortening): the link is then enough to
 * place the mark again. Browsers match fragments on whitespace-collapsed visible text at word
 * boundaries, so the quote is whitespace-collapsed and the context is cut to whole words (a quote that
 * starts or ends mid-word still round-trips here, though a browser will not scroll to it).
 */

export interface QuoteSelector {
  type: 'TextQuoteSelector';
  exact: string;
  prefix?: string;
  suffix?: string;
}

const DIRECTIVE = ':~:';
/** Words of context kept on each side (enough to tell repeated phrases apart). */
const CONTEXT_WORDS = 4;

/** `pageUrl` with a text fragment for `quote` (an existing fragment is kept, an old directive replaced). */
export function textFragmentUrl(pageUrl: string, quote: Omit<QuoteSelector, 'type'>): string {
  const hash = pageUrl.indexOf('#');
  const base = hash < 0 ? pageUrl : pageUrl.slice(0, hash);
  const fragment = hash < 0 ? '' : pageUrl.slice(hash + 1).split(DIRECTIVE)[0];
  const exact = collapse(quote.exact);
  const prefix = lastWords(collapse(quote.prefix ?? ''), !quote.prefix || /^\s/.test(quote.prefix));
  const suffix = firstWords(collapse(quote.suffix ?? ''), !quote.suffix || /\s$/.test(quote.suffix));
  const parts = [prefix && encode(prefix) + '-', encode(exact), suffix && '-' + encode(suffix)].filter(Boolean);
  return `${base}#${fragment}${DIRECTIVE}text=${parts.join(',')}`;
}

/** The quote of the first text directive of `url`, or null (none, malformed, or a `start,end` range). */
export function parseTextFragment(url: string): QuoteSelector | null {
  const at = url.indexOf(DIRECTIVE);
  if (at < 0 || url.lastIndexOf('#', at) < 0) return null;
  const directive = url
    .slice(at + DIRECTIVE.length)
    .split('&')
    .find((d) => d.startsWith('text='));
  if (!directive) return null;
  const parts = directive.slice('text='.length).split(',');
  const prefix = parts[0]?.endsWith('-') ? parts.shift()!.slice(0, -1) : undefined;
  const suffix = parts.length > 1 && parts[parts.length - 1].startsWith('-') ? parts.pop()!.slice(1) : undefined;
  if (parts.length !== 1 || !parts[0]) return null;
  const decoded = [prefix, parts[0], suffix].map((p) => (p === undefined ? undefined : decode(p)));
  if (decoded.includes(null)) return null;
  const [p, exact, s] = decoded as Array<string | undefined>;
  return { type: 'TextQuoteSelector', exact: exact!, ...(p ? { prefix: p } : {}), ...(s ? { suffix: s } : {}) };
}

/** Percent-encoding for a directive value: `-`, `&` and `,` are syntax there, so they are encoded too. */
function encode(text: string): string {
  return encodeURIComponent(text).replace(/-/g, '%2D');
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The last words of a prefix; its first word is dropped when it may be cut (`whole` false). */
function lastWords(text: string, whole: boolean): string {
  const words = text.split(' ').filter(Boolean);
  if (!whole) words.shift();
  return words.slice(-CONTEXT_WORDS).join(' ');
}

function firstWords(text: string, whole: boolean): string {
  const words = text.split(' ').filter(Boolean);
  if (!whole) words.pop();
  return words.slice(0, CONTEXT_WORDS).join(' ');
}
