// @vitest-environment happy-dom
// The conversion in parts (lib/convert/chunked.ts) gives the one-task conversion's markdown byte
// for byte, wherever the parts are cut: every golden fixture and every real page of the corpus
// (source.html, the whole page, with page mode's skip) is converted both ways, with parts so small
// that nearly every element is a part boundary.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toCraftMarkdown } from '../../../../lib/convert';
import { toCraftMarkdownChunked } from '../../../../lib/convert/chunked';
import { notContent } from '../../../../lib/capture/page';

const FIXTURES = join(__dirname, '../../../fixtures/convert');
const CORPUS = join(__dirname, '../../../corpus/readability');
const BASE_URL = 'https://example.com/articles/page.html';

const fixtures = readdirSync(FIXTURES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(FIXTURES, d.name))
      .filter((f) => f.endsWith('.html'))
      .map((f) => join(d.name, f)),
  );
const pages = readdirSync(CORPUS, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

const noPause = () => Promise.resolve();
/** Finishing passes in parts of a few characters and lines: every slice and line boundary is crossed. */
const TINY_FINISH = { chars: 40, lines: 2 };

describe('conversion in parts', () => {
  it.each(fixtures)('fixture %s: same markdown as one task', async (file) => {
    const html = readFileSync(join(FIXTURES, file), 'utf8');
    const extra = /^<!-- options: (\{.*\}) -->/.exec(html)?.[1];
    const options = { baseUrl: BASE_URL, ...(extra ? (JSON.parse(extra) as object) : {}) };
    const doc = parse(html);
    const { pauses, ...parts } = await toCraftMarkdownChunked(doc.body, options, noPause, 2, 2, TINY_FINISH);
    expect(parts).toEqual(toCraftMarkdown(doc.body, options));
    const whole = await toCraftMarkdownChunked(doc, options, noPause, 2, 2, TINY_FINISH);
    expect(whole.markdown).toBe(toCraftMarkdown(doc, options).markdown);
    if (doc.body.getElementsByTagName('*').length > 4) expect(pauses).toBeGreaterThan(0);
  });

  it.each(pages)('corpus page %s: same markdown as one task, in many parts', async (page) => {
    const doc = parse(readFileSync(join(CORPUS, page, 'source.html'), 'utf8'));
    const options = { baseUrl: 'https://example.org/', skip: notContent };
    let paused = 0;
    const { pauses, ...parts } = await toCraftMarkdownChunked(
      doc.body,
      options,
      async () => void paused++,
      20,
      20,
      TINY_FINISH,
    );
    expect(parts).toEqual(toCraftMarkdown(doc.body, options));
    expect(pauses).toBe(paused);
    if (doc.body.getElementsByTagName('*').length > 200) expect(pauses).toBeGreaterThan(0);
  });

  it('pauses once a part worth of elements is converted, by count', async () => {
    const doc = parse(`<main>${'<section><p>a <b>b</b></p><p>c</p></section>'.repeat(100)}</main>`);
    const seen: number[] = [];
    let done = 0;
    const cut = await toCraftMarkdownChunked(doc.body, { baseUrl: BASE_URL }, async () => void seen.push(done), 40);
    done = 1;
    // Each section is 4 elements and a part 40: the first part holds body, main and 9 sections (the
    // 10th does not fit), each later one 10 sections: a pause before sections 10, 20, … 100.
    expect(cut.pauses).toBe(10);
    expect(seen).toEqual(Array(10).fill(0));
    expect(cut.markdown).toBe(toCraftMarkdown(doc.body, { baseUrl: BASE_URL }).markdown);
  });

  it('starts with a smaller part and doubles it up to the full part', async () => {
    const doc = parse(`<main>${'<section><p>a <b>b</b></p><p>c</p></section>'.repeat(100)}</main>`);
    const cut = await toCraftMarkdownChunked(doc.body, { baseUrl: BASE_URL }, async () => {}, 40, 10);
    // A section is 4 elements. Parts of 10, 20, then 40: body, main and sections 1–2; sections 3–7;
    // sections 8–17; then 10 sections a part: 83 sections in 9 parts. 11 pauses, where parts of 40
    // from the start pause 10 times (above).
    expect(cut.pauses).toBe(11);
    expect(cut.markdown).toBe(toCraftMarkdown(doc.body, { baseUrl: BASE_URL }).markdown);
  });

  it('finishes a long markdown in parts too: escapes and tidy-up, with the same result', async () => {
    // Escapable text at line starts (`#`, `-`, `1.`), a code block with blank lines and trailing
    // spaces, runs of blank lines: what the two finishing passes decide, cut into many slices.
    const block =
      '<p># not a heading</p><p>- not a list  </p><pre><code>a  \n\n\n  b</code></pre><p>1. not a number</p><p>[x](y) *z*</p>';
    const doc = parse(`<main>${block.repeat(60)}</main>`);
    const options = { baseUrl: BASE_URL };
    let paused = 0;
    const walkOnly = await toCraftMarkdownChunked(doc.body, options, noPause, 40, 40, { chars: 1e9, lines: 1e9 });
    const cut = await toCraftMarkdownChunked(doc.body, options, async () => void paused++, 40, 40, TINY_FINISH);
    expect(cut.markdown).toBe(toCraftMarkdown(doc.body, options).markdown);
    expect(cut.markdown).toContain('\\# not a heading');
    // The walk's pauses and then the finishing passes': many more with parts of 40 characters.
    expect(paused).toBe(cut.pauses);
    expect(cut.pauses).toBeGreaterThan(walkOnly.pauses + 20);
  });
});
