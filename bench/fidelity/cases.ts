/**
 * Fidelity cases: hard HTML a clipper meets, each with checks on what a Craft user would get.
 * Checks judge survival, not our formatting: a highlight may be `==x==` or `<highlight>x</highlight>`,
 * a table may be a GFM pipe table with any spacing. Written before looking at any converter's output.
 * Every case is converted as a document at `https://example.com/blog/post.html` unless it has a <base>.
 */

export type Check =
  | { has: string; why: string }
  | { lacks: string; why: string }
  | { matches: RegExp; why: string }
  | { rejects: RegExp; why: string };

export interface FidelityCase {
  name: string;
  html: string;
  checks: Check[];
}

export const CASE_URL = 'https://example.com/blog/post.html';

export const CASES: FidelityCase[] = [
  {
    name: 'code: highlight.js python',
    html: '<pre><code class="hljs language-python"><span class="hljs-keyword">def</span> f(x):\n    <span class="hljs-keyword">return</span> x * 2</code></pre>',
    checks: [
      { has: '```python', why: 'language kept' },
      { matches: /\n {4}return x \* 2\n/, why: 'indentation and * kept verbatim' },
    ],
  },
  {
    name: 'code: Prism language on <pre>',
    html: '<pre class="language-javascript"><code>const a = 1 &lt; 2;</code></pre>',
    checks: [
      { has: '```javascript', why: 'language from <pre>' },
      { has: 'const a = 1 < 2;', why: 'entity decoded, not escaped' },
    ],
  },
  {
    name: 'code: GitHub highlight div',
    html: '<div class="highlight highlight-source-rust"><pre><span class="pl-k">fn</span> main() {}</pre></div>',
    checks: [
      { matches: /```rust\b/, why: 'GitHub language class' },
      { has: 'fn main() {}', why: 'code text' },
    ],
  },
  {
    name: 'code: line numbers in a table (Pygments)',
    html: '<table class="highlighttable"><tr><td class="linenos"><pre>1\n2</pre></td><td class="code"><pre><code class="language-go">x := 1\ny := 2</code></pre></td></tr></table>',
    checks: [
      { has: 'x := 1\ny := 2', why: 'code lines together' },
      { rejects: /^\s*1\s*$\n^\s*2\s*$/m, why: 'line numbers dropped' },
      { lacks: '| x := 1', why: 'not turned into a table' },
    ],
  },
  {
    name: 'code: inline with backticks',
    html: '<p>Use <code>a`b</code> here.</p>',
    checks: [{ matches: /``\s?a`b\s?``/, why: 'code span survives a backtick inside' }],
  },
  {
    name: 'table: colspan',
    html: '<table><thead><tr><th>Name</th><th>Q1</th><th>Q2</th></tr></thead><tbody><tr><td colspan="2">Merged</td><td>3</td></tr><tr><td>B</td><td>1</td><td>2</td></tr></tbody></table>',
    checks: [
      { matches: /\|\s*Name\s*\|\s*Q1\s*\|\s*Q2\s*\|/, why: 'header row' },
      { matches: /\|\s*Merged\s*\|[^\n]*\|\s*3\s*\|/, why: 'merged cell keeps the row aligned' },
      { matches: /\|\s*B\s*\|\s*1\s*\|\s*2\s*\|/, why: 'plain row' },
    ],
  },
  {
    name: 'table: no header row',
    html: '<table><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>',
    checks: [
      { matches: /\|\s*-{3,}\s*\|\s*-{3,}\s*\|/, why: 'still a table (delimiter row)' },
      { matches: /\|\s*a\s*\|\s*b\s*\|/, why: 'first row kept' },
      { matches: /\|\s*c\s*\|\s*d\s*\|/, why: 'second row kept' },
    ],
  },
  {
    name: 'table: pipe inside a cell',
    html: '<table><tr><th>Expr</th></tr><tr><td>a | b</td></tr></table>',
    checks: [{ has: 'a \\| b', why: 'pipe escaped in a cell' }],
  },
  {
    name: 'list: nested',
    html: '<ul><li>One<ul><li>One.a</li></ul></li><li>Two</li></ul><ol start="3"><li>Three</li><li>Four</li></ol>',
    checks: [
      { matches: /^[-*+]\s+One$/m, why: 'top item' },
      { matches: /^\s{2,4}[-*+]\s+One\.a$/m, why: 'nested item indented' },
      { matches: /^3\.\s+Three$/m, why: 'ordered start kept' },
      { matches: /^4\.\s+Four$/m, why: 'numbering continues' },
    ],
  },
  {
    name: 'list: invalid nesting (ul directly in ul)',
    html: '<ul><li>Alpha</li><ul><li>Beta</li></ul><li>Gamma</li></ul>',
    checks: [
      { matches: /^[-*+]\s+Alpha$/m, why: 'first item' },
      { matches: /^\s+[-*+]\s+Beta$/m, why: 'stray list nested' },
      { matches: /^[-*+]\s+Gamma$/m, why: 'list goes on' },
    ],
  },
  {
    name: 'list: task list',
    html: '<ul><li><input type="checkbox" checked> Done</li><li><input type="checkbox"> Todo</li></ul>',
    checks: [
      { matches: /[-*+]\s+\[x\]\s+Done/, why: 'checked task' },
      { matches: /[-*+]\s+\[ \]\s+Todo/, why: 'open task' },
    ],
  },
  {
    name: 'images: lazy data-src',
    html: '<p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/img/real.png" alt="Real" class="lazyload"></p>',
    checks: [
      { has: '![Real](https://example.com/img/real.png)', why: 'real URL, absolute' },
      { lacks: 'data:image/gif', why: 'placeholder dropped' },
    ],
  },
  {
    name: 'images: srcset only',
    html: '<img srcset="/img/s-480.jpg 480w, /img/s-960.jpg 960w" alt="Sized">',
    checks: [{ matches: /!\[Sized\]\(https:\/\/example\.com\/img\/s-(480|960)\.jpg\)/, why: 'an image from srcset' }],
  },
  {
    name: 'images: <picture> with source',
    html: '<picture><source srcset="/img/p.avif" type="image/avif"><img src="/img/p.jpg" alt="Pic"></picture>',
    checks: [
      { matches: /!\[Pic\]\(https:\/\/example\.com\/img\/p\.(jpg|avif)\)/, why: 'one image, absolute' },
      { rejects: /!\[[^\]]*\][\s\S]*!\[[^\]]*\]/, why: 'not duplicated' },
    ],
  },
  {
    name: 'urls: relative link',
    html: '<p>See <a href="../docs/guide.html#intro">the guide</a>.</p>',
    checks: [{ has: '[the guide](https://example.com/docs/guide.html#intro)', why: 'resolved against the page' }],
  },
  {
    name: 'urls: <base href>',
    html: '<html><head><base href="https://cdn.example.org/assets/"></head><body><p><a href="page.html">Link</a> <img src="i.png" alt="I"></p></body></html>',
    checks: [
      { has: '(https://cdn.example.org/assets/page.html)', why: 'link uses <base>' },
      { has: '(https://cdn.example.org/assets/i.png)', why: 'image uses <base>' },
    ],
  },
  {
    name: 'math: KaTeX annotation',
    html: '<p>Energy <span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>E</mi></mrow><annotation encoding="application/x-tex">E = mc^2</annotation></semantics></math></span><span class="katex-html" aria-hidden="true">E=mc2</span></span>.</p>',
    checks: [
      { matches: /\$\s?E = mc\^2\s?\$/, why: 'TeX between $' },
      { lacks: 'E=mc2', why: 'rendered copy dropped' },
    ],
  },
  {
    name: 'math: MathJax script',
    html: '<p>Sum <script type="math/tex">\\sum_i x_i</script> done.</p><script type="math/tex; mode=display">\\int_0^1 f</script>',
    checks: [
      { matches: /\$\s?\\sum_i x_i\s?\$/, why: 'inline TeX' },
      { matches: /\$\$?\s?\\int_0\^1 f\s?\$\$?/, why: 'display TeX' },
    ],
  },
  {
    name: 'highlight: <mark>',
    html: '<p>This is <mark>important</mark> text.</p>',
    checks: [{ matches: /(==important==|<highlight[^>]*>important<\/highlight>)/, why: 'highlight kept' }],
  },
  {
    name: 'strike and emphasis',
    html: '<p><del>old</del> <s>gone</s> <em>em</em> <strong>bold</strong></p>',
    checks: [
      { matches: /~~?old~~?/, why: '<del>' },
      { matches: /~~?gone~~?/, why: '<s>' },
      { matches: /[*_]em[*_]/, why: 'emphasis' },
      { matches: /\*\*bold\*\*|__bold__/, why: 'strong' },
    ],
  },
  {
    name: 'figure caption',
    html: '<figure><img src="/img/c.png" alt="Chart"><figcaption>Sales by quarter</figcaption></figure>',
    checks: [
      { has: '![Chart](https://example.com/img/c.png)', why: 'image' },
      { has: 'Sales by quarter', why: 'caption text kept' },
    ],
  },
  {
    name: 'callout (GitHub alert)',
    html: '<div class="markdown-alert markdown-alert-warning"><p class="markdown-alert-title">Warning</p><p>Back up first.</p></div>',
    checks: [
      { matches: /(<callout[^>]*>|^>\s?)[\s\S]*Back up first\./m, why: 'callout or quote around the text' },
      { has: 'Back up first.', why: 'text kept' },
    ],
  },
  {
    name: 'embed: YouTube iframe',
    html: '<p>Watch:</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Talk"></iframe>',
    checks: [
      { matches: /youtube\.com\/(embed\/|watch\?v=)dQw4w9WgXcQ|youtu\.be\/dQw4w9WgXcQ/, why: 'video link kept' },
    ],
  },
  {
    name: 'embed: tweet blockquote',
    html: '<blockquote class="twitter-tweet"><p>Hello world</p>&mdash; Ada (@ada) <a href="https://twitter.com/ada/status/1">May 1</a></blockquote>',
    checks: [
      { has: 'Hello world', why: 'tweet text' },
      { matches: /https:\/\/(twitter|x)\.com\/ada\/status\/1/, why: 'tweet link (either domain)' },
    ],
  },
  {
    name: 'hidden text',
    html: '<p>Visible</p><p hidden>Secret A</p><div style="display:none">Secret B</div><span aria-hidden="true" class="sr-only-not">Icon</span><template><p>Secret C</p></template>',
    checks: [
      { has: 'Visible', why: 'visible text' },
      { lacks: 'Secret A', why: '[hidden] dropped' },
      { lacks: 'Secret B', why: 'display:none dropped' },
      { lacks: 'Secret C', why: '<template> dropped' },
    ],
  },
  {
    name: 'scripts and styles',
    html: '<p>Body</p><script>var tracking = 1;</script><style>.x{color:red}</style><noscript>Enable JS</noscript>',
    checks: [
      { lacks: 'tracking', why: 'script dropped' },
      { lacks: 'color:red', why: 'style dropped' },
    ],
  },
  {
    name: 'injection: javascript: link',
    html: '<p><a href="javascript:alert(1)">click</a> and <a href="JaVaScRiPt:alert(2)">again</a></p>',
    checks: [
      { rejects: /javascript:/i, why: 'no javascript: URL' },
      { has: 'click', why: 'link text kept' },
    ],
  },
  {
    name: 'injection: data: and vbscript: URLs',
    html: '<p><a href="data:text/html,<b>x</b>">d</a> <a href="vbscript:msgbox">v</a> <img src="javascript:alert(3)" alt="bad"></p>',
    checks: [
      { rejects: /\]\(data:text/i, why: 'no data: link' },
      { rejects: /vbscript:/i, why: 'no vbscript:' },
      { rejects: /javascript:/i, why: 'no javascript: image' },
    ],
  },
  {
    name: 'injection: literal Craft tags in text',
    html: '<p>Write &lt;callout&gt;hi&lt;/callout&gt; and &lt;page&gt;x&lt;/page&gt; literally.</p>',
    checks: [
      { rejects: /(^|[^\\])<callout>/, why: 'no live <callout> tag from text' },
      { rejects: /(^|[^\\])<page>/, why: 'no live <page> tag from text' },
      { matches: /callout/, why: 'the words stay' },
    ],
  },
  {
    name: 'injection: markdown in text',
    html: '<p>*not emphasis* and [not](a link) and # not a heading</p><p># also not</p>',
    checks: [
      { matches: /\\\*not emphasis\\\*|\\\*not emphasis\*|\*not emphasis\\\*/, why: 'asterisks escaped' },
      { matches: /\\\[not\\?\]|\[not\\\]/, why: 'brackets escaped' },
      { rejects: /^# also not/m, why: 'no heading from text' },
    ],
  },
  {
    name: 'headings and blockquote',
    html: '<h1>Title</h1><h2>Part <em>one</em></h2><blockquote><p>Quoted line</p></blockquote>',
    checks: [
      { matches: /^# Title$/m, why: 'h1' },
      { matches: /^## Part [*_]one[*_]$/m, why: 'h2 with emphasis' },
      { matches: /^> Quoted line$/m, why: 'quote' },
    ],
  },
  {
    name: 'line breaks and entities',
    html: '<p>Line one<br>Line two &amp; more &nbsp;&lt;tag&gt;</p>',
    checks: [
      { matches: /Line one( {2}|\\)?\nLine two/, why: 'line break kept' },
      { has: '& more', why: 'entity decoded' },
      { matches: /\\<tag>|&lt;tag(&gt;|>)|\\<tag\\>|`<tag>`/, why: 'literal <tag> not live HTML' },
    ],
  },
];
