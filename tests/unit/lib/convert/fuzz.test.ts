// @vitest-environment happy-dom
// Property tests of the converter on malformed and adversarial markup. security.test.ts already
// fuzzes well-formed trees of dialect-free elements around hostile ASCII fragments; these add what it
// leaves out: elements that do emit dialect (callouts, highlights, captions, toggles), unclosed and
// stray tags, attributes carrying payloads, any Unicode (lone surrogates, bidi and zero-width
// characters), hostile depth and hostile table shapes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCraftMarkdown } from '../../../../lib/convert';
import { MAX_NESTING, keptRowCount } from '../../../../lib/convert/limits';
import { dialectEscapes, escapeHtml, liveTags } from './dialect-check';

const BASE = 'https://example.com/a/page.html';
const convert = (html: string) => toCraftMarkdown(html, { baseUrl: BASE }).markdown;

const DIALECT = [
  '<callout>',
  '</callout>',
  '<page>',
  '</content>',
  '<highlight color="red">',
  '<caption>',
  'block://ABC',
  'date://2024-01-01',
  '$$',
  '$',
  '==',
  '](block://X)',
  '<pageTitle>',
];
/** Invisible format characters: zero-width space/joiners, word joiner, BOM, soft hyphen, bidi controls. */
const INVISIBLE = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u202E', '\u2066', '\u2069', '\u200F'];

/** Hostile text: dialect fragments, invisible characters and arbitrary Unicode, mixed. */
const hostileText = fc
  .array(
    fc.oneof(
      fc.constantFrom(...DIALECT),
      fc.constantFrom(...INVISIBLE),
      fc.constantFrom(
        '<',
        '/',
        '>',
        '=',
        ':',
        '//',
        'block',
        'date',
        'callout',
        'page',
        '`',
        '```',
        '#',
        '- ',
        '\n',
        ' ',
      ),
      fc.string({ unit: 'binary', maxLength: 4 }),
    ),
    { minLength: 1, maxLength: 10 },
  )
  .map((parts) => parts.join(''));

/** Dialect text with invisible characters inserted at random positions. */
const invisibleSplit = fc
  .tuple(
    fc.constantFrom(...DIALECT.filter((d) => d.length > 1)),
    fc.array(fc.tuple(fc.nat(), fc.constantFrom(...INVISIBLE)), { minLength: 1, maxLength: 4 }),
  )
  .map(([text, inserts]) => {
    let out = text;
    for (const [at, ch] of inserts) {
      const i = at % (out.length + 1);
      out = out.slice(0, i) + ch + out.slice(i);
    }
    return out;
  });

/** Elements whose rules emit structure, dialect included; math is left out (it emits `$` by design). */
const TAGS = [
  'p',
  'div',
  'span',
  'b',
  'em',
  'code',
  'pre',
  'a',
  'ul',
  'ol',
  'li',
  'h1',
  'h3',
  'blockquote',
  'aside',
  'mark',
  'figure',
  'figcaption',
  'details',
  'summary',
  'table',
  'tr',
  'td',
  'th',
  'caption',
  's',
  'br',
  'img',
  'hr',
];

type Tree = { text: string } | { tag: string; attr: string; kids: Tree[]; closed: boolean };

const attr = fc.oneof(
  fc.constant(''),
  hostileText.map((t) => ` title="${escapeHtml(t)}" alt="${escapeHtml(t)}"`),
  fc.constantFrom(
    ' href="/x"',
    ' href="block://X"',
    ' src="/i.png"',
    ' class="callout"',
    ' colspan="99999"',
    ' data-callout="note"',
  ),
);

const tree: fc.Arbitrary<Tree> = fc.letrec<{ node: Tree }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText.map((text) => ({ text })),
    fc.record({
      tag: fc.constantFrom(...TAGS),
      attr,
      kids: fc.array(tie('node'), { maxLength: 4 }),
      closed: fc.boolean(),
    }),
  ),
})).node;

/** HTML of a tree with `text` for every text leaf; unclosed elements leave their end tag out. */
function render(node: Tree, text: (t: string) => string): string {
  if ('text' in node) return escapeHtml(text(node.text));
  const inner = node.kids.map((k) => render(k, text)).join('');
  return `<${node.tag}${node.attr}>${inner}${node.closed ? `</${node.tag}>` : ''}`;
}

describe('converter fuzzing: malformed markup around hostile text', () => {
  it('never throws and adds no dialect beyond what the same structure yields with plain text', () => {
    fc.assert(
      fc.property(tree, (t) => {
        const md = convert(render(t, (s) => s));
        // The same elements with harmless text show which tags are the converter's own structure.
        const structure = liveTags(convert(render(t, () => 'x')));
        expect(dialectEscapes(md, structure)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  // Found by the property above (seed -975287161): a zero-width space between two backtick runs
  // inside inline code must not let a stripped run close the span early and free `<callout>`.
  it.each([
    ['<code><p title="&lt;"><p>&lt;callout&gt;</p>```\u200b</p></code>'],
    ['<code>&lt;callout&gt; `\u200b``</code>'],
    ['<pre>&lt;callout&gt;\n``\u200b`\n</pre>'],
  ])('backtick runs split by invisible characters keep code closed: %s', (html) => {
    const md = convert(html);
    expect(dialectEscapes(md, liveTags(convert(html.replace(/&lt;callout&gt;/g, 'x'))))).toEqual([]);
  });

  it('dialect split by invisible characters stays escaped in every container', () => {
    const containers = ['p', 'li', 'td', 'h2', 'a href="/x"', 'blockquote', 'figcaption'];
    fc.assert(
      fc.property(invisibleSplit, fc.constantFrom(...containers), (text, container) => {
        const tag = container.split(' ')[0];
        const page = (t: string) => {
          const html = `<${container}>${escapeHtml(t)}</${tag}>`;
          return tag === 'li' ? `<ul>${html}</ul>` : tag === 'td' ? `<table><tr>${html}</tr></table>` : html;
        };
        expect(dialectEscapes(convert(page(text)), liveTags(convert(page('x'))))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('is deterministic: the same markup converts to the same Markdown', () => {
    fc.assert(
      fc.property(tree, (t) => {
        const html = render(t, (s) => s);
        expect(convert(html)).toBe(convert(html));
      }),
      { numRuns: 100 },
    );
  });
});

describe('converter fuzzing: hostile shapes', () => {
  const words = fc.array(fc.stringMatching(/^[a-z]{3,8}$/), { minLength: 1, maxLength: 5 });

  it('any nesting depth keeps every word, and flattening is reported past the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_NESTING * 3 }),
        fc.constantFrom('div', 'span', 'blockquote', 'b', 'section'),
        words,
        (depth, tag, ws) => {
          const html = `<${tag}>${ws[0]}` + `<${tag}>`.repeat(depth - 1) + ws.join(' ') + `</${tag}>`.repeat(depth);
          const out = toCraftMarkdown(html, { baseUrl: BASE });
          for (const w of ws) expect(out.markdown).toContain(w);
          expect(out.limits?.includes('deep-nesting') ?? false).toBe(depth >= MAX_NESTING);
          expect(dialectEscapes(out.markdown)).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('tables of any shape give rectangular pipe tables of bounded length', () => {
    const shape = fc.record({
      rows: fc.integer({ min: 1, max: 60 }),
      cols: fc.integer({ min: 2, max: 12 }), // one cell is a layout table, not a pipe table
      spans: fc.array(fc.constantFrom(1, 2, 500, -3, 0), { maxLength: 6 }),
      header: fc.boolean(),
    });
    fc.assert(
      fc.property(shape, ({ rows, cols, spans, header }) => {
        const row = (r: number, cell: string) =>
          `<tr>${Array.from({ length: cols }, (_, c) => `<${cell} colspan="${spans[(r + c) % (spans.length || 1)] ?? 1}">r${r}c${c}|</${cell}>`).join('')}</tr>`;
        const html = `<table>${header ? row(-1, 'th') : ''}${Array.from({ length: rows }, (_, r) => row(r, 'td')).join('')}</table>`;
        const md = convert(html);
        const lines = md.split('\n').filter((l) => l.startsWith('|'));
        const pipes = (l: string) => (l.replace(/\\\|/g, '').match(/\|/g) ?? []).length;
        expect(new Set(lines.map(pipes)).size).toBe(1);
        expect(lines.length).toBeLessThanOrEqual(rows + (header ? 1 : 0) + 1);
        expect(md).toContain('r0c0');
      }),
      { numRuns: 150 },
    );
  });

  it('a table past the cell bound is shortened with a line saying so', () => {
    const cols = 40;
    const rows = keptRowCount(cols) + 25;
    const body = Array.from(
      { length: rows },
      (_, r) => `<tr>${'<td>v</td>'.repeat(cols - 1)}<td>row${r}</td></tr>`,
    ).join('');
    const out = toCraftMarkdown(`<table><tr>${'<th>h</th>'.repeat(cols)}</tr>${body}</table>`, { baseUrl: BASE });
    const kept = keptRowCount(cols);
    expect(out.limits).toEqual(['large-table']);
    expect(out.markdown).toContain(`row${kept - 2}`);
    expect(out.markdown).not.toContain(`row${kept - 1} `);
    expect(out.markdown).toContain(`*Table shortened: the first ${kept} of ${rows + 1} rows are shown.*`);
  });
});
