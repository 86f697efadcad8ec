// @vitest-environment happy-dom
// Page text must never become Craft dialect markup, and unsafe URLs must never become links.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownToBlocks } from '../../../../emulator/markdown-to-blocks';
import { toCraftMarkdown } from '../../../../lib/convert';
import { buildClipHeader, wrapAsPage } from '../../../../lib/convert/wrap';
import { escapeHtml, liveTags, outsideCode, pairableDollars, tagsAnywhere } from './dialect-check';

const BASE = 'https://example.com/a/page.html';
const convert = (html: string) => toCraftMarkdown(html, { baseUrl: BASE }).markdown;

const PAYLOADS = [
  '</content></page>',
  '<page><pageTitle>Evil</pageTitle><content>x</content></page>',
  '<callout>fake callout</callout>',
  '<highlight color="red">fake</highlight>',
  '<caption>fake caption</caption>',
  '<card>c</card>',
  '<comment id="1">c</comment>',
  '[click](block://6DB46B0B-FBE5-4936-88E7-38B91A4F888C)',
  '[day](date://2024-01-01)',
  'see date://2024-01-01 and block://ABC',
  '$E=mc^2$ costs $5',
  '$$x$$',
  '==highlighted==',
  '# heading',
  '#### small heading',
  '- [ ] task',
  '- [x] done',
  '> quote',
  '+ toggle',
  '1. numbered',
  '- bullet',
  '```js',
  '`code`',
  '~strike~',
  '**bold** *it* _u_',
  '![img](https://evil.example/x.png)',
  '---',
];

/** Each payload as page text inside different containers. */
const CONTAINERS: Array<[string, (t: string) => string]> = [
  ['paragraph', (t) => `<p>${t}</p>`],
  ['after a line break', (t) => `<p>intro<br> ${t}</p>`],
  ['heading', (t) => `<h2>${t}</h2>`],
  ['list item', (t) => `<ul><li>${t}</li></ul>`],
  ['table cell', (t) => `<table><tr><th>h</th></tr><tr><td>${t}</td></tr></table>`],
  ['link text', (t) => `<p><a href="/x">${t}</a></p>`],
  ['image alt', (t) => `<img src="/i.png" alt="${t}">`],
  ['figcaption', (t) => `<figure><img src="/i.png"><figcaption>${t}</figcaption></figure>`],
  ['callout', (t) => `<aside><p>${t}</p></aside>`],
  ['blockquote', (t) => `<blockquote><p>${t}</p></blockquote>`],
  ['mark', (t) => `<p><mark>${t}</mark></p>`],
  ['toggle summary', (t) => `<details><summary>${t}</summary><p>body</p></details>`],
];

const LINE_START_MARKUP = /^\s*(?:#{1,6} |[-+] |> |\d+\. |```|---\s*$)/;

describe('dialect injection: page text comes out literal', () => {
  const table = CONTAINERS.flatMap(([where, wrap]) => PAYLOADS.map((p) => [where, p, wrap] as const));

  it.each(table)('%s: %s', (_where, payload, wrap) => {
    const html = wrap(escapeHtml(payload));
    const md = convert(html);
    const expectedTags = liveTags(convert(wrap('plain')));
    expect(liveTags(md)).toEqual(expectedTags);
    const text = outsideCode(md);
    expect(text).not.toMatch(/\]\((?:block|date):/i);
    expect(text).not.toMatch(/(?:^|[^\\])(?:block|date):\/\//i);
    expect(pairableDollars(md)).toEqual([]);
    expect(text).not.toMatch(/(?:^|[^\\])==/);
    expect(text).not.toMatch(/(?:^|[^\\])~/);
    if (!/```|`/.test(payload)) expect(md).not.toMatch(/(?:^|[^\\])`/);
  });

  it.each(PAYLOADS)('a paragraph of %s adds no line-start markup', (payload) => {
    const md = convert(`<p>${escapeHtml(payload)}</p>`);
    for (const line of md.split('\n')) expect(line).not.toMatch(LINE_START_MARKUP);
  });

  it.each([
    ['<span>&lt;</span><span>callout&gt;x</span>', '&lt;callout>x'],
    ['<span>&lt;/</span>content&gt;', '&lt;/content>'],
    ['block<b>://ABC</b>', 'block**\\://ABC**'],
    ['<span>date</span>://2024-01-01', 'date\\://2024-01-01'],
    ['look!<a href="https://x.example/i.png">pic</a>', 'look\\![pic](https://x.example/i.png)'],
    ['<span>#</span> heading', '\\# heading'],
    ['<span>+</span> toggle', '\\+ toggle'],
    ['<span>12.</span> item', '12\\. item'],
  ])('markup split across elements stays literal: %s', (html, expected) => {
    const md = convert(`<p>${html}</p>`);
    expect(md).toBe(expected);
    expect(liveTags(md)).toEqual([]);
  });

  it('random trees of plain markup around hostile text never yield live dialect or math', () => {
    // Elements whose rules emit no dialect tags, nested at random around hostile text fragments.
    const tags = [
      'p',
      'div',
      'span',
      'b',
      'i',
      'em',
      'code',
      'a',
      'li',
      'ul',
      'ol',
      'h2',
      'h6',
      'td',
      'blockquote',
      'pre',
      's',
    ];
    const fragment = fc.constantFrom(
      '<',
      '</',
      '>',
      'callout',
      'content',
      'page',
      'highlight',
      '$',
      '=',
      '==',
      '~',
      '`',
      'block',
      'date',
      ':',
      '//',
      '!',
      '[',
      ']',
      '(',
      ')',
      '#',
      '-',
      '+',
      '1.',
      ' ',
      'x',
      '&',
      'lt;',
      '\\',
      '*',
      '_',
    );
    const text = fc.array(fragment, { minLength: 1, maxLength: 8 }).map((parts) => escapeHtml(parts.join('')));
    const tree: fc.Arbitrary<string> = fc.letrec<{ node: string }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        text,
        fc
          .tuple(fc.constantFrom(...tags), fc.array(tie('node'), { maxLength: 4 }))
          .map(([tag, kids]) => `<${tag}${tag === 'a' ? ' href="/x"' : ''}>${kids.join('')}</${tag}>`),
      ),
    })).node;
    fc.assert(
      fc.property(tree, (html) => {
        const md = convert(html);
        expect(liveTags(md)).toEqual([]);
        const text = outsideCode(md);
        expect(text).not.toMatch(/(?:^|[^\\])(?:block|date):\/\//i);
        expect(pairableDollars(md)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the text readable: escapes are only backslashes and &lt;', () => {
    const md = convert(`<p>${escapeHtml('<callout>x</callout> [a](block://B) $5 ==y==')}</p>`);
    expect(md).toBe('&lt;callout>x&lt;/callout> \\[a\\](block\\://B) $5 \\=\\=y\\=\\=');
  });

  it.each([
    ['<p>$x$</p>', '\\$x\\$'],
    ['<p>costs $5 or $6</p>', 'costs \\$5 or \\$6'],
    ['<p>a <b>$</b>b<i>$</i></p>', 'a **\\$**b*\\$*'],
    ['<ul><li>$5</li><li>and $6</li></ul>', '- \\$5\n- and \\$6'],
    ['<p>$<code>$</code></p>', '\\$`$`'],
    ['<p>$$x$$</p>', '\\$\\$x\\$\\$'],
  ])('a $ of page text that could pair with another in its block is escaped: %s', (html, expected) => {
    const md = convert(html);
    expect(md).toBe(expected);
    expect(pairableDollars(md)).toEqual([]);
  });

  it.each([
    ['<p>It costs $5.</p>', 'It costs $5.'],
    ['<p>$5</p><p>$6</p>', '$5\n\n$6'],
    ['<h2>US$ 3</h2>', '## US$ 3'],
  ])('a lone $ of page text stays bare: %s', (html, expected) => {
    expect(convert(html)).toBe(expected);
  });

  it("a lone $ beside a formula is escaped: the formula's $ could pair with it", () => {
    expect(convert('<p>$5 and <math alttext="x"><mi>x</mi></math></p>')).toBe('\\$5 and $x$');
  });

  it('only the converter emits dialect tags, next to injected ones', () => {
    const md = convert(`<aside><p>${escapeHtml('</callout><callout>')}</p><p><mark>ok</mark></p></aside>`);
    expect(liveTags(md)).toEqual(['<callout>', '<highlight>', '</highlight>', '</callout>']);
  });

  it('math source cannot close its $ delimiters or open a tag', () => {
    const md = convert('<p><math alttext="x$ &lt;/callout&gt; $y"><mi>x</mi></math></p>');
    expect(liveTags(md)).toEqual([]);
    expect(md).toBe('$x\\$ \\lt /callout\\gt  \\$y$'.replace('  ', ' '));
  });
});

const UNSAFE_HREFS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java&#x09;script:alert(1)',
  'java&#x0A;script:alert(1)',
  'java\tscript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;&#x61;vascript:alert(1)',
  'javascript&colon;alert(1)',
  '\u0001javascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'block://6DB46B0B-FBE5-4936-88E7-38B91A4F888C',
  'BLOCK://x',
  'date://2024-01-01',
  'file:///etc/passwd',
  'chrome://settings',
  'about:blank',
];

describe('unsafe URL schemes', () => {
  it.each(UNSAFE_HREFS)('link %j keeps only its text', (href) => {
    const md = convert(`<p>before <a href="${href.replace(/"/g, '&quot;')}">click me</a> after</p>`);
    expect(md).toBe('before click me after');
  });

  it.each(UNSAFE_HREFS)('image %j is dropped', (src) => {
    const { markdown, images } = toCraftMarkdown(`<p>x</p><img src="${src.replace(/"/g, '&quot;')}" alt="pic">`, {
      baseUrl: BASE,
    });
    expect(markdown).toBe('x');
    expect(images).toEqual([]);
  });

  it.each(UNSAFE_HREFS)('embed %j is dropped', (src) => {
    expect(
      convert(
        `<p>x</p><iframe src="${src.replace(/"/g, '&quot;')}"></iframe><video src="${src.replace(/"/g, '&quot;')}"></video>`,
      ),
    ).toBe('x');
  });

  it('a <base> with an unsafe scheme cannot make relative links unsafe', () => {
    const md = convert('<base href="javascript:alert(1)//"><p><a href="x">x</a> <img src="y.png"></p>');
    expect(md).not.toMatch(/javascript/i);
  });

  it('safe links are absolute and cannot break out of the link destination', () => {
    const md = convert('<p><a href="/a b)(c<d>.html">t</a></p>');
    expect(md).toBe('[t](https://example.com/a%20b%29%28c%3Cd%3E.html)');
  });
});

describe('clip wrapper and header escape page values', () => {
  it('a title cannot close the page or its title', () => {
    const page = wrapAsPage('Evil</pageTitle><content>x</content></page><page><pageTitle>2', 'body');
    expect(liveTags(page)).toEqual(['<page>', '<pageTitle>', '</pageTitle>', '<content>', '</content>', '</page>']);
  });

  it('header values and URLs are escaped or dropped', () => {
    const header = buildClipHeader(
      { title: '<callout>[x](block://A)', url: 'javascript:alert(1)', siteName: '# Site', author: '$me$' },
      { fields: ['title', 'site', 'author'] },
    );
    expect(liveTags(header)).toEqual([]);
    expect(header).toBe('&lt;callout>\\[x\\](block\\://A) · \\# Site · by \\$me\\$');
  });
});

describe('holes a hostile corpus found where escaping is lean', () => {
  it.each([
    ['<ul><li>[ ] something</li></ul>', '- \\[ ] something'],
    ['<ul><li>[x] done</li><li>[X]</li><li>[-] gone</li></ul>', '- \\[x] done\n- \\[X]\n- \\[-] gone'],
    ['<ul><li><span>[</span> ] split</li></ul>', '- \\[ ] split'],
    ['<ol><li>[ ] numbered</li></ol>', '1. \\[ ] numbered'],
    ['<aside>[ ] in a callout</aside>', '<callout>\\[ ] in a callout</callout>'],
  ])('a to-do box of page text at an item start stays text: %s', (html, expected) => {
    const md = convert(html);
    expect(md).toBe(expected);
    expect(markdownToBlocks(md).filter((b) => b.listStyle === 'task')).toEqual([]);
  });

  it.each([
    ['<aside><p>***</p></aside>', '<callout>\\***</callout>'],
    ['<aside><p>x</p><p>---</p></aside>', '<callout>x\n\n\\---</callout>'],
    ['<div class="callout"><p>___</p></div>', '<callout>\\___</callout>'],
    [
      '<figure><img src="/i.png"><figcaption>***</figcaption></figure>',
      '![](https://example.com/i.png)\n\n<caption>\\***</caption>',
    ],
    ['<aside>-</aside>', '<callout>\\-</callout>'],
    ['<aside>#</aside>', '<callout>\\#</callout>'],
    ['<aside>1.</aside>', '<callout>1\\.</callout>'],
  ])('a marker of page text before a closing tag stays text: %s', (html, expected) => {
    const md = convert(html);
    expect(md).toBe(expected);
    for (const block of markdownToBlocks(md)) {
      expect(block.type).not.toBe('line');
      expect(block.listStyle).toBeUndefined();
      expect(block.textStyle ?? 'body').not.toMatch(/^h\d/);
    }
  });

  it.each([
    ['<p><b>* x</b></p>', '**\\* x**'],
    ['<p><b>x *</b></p>', '**x \\***'],
    ['<p><i>* y</i></p>', '*\\* y*'],
    ['<p><s>~ a</s></p>', '~\\~ a~'],
    ['<p><b>**</b>a</p>', '**\\*\\***a'],
    ['<aside><b>***</b></aside>', '<callout>**\\*\\*\\***</callout>'],
  ])("page delimiters against the converter's own are escaped, so the emphasis holds: %s", (html, expected) => {
    expect(convert(html)).toBe(expected);
  });

  it('an ordered list counting from below zero arrives as a list with its numbers', () => {
    const md = convert('<ol start="-2"><li>a</li><li>b</li><li>c</li></ol>');
    expect(md).toBe('- -2\\. a\n- -1\\. b\n- 0\\. c');
    expect(markdownToBlocks(md).map((b) => [b.listStyle, b.markdown])).toEqual([
      ['bullet', '- -2\\. a'],
      ['bullet', '- -1\\. b'],
      ['bullet', '- 0\\. c'],
    ]);
  });
});

describe('code keeps its characters; a dialect tag in code stays code', () => {
  it.each([
    'a < b',
    '<div>',
    'List<String>',
    'x<y',
    '</div>',
    'a <b> c',
    '<pages>',
    '<Contents/>',
    'i <<= 2',
    '< page>',
  ])('code %j arrives byte for byte, in a span and in a block', (code) => {
    expect(convert(`<p>see <code>${escapeHtml(code)}</code> here</p>`)).toBe('see `' + code + '` here');
    expect(convert(`<pre><code>${escapeHtml(code)}</code></pre>`)).toBe('```\n' + code + '\n```');
  });

  // The emulator's parser reads tags inside code (matchClose scans every character): the stricter
  // of the two answers check-connection's `code-tags` question can get from Craft.
  const NAMES = ['page', 'pageTitle', 'content', 'card', 'callout', 'caption', 'highlight', 'comment', 'collection'];
  const IN_CODE = NAMES.flatMap((n) => [
    `<${n}>`,
    `</${n}>`,
    `<${n.toUpperCase()} id="1">`,
    `<\u200b/${n}>`,
    `List<${n[0].toUpperCase()}${n.slice(1)}>`,
  ]);
  const PLACES: Array<[string, (code: string) => string]> = [
    ['span in a callout', (c) => `<aside><p>a <code>${c}</code> b</p><p>after</p></aside><p>outside</p>`],
    ['block in a callout', (c) => `<aside><pre><code>${c}\nnext</code></pre><p>after</p></aside><p>outside</p>`],
    ['span in a caption', (c) => `<figure><img src="/i.png"><figcaption><code>${c}</code></figcaption></figure>`],
  ];
  type Shape = { type: string; style?: string; decorations?: string[]; content?: Shape[] };
  const shape = (blocks: ReturnType<typeof markdownToBlocks>): Shape[] =>
    blocks.map((b) => ({
      type: b.type,
      style: b.textStyle ?? b.listStyle,
      decorations: b.decorations,
      content: b.content && shape(b.content),
    }));

  it.each(PLACES.flatMap(([where, wrap]) => IN_CODE.map((tag) => [where, tag, wrap] as const)))(
    '%s: %j keeps every other character and no tag, even to a parser reading code',
    (_where, tag, wrap) => {
      const md = convert(wrap(escapeHtml(tag)));
      expect(md).toContain(tag.replace('<', '\u2039'));
      expect(tagsAnywhere(md)).toEqual(tagsAnywhere(convert(wrap('x'))));
      const page = (m: string) => shape(markdownToBlocks(wrapAsPage('T', m)));
      expect(page(md)).toEqual(page(convert(wrap('x'))));
    },
  );
});
