/**
 * Readability's retry copy, taken only when a retry happens. `_grabArticle` begins by serializing
 * the whole page (`pageCacheHtml = page.innerHTML`) so that, when its first pass finds too little
 * text, it can put the page back (`page.innerHTML = pageCacheHtml`) and try again with fewer rules.
 * Most pages never retry, and the serialization costs about as much as cloning the body again.
 *
 * Here the read returns a marker, and only writing the marker back builds the HTML: a fresh copy of
 * the same page (the caller's `rebuild`, made exactly as the first one was) is taken through the
 * same Readability steps up to the start of `_grabArticle`, the moment the original read the page,
 * and serialized there. Readability runs synchronously and the steps before `_grabArticle` depend
 * only on the page and the options, so this is the same HTML the original kept; it is then written
 * through the real `innerHTML` setter, as the original does.
 */
import { Readability } from '@mozilla/readability';

type Options = ConstructorParameters<typeof Readability>[1];

const MARKER = '\u0000readability-retry-copy';

/** The real `innerHTML` accessor of `el` (looked up on its own prototypes: pages and tests have several realms). */
export function htmlAccessor(el: Element): PropertyDescriptor | undefined {
  for (let proto = Object.getPrototypeOf(el); proto; proto = Object.getPrototypeOf(proto)) {
    const found = Object.getOwnPropertyDescriptor(proto, 'innerHTML');
    if (found) return found.get && found.set ? found : undefined;
  }
  return undefined;
}

const grabSource = String((Readability.prototype as unknown as { _grabArticle?: unknown })._grabArticle);

/** `_grabArticle` still keeps the page's HTML for its retry and writes it back, as described above. */
export const KEEPS_PAGE_HTML =
  /=\s*[\w$]+\.innerHTML\s*[;,\n]/.test(grabSource) && /\.innerHTML\s*=\s*[\w$]+\s*[;,\n]/.test(grabSource);

class Stop extends Error {}

/** The body's HTML at the moment Readability's `_grabArticle` starts on `doc`. */
function htmlWhenGrabbing(doc: Document, options: Options): string {
  const reader = new Readability(doc, options) as unknown as { parse(): unknown; _grabArticle(): never };
  let kept = '';
  reader._grabArticle = () => {
    kept = doc.body.innerHTML;
    throw new Stop();
  };
  try {
    reader.parse();
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
  return kept;
}

/**
 * Until `release` is called, `page`'s first `innerHTML` read returns the marker, and writing the
 * marker back writes the HTML `rebuild` gives (built once); every other read and write is the real one.
 */
export function deferRetryCopy(page: Element, rebuild: () => Document, options: Options): { release(): void } {
  const html = htmlAccessor(page);
  if (!html) return { release: () => undefined };
  let marked = false;
  let kept: string | undefined;
  Object.defineProperty(page, 'innerHTML', {
    configurable: true,
    get() {
      if (marked) return html!.get!.call(page);
      marked = true;
      return MARKER;
    },
    set(value: string) {
      if (value === MARKER) value = kept ??= htmlWhenGrabbing(rebuild(), options);
      html!.set!.call(page, value);
    },
  });
  return { release: () => delete (page as { innerHTML?: string }).innerHTML };
}
