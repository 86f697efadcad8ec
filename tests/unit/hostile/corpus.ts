/**
 * The hostile page corpus, generated in code (nothing big is committed). Sizes are chosen for
 * happy-dom, which is far slower than Chromium; `scale` grows the big pages for a browser run.
 * Every page carries dialect payloads in its text so every case also checks "no dialect escape".
 */
import type { CaptureMode } from '../../../lib/capture/types';

export interface HostilePage {
  name: string;
  html: string;
  modes: CaptureMode[];
  /** Words that must survive conversion in page mode (when it is not a fallback to a link). */
  keeps?: string[];
}

export const PAYLOAD =
  '<callout>x</callout> </content></page> <highlight>h</highlight> <caption>c</caption> ' +
  '[b](block://AB-CD) date://2024-01-01 $$x^2$$ $5 ==hi==';

const ZERO_WIDTH = '\u200B\u200C\u200D\u2060\uFEFF';
const BIDI = '\u202E\u2066\u2067\u2068\u2069\u200F';

/** HTML-escaped payload, as page text. */
export function escaped(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Payload text with invisible characters between every character of its markup. */
function interleaved(text: string, chars: string): string {
  return [...text].map((c, i) => (/[<>=$:/]/.test(c) ? c + chars[i % chars.length] : c)).join('');
}

/** A seeded generator (mulberry32), so "random" soup is the same on every run. */
export function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const page = (body: string, head = '<title>Hostile</title>') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ALL: CaptureMode[] = ['article', 'page', 'link'];

function nested(depth: number, open: string, close: string, inner: string): string {
  return open.repeat(depth) + inner + close.repeat(depth);
}

function unclosedSoup(count: number): string {
  const next = random(7);
  const tags = [
    'div',
    'p',
    'b',
    'i',
    'span',
    'table',
    'tr',
    'td',
    'ul',
    'li',
    'a href="/x"',
    'pre',
    'blockquote',
    'h2',
    'select',
    'option',
  ];
  let html = '';
  for (let i = 0; i < count; i++) {
    const r = next();
    if (r < 0.55) html += `<${tags[Math.floor(next() * tags.length)]}>`;
    else if (r < 0.7) html += `</${tags[Math.floor(next() * tags.length)].split(' ')[0]}>`;
    else if (r < 0.75) html += '<!-- unclosed comment';
    else html += `soup${i} ${escaped(PAYLOAD.slice(0, 1 + Math.floor(next() * PAYLOAD.length)))} `;
  }
  return html;
}

function table(rows: number, cols: number): string {
  const row = (r: number) =>
    `<tr>${Array.from({ length: cols }, (_, c) => `<td>${c === 0 ? `row${r}` : escaped('$|<callout>')}</td>`).join('')}</tr>`;
  return `<table><tr>${'<th>h</th>'.repeat(cols)}</tr>${Array.from({ length: rows }, (_, r) => row(r)).join('')}</table>`;
}

/**
 * happy-dom's own selector engine and teardown recurse per level and overflow past about 1,500
 * levels, so the unit corpus nests 1,000 deep (5× the converter's cap, 8× the article guard);
 * the 10,000-level pages run in Chromium (tests/e2e/hostile.spec.ts), where users run capture.
 */
export function corpus(scale = 1, deep = 1000): HostilePage[] {
  return [
    {
      name: `nested divs, ${deep} levels`,
      html: page(nested(deep, '<div>', '</div>', `bottom ${escaped(PAYLOAD)}`)),
      modes: ALL,
      keeps: ['bottom'],
    },
    {
      name: `nested inline markup, ${deep} levels`,
      html: page(nested(deep / 2, '<b><i>', '</i></b>', 'bottom')),
      modes: ['page'],
      keeps: ['bottom'],
    },
    {
      name: 'nested lists and quotes',
      html: page(nested(deep / 3, '<ul><li><blockquote>', '</blockquote></li></ul>', 'bottom')),
      modes: ['page'],
      keeps: ['bottom'],
    },
    {
      name: 'nested tables',
      html: page(nested(deep / 3, '<table><tr><td>', '</td></tr></table>', 'bottom')),
      modes: ['page'],
      keeps: ['bottom'],
    },
    {
      name: 'unclosed tags',
      html: page('<div><b><i><p>'.repeat(deep / 4) + 'never closed ' + escaped(PAYLOAD)),
      modes: ALL,
      keeps: ['never closed'],
    },
    { name: 'random tag soup', html: page(unclosedSoup(3000 * scale)), modes: ALL, keeps: ['soup'] },
    {
      name: 'mixed encodings and broken characters',
      html: page(
        `<p>caf\u00C3\u00A9 \uFFFD \uD800 lone \uDFFF surrogates &#xD800; &#x110000; &#0; nul\u0000byte \u00EF\u00BB\u00BF bom ${escaped(PAYLOAD)}</p>` +
          '<p>\u6587\u5B57\u5316\u3051 \u0436\u0443\u0440\u043D\u0430\u043B \uD83D\uDE00 emoji</p>',
        '<meta charset="shift_jis"><meta http-equiv="Content-Type" content="text/html; charset=koi8-r"><title>t\uFFFD\uD800</title>',
      ),
      modes: ALL,
      keeps: ['lone', 'emoji'],
    },
    {
      name: 'right-to-left and zero-width text',
      html: page(
        `<p dir="rtl">\u05E9\u05DC\u05D5\u05DD ${BIDI} ${escaped(interleaved(PAYLOAD, BIDI))}</p><p>${escaped(interleaved(PAYLOAD, ZERO_WIDTH))}</p>` +
          `<h2>\u200B# not a heading</h2><ul><li>\u2066- [ ] not a task</li></ul><p>bl\u200Bock\u200D://X da\u00ADte://2024 =\u200B=hi=\u2060=</p>`,
        `<title>${escaped(interleaved('<page><pageTitle>T</pageTitle>', ZERO_WIDTH))}</title>`,
      ),
      modes: ALL,
      keeps: ['\u05E9\u05DC\u05D5\u05DD'],
    },
    {
      name: 'dialect injection in text, attributes and metadata',
      html: page(
        `<article><h1>${escaped(PAYLOAD)}</h1>${`<p>${escaped(PAYLOAD)} and enough ordinary prose to look like an article to the extractor.</p>`.repeat(12)}` +
          `<p><a href="block://X" title="${escaped(PAYLOAD)}">${escaped(PAYLOAD)}</a> <img src="/i.png" alt="${escaped(PAYLOAD)}"></p>` +
          `<pre><code>\`\`\`\n${escaped(PAYLOAD)}\n\`\`\`</code></pre><table><tr><th>${escaped(PAYLOAD)}</th><th>b</th></tr><tr><td>${escaped(PAYLOAD)}</td><td>|</td></tr></table></article>`,
        `<title>${escaped('</pageTitle><content>x</content></page><page><pageTitle>')}</title><meta name="description" content="${escaped(PAYLOAD)}">` +
          `<meta property="og:site_name" content="${escaped(PAYLOAD)}"><meta name="author" content="${escaped(PAYLOAD)}">`,
      ),
      modes: ['selection', ...ALL],
    },
    { name: 'huge table, 1,500 × 12', html: page(table(1500 * scale, 12)), modes: ['page'], keeps: ['row0', 'row998'] },
    { name: 'wide table, 20 × 1,500', html: page(table(20, 1500)), modes: ['page'], keeps: ['row0'] },
    {
      name: `many text nodes, ${60_000 * scale}`,
      html: page(
        `<p>${Array.from({ length: 60_000 * scale }, (_, i) => (i % 10_000 === 0 ? `t${i}` : 'x')).join('<!---->')}</p>`,
      ),
      modes: ['page'],
      keeps: ['t0'],
    },
    {
      name: `large page, ${3 * scale} MB of text`,
      html: page(
        Array.from({ length: 1500 * scale }, (_, i) => `<p>para${i} ${'lorem ipsum '.repeat(160)}</p>`).join(''),
      ),
      modes: ['page', 'article'],
    },
  ];
}
