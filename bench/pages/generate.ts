/**
 * Deterministic benchmark pages: realistic article pages (site chrome, scripts, styles, code with
 * highlighter markup, tables, nested lists, responsive images, math, quotes) built from hand-written
 * sections and a seeded PRNG, so every run of every machine measures the same bytes.
 * `articlePage(seed, targetBytes)` grows the article body until the page reaches `targetBytes`;
 * the committed pages (bench/pages/*.html) and the 1–8 MB synthetic pages come from the same code.
 */
import { CODE_SAMPLES, SENTENCES, TOPICS } from './corpus';

/** mulberry32: tiny, seedable, good enough to vary text and structure. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function inline(r: Rand, sentence: string): string {
  const words = sentence.split(' ');
  const i = Math.floor(r() * words.length);
  const roll = r();
  if (roll < 0.15)
    words[i] = `<a href="/notes/${words[i].replace(/\W/g, '').toLowerCase()}-${Math.floor(r() * 900)}">${words[i]}</a>`;
  else if (roll < 0.25) words[i] = `<em>${words[i]}</em>`;
  else if (roll < 0.33) words[i] = `<strong>${words[i]}</strong>`;
  else if (roll < 0.4) words[i] = `<code>${words[i].replace(/\W/g, '')}()</code>`;
  else if (roll < 0.43) words[i] = `<mark>${words[i]}</mark>`;
  return words.join(' ');
}

function paragraph(r: Rand): string {
  const n = 3 + Math.floor(r() * 4);
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(inline(r, pick(r, SENTENCES)));
  return `<p>${parts.join(' ')}</p>`;
}

function codeBlock(r: Rand): string {
  const sample = pick(r, CODE_SAMPLES);
  // Prism/highlight.js style: one span per token, the language on the <code> class.
  const tokens = escapeHtml(sample.code)
    .replace(
      /\b(def|return|const|let|function|for|if|import|from|fn|SELECT|FROM|WHERE|class)\b/g,
      '<span class="hljs-keyword">$1</span>',
    )
    .replace(/(&quot;|")([^"\n]*)("|&quot;)/g, '<span class="hljs-string">$1$2$3</span>');
  return `<div class="code-wrap"><button class="copy">Copy</button><pre><code class="hljs language-${sample.lang}">${tokens}</code></pre></div>`;
}

function table(r: Rand): string {
  const cols = 3 + Math.floor(r() * 3);
  const rows = 4 + Math.floor(r() * 8);
  const head = Array.from({ length: cols }, (_, c) => `<th>${pick(r, TOPICS)} ${c + 1}</th>`).join('');
  const body = Array.from(
    { length: rows },
    () =>
      `<tr>${Array.from({ length: cols }, (_, c) => `<td>${c === 0 ? pick(r, TOPICS) : (r() * 1000).toFixed(1)}</td>`).join('')}</tr>`,
  ).join('\n');
  return `<table class="data"><caption>${pick(r, SENTENCES).slice(0, 40)}</caption><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

function list(r: Rand, depth = 0): string {
  const tag = r() < 0.6 ? 'ul' : 'ol';
  const n = 3 + Math.floor(r() * 4);
  const items: string[] = [];
  for (let i = 0; i < n; i++) {
    const nested = depth < 2 && r() < 0.25 ? list(r, depth + 1) : '';
    items.push(`<li>${inline(r, pick(r, SENTENCES))}${nested}</li>`);
  }
  return `<${tag}>${items.join('\n')}</${tag}>`;
}

function figure(r: Rand, n: number): string {
  const name = `${pick(r, TOPICS).toLowerCase().replace(/\W+/g, '-')}-${n}`;
  return (
    `<figure><picture><source type="image/webp" srcset="/img/${name}-800.webp 800w, /img/${name}-1600.webp 1600w">` +
    `<img src="/img/${name}-800.jpg" srcset="/img/${name}-800.jpg 800w, /img/${name}-1600.jpg 1600w" sizes="(max-width: 800px) 100vw, 800px" alt="${pick(r, TOPICS)} diagram" loading="lazy" width="800" height="450"></picture>` +
    `<figcaption>Figure ${n}: ${pick(r, SENTENCES)}</figcaption></figure>`
  );
}

function math(r: Rand): string {
  const tex = pick(r, ['E = mc^2', '\\sum_{i=1}^{n} x_i^2', '\\int_0^1 f(x)\\,dx', '\\frac{a}{b} + \\sqrt{c}']);
  return (
    `<p>${pick(r, SENTENCES)} <span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>x</mi></mrow>` +
    `<annotation encoding="application/x-tex">${escapeHtml(tex)}</annotation></semantics></math></span><span class="katex-html" aria-hidden="true"><span class="base">x</span></span></span> holds.</p>`
  );
}

function quote(r: Rand): string {
  return `<blockquote><p>${pick(r, SENTENCES)}</p><cite>${pick(r, TOPICS)}</cite></blockquote>`;
}

/** One article section: heading and a mix of the structures a technical article has. */
function section(r: Rand, n: number): string {
  const parts = [`<h2 id="s${n}">${n}. ${pick(r, TOPICS)}</h2>`, paragraph(r), paragraph(r)];
  const extras = [codeBlock, table, list, (rr: Rand) => figure(rr, n), math, quote, paragraph];
  for (let i = 0; i < 4; i++) parts.push(pick(r, extras)(r));
  parts.push(`<h3>${pick(r, TOPICS)} in practice</h3>`, paragraph(r));
  return `<section>${parts.join('\n')}</section>`;
}

function chrome(r: Rand): { head: string; nav: string; aside: string; footer: string } {
  const links = Array.from({ length: 12 }, (_, i) => `<li><a href="/topics/${i}">${pick(r, TOPICS)}</a></li>`).join('');
  return {
    head:
      `<meta charset="utf-8"><meta name="viewport" content="width=device-width"><meta property="og:site_name" content="Field Notes">` +
      `<meta name="author" content="Mira Okafor"><style>body{font:16px/1.6 system-ui;max-width:760px;margin:auto}pre{overflow:auto}.hljs-keyword{color:#a626a4}</style>` +
      `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());</script>`,
    nav: `<header class="site"><a class="logo" href="/">Field Notes</a><nav><ul>${links}</ul></nav><form role="search"><input name="q" placeholder="Search"></form></header>`,
    aside: `<aside class="sidebar"><h4>Related</h4><ul>${links}</ul><div class="ad" aria-hidden="true">Advertisement</div></aside>`,
    footer: `<footer><p>© 2024 Field Notes</p><ul>${links}</ul></footer><script>/* analytics */(function(){var s=document.createElement('span');s.id='beacon'})();</script>`,
  };
}

/** A whole page whose HTML is at least `targetBytes` long (UTF-8 ≈ length: the corpus is ASCII). */
export function articlePage(seed: number, targetBytes: number, title = 'Notes on building fast software'): string {
  const r = prng(seed);
  const c = chrome(r);
  const sections: string[] = [];
  let size = 2000;
  for (let n = 1; size < targetBytes; n++) {
    const s = section(r, n);
    sections.push(s);
    size += s.length + 1;
  }
  return (
    `<!doctype html>\n<html lang="en"><head><title>${title}</title>${c.head}</head>\n<body>${c.nav}\n<main><article>` +
    `<h1>${title}</h1><p class="byline">By Mira Okafor · <time datetime="2024-05-02">May 2, 2024</time></p>\n` +
    `${sections.join('\n')}\n</article>${c.aside}</main>\n${c.footer}</body></html>\n`
  );
}
