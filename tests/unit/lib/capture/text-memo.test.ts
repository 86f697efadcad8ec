// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { htmlAccessor } from '../../../../lib/capture/retry-snapshot';
import { TextMemo, observerFor } from '../../../../lib/capture/text-memo';
import { loadPage } from './load-page';

const writeHtml = (el: Element, html: string) => htmlAccessor(el)!.set!.call(el, html);

/** A memo opened on a page, and `text(node)`: its answer, reading `textContent` when it must. */
function setup(html: string) {
  const { doc } = loadPage(`<!doctype html><html><body>${html}</body></html>`);
  const memo = new TextMemo(observerFor(doc)!);
  memo.open();
  let reads = 0;
  const text = (node: Node) =>
    memo.get(node, 1, () => {
      reads++;
      return node.textContent!.trim();
    });
  return { doc, memo, text, reads: () => reads, $: (s: string) => doc.querySelector(s)! };
}

describe('TextMemo', () => {
  it('answers again without reading while nothing changed', () => {
    const { text, reads, $ } = setup('<div id="a"> one <b>two</b> </div>');
    expect(text($('#a'))).toBe('one two');
    expect(text($('#a'))).toBe('one two');
    expect(text($('b'))).toBe('two');
    expect(reads()).toBe(2);
  });

  // Each change below makes the kept answer wrong: the memo must read again.
  const CHANGES: [string, string, (s: (q: string) => Element, doc: Document) => void, string][] = [
    ['a text node edited', '<div id="a">one</div>', (s) => ((s('#a').firstChild as Text).data = 'uno'), 'uno'],
    ['a child removed', '<div id="a">one<b>two</b></div>', (s) => s('b').remove(), 'one'],
    ['a deep child added', '<div id="a"><p><i>x</i></p></div>', (s) => s('i').append('y'), 'xy'],
    ['its HTML rewritten', '<div id="a">one</div>', (s) => writeHtml(s('#a'), 'two'), 'two'],
    ['the body rewritten', '<div id="a">one</div><p>p</p>', (s, doc) => writeHtml(doc.body, '<p>p</p>'), 'one'],
    [
      'moved into a detached element, then changed there',
      '<div id="a"><p>one</p></div>',
      (s, doc) => {
        doc.createElement('div').append(s('p'));
        s('#a').append('');
      },
      '',
    ],
  ];

  it.each(CHANGES)('reads again after %s', (_, html, change, expected) => {
    const { doc, text, $ } = setup(html);
    const a = $('#a');
    text(a);
    change($, doc);
    expect(text(a)).toBe(expected);
    expect(text(a)).toBe(a.textContent!.trim());
  });

  it('reads again when a node kept while in a detached element changes there', () => {
    const { doc, text, $ } = setup('<p id="p">one</p>');
    const article = doc.createElement('div');
    const p = $('#p');
    article.append(p);
    expect(text(article)).toBe('one');
    expect(text(p)).toBe('one');
    p.append(' two');
    expect(text(article)).toBe('one two');
    article.append(doc.createElement('br'), 'three');
    expect(text(article)).toBe('one twothree');
    // The detached element is put in the page, then changed: still seen.
    doc.body.append(article);
    p.firstChild!.remove();
    expect(text(article)).toBe('twothree');
  });

  it('reads every time once closed, and keeps nothing from before', () => {
    const { memo, text, reads, $ } = setup('<div id="a">one</div>');
    text($('#a'));
    memo.close();
    expect(memo.isOpen).toBe(false);
    memo.open();
    text($('#a'));
    expect(reads()).toBe(2);
  });
});
