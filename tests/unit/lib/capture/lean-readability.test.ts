// @vitest-environment happy-dom
import { Readability } from '@mozilla/readability';
import { describe, expect, it } from 'vitest';
import { LeanReadability, hasVisibleText } from '../../../../lib/capture/lean-readability';
import { loadPage, readFixture } from './load-page';

type EmptyTest = { _isElementWithoutContent(node: Element): boolean };

const CASES = [
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

describe('LeanReadability', () => {
  it.each(CASES)('answers "is it empty" as Readability does for %j', (html) => {
    const { doc } = loadPage(`<!doctype html><html><body>${html}</body></html>`);
    const lean = new LeanReadability(doc) as unknown as EmptyTest;
    const original = new Readability(doc) as unknown as EmptyTest;
    for (const el of doc.body.querySelectorAll('*')) {
      expect(lean._isElementWithoutContent(el)).toBe(original._isElementWithoutContent(el));
      expect(hasVisibleText(el)).toBe(Boolean(el.textContent?.trim()));
    }
  });

  it('extracts the same article as Readability', () => {
    const html = readFixture('article.html');
    const parse = (Kind: typeof Readability) => new Kind(loadPage(html).doc).parse();
    expect(parse(LeanReadability)).toEqual(parse(Readability));
  });
});
