// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Readability } from '@mozilla/readability';
import { describe, expect, it } from 'vitest';
import { LOGS_GRABBED_HTML, LeanReadability, hasVisibleText } from '../../../../lib/capture/lean-readability';
import { KEEPS_PAGE_HTML } from '../../../../lib/capture/retry-snapshot';
import { loadPage, readFixture } from './load-page';

interface Private {
  _isElementWithoutContent(node: Element): boolean;
  _isValidByline(node: Element, matchString: string): boolean;
  _isProbablyVisible(node: Element): boolean;
}

/** Every private method LeanReadability overrides: a Readability update that renames one must fail here. */
const OVERRIDDEN = ['_isElementWithoutContent', '_isValidByline', '_isProbablyVisible', '_grabArticle'];

const EMPTY_CASES = [
  '<div></div>',
  '<div>   \n\t </div>',
  '<div>\u00a0\u2003\ufeff</div>',
  '<div>x</div>',
  '<div> <span> </span> </div>',
  '<div> <span> <b>x</b></span> </div>',
  '<div><br><br> </div>',
  '<div><br><hr></div>',
  '<div><br><img></div>',
  '<div><!-- text in a comment --></div>',
  '<div><p></p></div>',
  '<section><div><div></div></div> </section>',
  '<h2> <a href="#"> </a></h2>',
  '<div><svg><text>label</text></svg></div>',
  '<div><span></span></div><p>after</p>',
];

const BYLINE_CASES = [
  '<a rel="author">Jane Doe</a>',
  '<a rel="author"> </a>',
  '<span itemprop="author">Jane Doe</span>',
  '<span itemprop="name author">Jane Doe</span>',
  '<span itemprop="name">Jane Doe</span>',
  '<div class="byline">By Jane Doe</div>',
  '<div id="post-author">By Jane Doe</div>',
  `<div class="author">${'a very long byline '.repeat(8)}</div>`,
  '<div class="AUTHOR-box">Jane</div>',
  '<div class="content"><p>Text that is no byline at all.</p></div>',
  '<p rel="author"><span>Jane</span> <b>Doe</b></p>',
];

const VISIBLE_CASES = [
  '<div>plain</div>',
  '<div style="">empty style</div>',
  '<div style="display:none">none</div>',
  '<div style="DISPLAY: NONE">upper</div>',
  '<div style="display: block">block</div>',
  '<div style="visibility:hidden">hidden</div>',
  '<div style="color: red">colour</div>',
  '<div hidden>hidden attribute</div>',
  '<div aria-hidden="true">aria</div>',
  '<div aria-hidden="false">aria false</div>',
  '<div aria-hidden="true" class="fallback-image">math image</div>',
  '<svg aria-hidden="true" class="fallback-image"><g></g></svg>',
  '<svg style="display:none"><rect></rect></svg>',
  '<math aria-hidden="true"><mi>x</mi></math>',
];

const page = (html: string) => loadPage(`<!doctype html><html><body>${html}</body></html>`).doc;

/** Each element under the body: what the original and the override answer. */
function answers(html: string, ask: (r: Private, el: Element) => unknown) {
  const doc = page(html);
  const lean = new LeanReadability(doc) as unknown as Private;
  const original = new Readability(doc) as unknown as Private;
  return [...doc.body.querySelectorAll('*')].map((el) => [ask(lean, el), ask(original, el)]);
}

describe('LeanReadability', () => {
  it('overrides methods Readability still has (an update that renames one must be looked at)', () => {
    const proto = Readability.prototype as unknown as Record<string, unknown>;
    for (const name of OVERRIDDEN) expect(typeof proto[name], name).toBe('function');
    // parse still builds the article's HTML only to log it, and _grabArticle still keeps the page's
    // HTML for a retry; if not, those overrides stay off.
    expect(LOGS_GRABBED_HTML).toBe(true);
    expect(KEEPS_PAGE_HTML).toBe(true);
  });

  it.each(EMPTY_CASES)('answers "is it empty" as Readability does for %j', (html) => {
    for (const [lean, original] of answers(html, (r, el) => r._isElementWithoutContent(el))) {
      expect(lean).toBe(original);
    }
    const doc = page(html);
    for (const el of doc.body.querySelectorAll('*')) expect(hasVisibleText(el)).toBe(Boolean(el.textContent?.trim()));
  });

  it.each(BYLINE_CASES)('answers "is it a byline" as Readability does for %j', (html) => {
    for (const [lean, original] of answers(html, (r, el) => r._isValidByline(el, `${el.className} ${el.id}`))) {
      expect(lean).toBe(original);
    }
  });

  it.each(VISIBLE_CASES)('answers "is it visible" as Readability does for %j', (html) => {
    for (const [lean, original] of answers(html, (r, el) => Boolean(r._isProbablyVisible(el)))) {
      expect(lean).toBe(original);
    }
  });

  it('extracts the same article as Readability', () => {
    const html = readFixture('article.html');
    const parse = (Kind: typeof Readability) => new Kind(loadPage(html).doc).parse();
    expect(parse(LeanReadability)).toEqual(parse(Readability));
  });

  // Real pages of several shapes, among them pages where Readability retries with fewer rules
  // (cnn, hukumusume, ol, visibility-hidden: the copy for the retry is then made) and one where it
  // finds its byline in the page (001).
  it.each([
    ['001', 0],
    ['cnn', 1],
    ['hukumusume', 1],
    ['ol', 1],
    ['visibility-hidden', 1],
    ['wikipedia-3', 0],
    ['mozilla-1', 0],
    ['royal-road', 0],
  ])('extracts the same article as Readability from corpus page %s (retry copies made: %i)', (name, copies) => {
    const html = readFileSync(resolve(import.meta.dirname, '../../../corpus/readability', name, 'source.html'), 'utf8');
    let rebuilt = 0;
    const rebuild = () => {
      rebuilt++;
      return loadPage(html).doc;
    };
    const parse = (Kind: typeof Readability) => {
      const options = { keepClasses: true, serializer: (el: Node) => el as Element };
      const reader =
        Kind === LeanReadability
          ? new LeanReadability(loadPage(html).doc, options, rebuild)
          : new Kind(loadPage(html).doc, options);
      const result = reader.parse();
      // Nothing is left behind on the article element or the page.
      expect(result && Object.getOwnPropertyDescriptor(result.content, 'innerHTML')).toBeUndefined();
      return result && { ...result, content: result.content?.outerHTML };
    };
    expect(parse(LeanReadability)).toEqual(parse(Readability));
    expect(rebuilt).toBe(copies);
  });

  it('extracts the same HTML as Readability with its own serializer', () => {
    const html = readFixture('article.html');
    const parse = (Kind: typeof Readability) => new Kind(loadPage(html).doc).parse()?.content;
    expect(parse(LeanReadability)).toBe(parse(Readability));
  });
});
