/**
 * Mozilla Readability with its costliest repeated work answered more cheaply, the same answers
 * (issue 18: Readability is about half of an article clip). Each override below replaces one of
 * Readability's private methods by its name and says why it answers as the original does; everything
 * else is Readability's own code. tests/unit/lib/capture/lean-readability.test.ts checks each against
 * the original on varied shapes and on real pages, and fails if a Readability update renames or
 * reshapes what an override relies on (then the original runs: a renamed method is simply not
 * overridden, and the one override that relies on a line of `parse` is only installed when that line
 * is there). `npm run bench -- --only=readability` times it against the original in Chromium.
 */
import { Readability } from '@mozilla/readability';
import { KEEPS_PAGE_HTML, deferRetryCopy, htmlAccessor } from './retry-snapshot';

const NON_SPACE = /\S/;

/** Whether any text under `root` holds a character that is not white space. */
export function hasVisibleText(root: Node): boolean {
  let node: Node | null = root.firstChild;
  while (node) {
    const type = node.nodeType;
    if ((type === 3 || type === 4) && NON_SPACE.test((node as CharacterData).data)) return true;
    if (node.firstChild) {
      node = node.firstChild;
      continue;
    }
    while (!node.nextSibling) {
      node = node.parentNode;
      if (!node || node === root) return false;
    }
    node = node.nextSibling;
  }
  return false;
}

/** The parts of Readability's private state and methods the overrides read. */
interface Internals {
  _debug: boolean;
  _doc: Document;
  REGEXPS: { byline: RegExp };
  _grabArticle(page?: Element | null): Element | null;
}

const stock = Readability.prototype as unknown as Internals & { parse(): unknown };

/**
 * `parse` logs the article's whole HTML right after `_grabArticle` returns it (`"Grabbed: " +
 * articleContent.innerHTML`), and the log does nothing unless `debug` is set: the serialization is
 * built for nothing. Only skipped while `parse` holds that line.
 */
export const LOGS_GRABBED_HTML = /["']Grabbed: ["']\s*\+\s*[\w$]+\.innerHTML/.test(String(stock.parse));

/** The element's next `innerHTML` read returns '' (and undoes this); a write goes through. */
function skipNextHtmlRead(el: Element): void {
  // The element's own accessor, called as it is: AMO's linter refuses a plain `innerHTML =` assignment.
  const html = htmlAccessor(el);
  if (!html) return;
  Object.defineProperty(el, 'innerHTML', {
    configurable: true,
    get() {
      delete (el as { innerHTML?: string }).innerHTML;
      return '';
    },
    set(value: string) {
      delete (el as { innerHTML?: string }).innerHTML;
      html.set!.call(el, value);
    },
  });
}

type Options<T> = ConstructorParameters<typeof Readability<T>>[1];

export class LeanReadability<T = string> extends Readability<T> {
  readonly #options: Options<T>;
  readonly #rebuild?: () => Document;
  // Readability's own fields, which its types leave out (Internals): declared, not defined, so the
  // values Readability's constructor sets are the ones read.
  declare readonly _debug: Internals['_debug'];
  declare readonly _doc: Internals['_doc'];
  declare readonly REGEXPS: Internals['REGEXPS'];

  /**
   * `rebuild`, if given, returns a new copy of `doc` as it is now (made the same way), so that the
   * copy Readability keeps for a retry is only made when it retries (retry-snapshot.ts).
   */
  constructor(doc: Document, options?: Options<T>, rebuild?: () => Document) {
    super(doc, options);
    this.#options = options;
    this.#rebuild = rebuild;
  }

  /**
   * `_isElementWithoutContent`: no text, and no children other than `<br>`s and `<hr>`s. Asked of
   * every div, section, header and heading, nested ones again and again; the original builds each
   * subtree's whole text (`textContent.trim()`), here the walk stops at the first visible character.
   * Same answer: `trim` strips exactly what `\s` matches, and `textContent` is the data of the
   * descendant text (and CDATA) nodes.
   */
  _isElementWithoutContent(node: Element): boolean {
    if (node.nodeType !== 1 || hasVisibleText(node)) return false;
    const children = node.children.length;
    return !children || children === node.getElementsByTagName('br').length + node.getElementsByTagName('hr').length;
  }

  /**
   * `_isValidByline`: asked of every element until a byline is found, it built the element's whole
   * text (html, body and every wrapper: the page's text over and over) before looking at its
   * attributes. The same conditions, the text read only when the cheap ones hold (reading it has no
   * side effect, and the byline pattern is not global, so testing it holds no state).
   */
  _isValidByline(node: Element, matchString: string): boolean {
    const rel = node.getAttribute('rel');
    const itemprop = node.getAttribute('itemprop');
    const named = rel === 'author' || (itemprop && itemprop.includes('author'));
    if (!named && !this.REGEXPS.byline.test(matchString)) return false;
    const length = node.textContent!.trim().length;
    return length > 0 && length < 100;
  }

  /**
   * `_isProbablyVisible`: asked of every element; reading `node.style` makes the browser build an
   * inline style object for each of them. Without a `style` attribute that object is empty (the
   * attribute is what it is read from, and a script setting it writes the attribute), so its
   * `display` and `visibility` are '' and the two style conditions hold; the rest is the original's.
   */
  _isProbablyVisible(node: Element): boolean {
    const style = node.hasAttribute('style') ? (node as HTMLElement).style : undefined;
    // An SVG element's className is an SVGAnimatedString, not the string the DOM types say.
    const className: unknown = node.className;
    return Boolean(
      (!style || style.display != 'none') &&
      (!style || style.visibility != 'hidden') &&
      !node.hasAttribute('hidden') &&
      (!node.hasAttribute('aria-hidden') ||
        node.getAttribute('aria-hidden') != 'true' ||
        (typeof className === 'string' && className.includes('fallback-image'))),
    );
  }

  /**
   * `_grabArticle`, its retry copy of the page made only if it retries (retry-snapshot.ts), then the
   * HTML `parse` builds of its result only to log it not built (above).
   */
  _grabArticle(page?: Element | null): Element | null {
    const { _debug: debug, _doc: doc } = this;
    const deferred =
      !page && doc.body && this.#rebuild && KEEPS_PAGE_HTML && !debug
        ? deferRetryCopy(doc.body, this.#rebuild, this.#options)
        : undefined;
    let article: Element | null;
    try {
      article = stock._grabArticle.call(this, page);
    } finally {
      deferred?.release();
    }
    if (article && LOGS_GRABBED_HTML && !debug) skipNextHtmlRead(article);
    return article;
  }
}
