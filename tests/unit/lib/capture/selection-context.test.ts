// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { contentsWithContext } from '../../../../lib/capture/selection-context';
import { loadPage, rangeOver } from './load-page';

const BODY = `
<p id="plain">Just a paragraph.</p>
<pre id="pre" data-x="1" style="color:red"><code class="language-ts" id="c">const a = 1;
const b = 2;
const c = 3;</code></pre>
<ol id="ol"><li>one</li><li>two</li><li id="third">three <b>bold</b></li><li>four</li></ol>
<ul><li>outer<ul><li id="nested">inner item</li></ul></li></ul>
<table id="t"><thead><tr><th>Name</th><th>Qty</th></tr></thead>
<tbody><tr id="r1"><td id="a1">apple</td><td id="b1">3</td></tr><tr id="r2"><td id="a2">pear</td><td id="b2">5</td></tr></tbody></table>
<blockquote lang="fr"><p id="quoted">Je pense, donc je suis.</p></blockquote>
`;

function html(node: Node, doc: Document): string {
  const holder = doc.createElement('div');
  holder.append(node);
  return holder.innerHTML;
}

function text(doc: Document, selector: string): Node {
  return doc.querySelector(selector)!.firstChild!;
}

describe('contentsWithContext', () => {
  it.each([
    {
      name: 'a plain paragraph stays bare text',
      range: (d: Document) => rangeOver(d, text(d, '#plain'), text(d, '#plain'), 5, 10),
      expected: 'a par',
    },
    {
      name: 'lines inside a code block keep pre > code and its language class only',
      range: (d: Document) => rangeOver(d, text(d, '#c'), text(d, '#c'), 13, 38),
      expected: '<pre><code class="language-ts">const b = 2;\nconst c = 3;</code></pre>',
    },
    {
      name: 'a word inside the third ordered item keeps its list and numbering',
      range: (d: Document) => rangeOver(d, text(d, '#third'), text(d, '#third'), 0, 5),
      expected: '<ol start="3"><li>three</li></ol>',
    },
    {
      name: 'a range over two items keeps the list around them',
      range: (d: Document) => rangeOver(d, d.querySelector('#ol li:nth-child(2)')!.firstChild!, text(d, '#third')),
      expected: '<ol start="2"><li>two</li><li id="third">three </li></ol>',
    },
    {
      name: 'a nested item keeps both list levels',
      range: (d: Document) => rangeOver(d, text(d, '#nested')),
      expected: '<ul><li><ul><li>inner item</li></ul></li></ul>',
    },
    {
      name: 'two cells of one row become a table row',
      range: (d: Document) => rangeOver(d, text(d, '#a1'), text(d, '#b1')),
      expected: '<table><tbody><tr><td id="a1">apple</td><td id="b1">3</td></tr></tbody></table>',
    },
    {
      name: 'a range over two rows keeps the table',
      range: (d: Document) => rangeOver(d, text(d, '#a1'), text(d, '#b2')),
      // Cloned contents keep their own attributes; only the added wrappers are trimmed.
      expected:
        '<table><tbody><tr id="r1"><td id="a1">apple</td><td id="b1">3</td></tr><tr id="r2"><td id="a2">pear</td><td id="b2">5</td></tr></tbody></table>',
    },
    {
      name: 'text within one cell is just text, not a one-cell table',
      range: (d: Document) => rangeOver(d, text(d, '#a2'), text(d, '#a2'), 1, 3),
      expected: 'ea',
    },
    {
      name: 'a quote keeps its blockquote and lang',
      range: (d: Document) => rangeOver(d, text(d, '#quoted')),
      expected: '<blockquote lang="fr">Je pense, donc je suis.</blockquote>',
    },
  ])('$name', ({ range, expected }) => {
    const { doc } = loadPage(`<!doctype html><html><body>${BODY}</body></html>`);
    expect(html(contentsWithContext(range(doc)), doc)).toBe(expected);
  });

  it('does not touch the page', () => {
    const { doc } = loadPage(`<!doctype html><html><body>${BODY}</body></html>`);
    const before = doc.body.innerHTML;
    contentsWithContext(rangeOver(doc, text(doc, '#a1'), text(doc, '#b2')));
    expect(doc.body.innerHTML).toBe(before);
  });
});
