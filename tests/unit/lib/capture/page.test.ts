// @vitest-environment happy-dom
/**
 * Page mode reads the live body and leaves out what is never content (notContent) instead of
 * converting a copy with it removed. The output must be exactly what the copy gave, and the page
 * must be left as it was.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notContent } from '../../../../lib/capture/page';
import { toCraftMarkdown } from '../../../../lib/convert/index';
import { loadPage, readFixture } from './load-page';

/** How page mode used to do it: a copy of the body with these removed. */
const NOT_CONTENT =
  'script, style, noscript, template, link, meta, nav, [role="navigation"], [hidden], dialog:not([open])';

function viaCopy(doc: Document): string {
  const copy = doc.body.cloneNode(true) as Element;
  for (const el of copy.querySelectorAll(NOT_CONTENT)) el.remove();
  return toCraftMarkdown(copy, { baseUrl: doc.baseURI }).markdown;
}

const TRICKY = `<body><p>Before <nav>Home | About</nav> after, one paragraph.</p>
<div role="navigation"><a href="/a">A</a></div><div role="main"><p>Main text</p></div>
<details><summary>More</summary><p hidden="until-found">Found later</p><p>Shown</p></details>
<dialog>closed dialog</dialog><dialog open><p>open dialog</p></dialog>
<ul><li>one<template><b>t</b></template></li><li>two<noscript>no js</noscript></li></ul>
<p>line<br><nav>x</nav><br>next</p><table><tr><td>a<nav>n</nav></td><td>b</td></tr></table>
<pre><code>code <span hidden>secret</span>kept</code></pre><p ROLE="navigation">upper-case role stays</p></body>`;

describe('page mode on the live body', () => {
  const pages = [
    ['tricky markup', TRICKY],
    ...readdirSync(resolve(import.meta.dirname, '../../../fixtures/capture'))
      .filter((f) => f.endsWith('.html'))
      .map((f) => [f, readFixture(f)]),
  ];

  it.each(pages)('%s: the same markdown as converting a copy without the non-content', (_name, html) => {
    const { doc } = loadPage(html);
    const before = doc.body.outerHTML;
    const live = toCraftMarkdown(doc.body, { baseUrl: doc.baseURI, skip: notContent }).markdown;
    expect(live).toBe(viaCopy(doc));
    expect(doc.body.outerHTML).toBe(before);
  });

  it.each([
    ['<nav>x</nav>', true],
    ['<div role="navigation">x</div>', true],
    ['<p hidden>x</p>', true],
    ['<p hidden="until-found">x</p>', true],
    ['<dialog>x</dialog>', true],
    ['<dialog open>x</dialog>', false],
    ['<noscript>x</noscript>', true],
    ['<div role="main">x</div>', false],
    ['<p class="nav">x</p>', false],
    ['<p>x</p>', false],
  ])('%s is left out: %s', (html, out) => {
    const { doc } = loadPage(`<body>${html}</body>`);
    const el = doc.body.firstElementChild!;
    expect(notContent(el)).toBe(out);
    expect(notContent(el)).toBe(el.matches(NOT_CONTENT));
  });
});
