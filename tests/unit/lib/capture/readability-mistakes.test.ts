// @vitest-environment happy-dom
/**
 * Article mode on the shapes Readability damages (issue 11, items 1–3 and the code classes of 11),
 * each seen on a real page: the clip must hold what the page shows.
 */
import { describe, expect, it } from 'vitest';
import { capture } from '../../../../lib/capture/index';
import { articlePage, codeBlocks, para } from './article-page';
import { loadPage } from './load-page';

const URL_ = 'https://blog.example.org/2024/notes';

async function article(html: string) {
  const { doc, win } = loadPage(html, URL_);
  const result = await capture(doc, win, { mode: 'article' });
  expect(result.mode).toBe('article');
  // Kept by extraction itself: the safety net (safety-net.test.ts) had nothing to put back.
  expect(result.notes).toEqual([]);
  return result;
}

describe('article mode keeps what Readability would damage', () => {
  it('a table cell picked as the article converts as a block container, not as one cell (lwn-1)', async () => {
    const cell =
      `<h2>The QGIS release</h2>${para(1)}${para(2)}<h3>What changed</h3>${para(3)}` +
      `<table><tr><th>Version</th><th>Date</th></tr><tr><td>2.8</td><td>March</td></tr></table>${para(4)}${para(5)}`;
    const html =
      `<!doctype html><html><head><title>QGIS [LWN.net]</title></head><body>` +
      `<table class="Page"><tr><td class="LeftColumn"><a href="/">Home</a><br><a href="/weekly">Weekly</a></td>` +
      `<td class="MidColumn">${cell}</td></tr></table></body></html>`;
    const { markdown } = await article(html);
    expect(markdown).toMatch(/^#{1,6} The QGIS release$/m);
    expect(markdown).toMatch(/^#{1,6} What changed$/m);
    expect(markdown).toMatch(/^Paragraph 3 tells/m);
    expect(markdown).toMatch(/^\| Version \| Date \|$/m);
  });

  it('keeps MathJax 3 formulas, whose class matches Readability\'s "menu" (mathjax)', async () => {
    const formula = (tex: string, display: boolean) =>
      `<mjx-container class="MathJax CtxtMenu_Attached_0" jax="CHTML"${display ? ' display="true"' : ''} tabindex="0" ctxtmenu_counter="1">` +
      `<mjx-math class="MJX-TEX"><mjx-mi><mjx-c></mjx-c></mjx-mi></mjx-math>` +
      `<mjx-assistive-mml unselectable="on" display="${display ? 'block' : 'inline'}"><math xmlns="http://www.w3.org/1998/Math/MathML">` +
      `<semantics><mi>x</mi><annotation encoding="application/x-tex">${tex}</annotation></semantics></math></mjx-assistive-mml></mjx-container>`;
    const html = articlePage(
      `<p>When ${formula('a \\ne 0', false)}, there are two solutions to ${formula('ax^2+bx+c=0', false)} and they are</p>` +
        `<p>${formula('x = {-b \\pm \\sqrt{b^2-4ac} \\over 2a}', true)}</p>`,
    );
    const { markdown } = await article(html);
    expect(markdown).toContain('$a \\ne 0$');
    expect(markdown).toContain('$ax^2+bx+c=0$');
    expect(markdown).toMatch(/^\$\$x = \{-b \\pm \\sqrt\{b\^2-4ac\} \\over 2a\}\$\$$/m);
  });

  it('keeps MathJax 2 formulas, whose TeX lives in scripts Readability removes', async () => {
    const html = articlePage(
      '<p>Energy is <span class="MathJax_Preview"></span><span class="MathJax">E=mc2</span>' +
        '<script type="math/tex">E=mc^2</script> for a body at rest.</p>' +
        '<div class="MathJax_Display"><span class="MathJax">∫f</span></div><script type="math/tex; mode=display">\\int_0^1 f(x)\\,dx</script>',
    );
    const { markdown } = await article(html);
    expect(markdown).toContain('$E=mc^2$');
    expect(markdown).toMatch(/^\$\$\\int_0\^1 f\(x\)\\,dx\$\$$/m);
  });

  it('keeps Wikipedia display formulas once, not their MathML text beside them (wikipedia-3)', async () => {
    const tex = '{\\displaystyle \\langle w,Av\\rangle =\\langle Aw,v\\rangle ,}';
    const html = articlePage(
      `${'<p>A square matrix is Hermitian if and only if it is equal to its adjoint, that is, it satisfies</p>'}` +
        `<div class="mwe-math-element"><div class="mwe-math-mathml-display mwe-math-mathml-a11y" style="display: none;">` +
        `<math display="block" alttext="${tex}"><semantics><mrow><mo>⟨</mo><mi>w</mi></mrow>` +
        `<annotation encoding="application/x-tex">${tex}</annotation></semantics></math></div>` +
        `<img src="https://wikimedia.org/api/rest_v1/media/math/render/svg/459d" class="mwe-math-fallback-image-display" alt="${tex}"></div>` +
        '<p>for any pair of vectors in the space.</p>',
    );
    const { markdown } = await article(html);
    expect(markdown).toContain('$$\\langle w,Av\\rangle =\\langle Aw,v\\rangle ,$$');
    expect(markdown).not.toContain('⟨');
    expect(markdown.match(/displaystyle|langle w/g)?.length).toBe(1);
  });

  it('keeps the lines of code whose blank lines are <br><br> (v8-blog)', async () => {
    const html = articlePage(
      '<pre><code><span>// add.c</span><br><span>#include &lt;emscripten.h&gt;</span><br><br>' +
        'EMSCRIPTEN_KEEPALIVE<br><span>int</span> add(int x, int y) {<br>  return x + y;<br>}</code></pre>',
    );
    const { markdown } = await article(html);
    expect(codeBlocks(markdown)).toEqual([
      [
        '// add.c',
        '#include <emscripten.h>',
        '',
        'EMSCRIPTEN_KEEPALIVE',
        'int add(int x, int y) {',
        '  return x + y;',
        '}',
      ],
    ]);
  });

  it.each([
    ['a <pre>', '<div class="example"><pre>{CODE}</pre></div>'],
    [
      'a line-number table',
      '<div class="src"><table class="highlighttable"><tr><td class="linenos"><pre>1\n2\n3</pre></td>' +
        '<td class="code"><pre>{CODE}</pre></td></tr></table></div>',
    ],
  ])('keeps code whose identifiers are links in %s (Readability reads it as a link list)', async (_name, shape) => {
    const code =
      '<a href="/doc/Vec">Vec</a>::<a href="/doc/new">new</a>()\n<a href="/doc/push">push</a>(<a href="/doc/x">x</a>)\n<a href="/doc/len">len</a>()';
    const { markdown } = await article(articlePage(shape.replace('{CODE}', code)));
    expect(codeBlocks(markdown)).toEqual([['Vec::new()', 'push(x)', 'len()']]);
  });

  it('reads an article inside an aria-hidden wrapper (a page behind an open dialog)', async () => {
    const html = articlePage('', {
      around: (body) =>
        `<div class="app" aria-hidden="true">${body}</div><div role="dialog"><p>We use cookies.</p><button>OK</button></div>`,
    });
    const { markdown } = await article(html);
    for (const n of [1, 2, 3, 4]) expect(markdown).toContain(`Paragraph ${n} tells`);
    expect(markdown).not.toContain('We use cookies');
  });
});
