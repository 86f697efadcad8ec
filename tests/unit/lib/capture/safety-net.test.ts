// @vitest-environment happy-dom
/**
 * The article's safety net (issue 11, item 4 and the last class of 11): what extraction lost is put
 * back where the page has it, with a note; a short article stays an article (issue 29).
 */
import { describe, expect, it } from 'vitest';
import { capture } from '../../../../lib/capture/index';
import { render } from '../../../../lib/i18n/ui-text';
import { articlePage, codeBlocks, para } from './article-page';
import { loadPage } from './load-page';

const URL_ = 'https://news.example.org/2024/tides';

async function clip(html: string) {
  const { doc, win } = loadPage(html, URL_);
  return capture(doc, win, { mode: 'article' });
}

/** `later` comes after `earlier` in the markdown, both present. */
function inOrder(markdown: string, ...parts: string[]): void {
  const at = parts.map((p) => markdown.indexOf(p));
  for (const [i, position] of at.entries()) expect(position, parts[i]).toBeGreaterThanOrEqual(0);
  expect(at).toEqual([...at].sort((a, b) => a - b));
}

describe('the safety net puts back what extraction lost', () => {
  it('a section heading between two parts of the article (Readability skips such siblings)', async () => {
    const html =
      `<!doctype html><html><head><title>Notes | Example</title></head><body><article><h1>Notes</h1>` +
      `<div>${para(1)}${para(2)}${para(3)}</div><h2>The second part</h2><div>${para(4)}${para(5)}</div></article></body></html>`;
    const result = await clip(html);
    expect(result.mode).toBe('article');
    inOrder(result.markdown, 'Paragraph 3 tells', '## The second part', 'Paragraph 4 tells');
    expect(result.notes.map(render)).toEqual([
      'The article extractor left out 1 heading; it was put back where the page has it.',
    ]);
  });

  it.each([
    [
      'an image',
      '<div class="banner-figure"><img src="/charts/tides.png" width="640" height="400" alt="Tide chart"></div>',
      (md: string) =>
        inOrder(
          md,
          'Paragraph 2 tells',
          '![Tide chart](https://news.example.org/charts/tides.png)',
          'Paragraph 3 tells',
        ),
      '1 image; it was',
    ],
    [
      'a code block',
      '<div class="menu-example"><pre>tide --port Brest\ntide --port Dover</pre></div>',
      (md: string) => expect(codeBlocks(md)).toEqual([['tide --port Brest', 'tide --port Dover']]),
      '1 code block; it was',
    ],
    [
      'a formula',
      '<div class="sidebar-formula"><math display="block"><semantics><mi>h</mi>' +
        '<annotation encoding="application/x-tex">h(t) = \\sum_i A_i \\cos(\\omega_i t)</annotation></semantics></math></div>',
      (md: string) =>
        inOrder(md, 'Paragraph 2 tells', '$$h(t) = \\sum_i A_i \\cos(\\omega_i t)$$', 'Paragraph 3 tells'),
      '1 formula; it was',
    ],
    [
      'a table',
      '<div class="footer-data"><table><tr><th>Port</th><th>Range</th></tr><tr><td>Brest</td><td>7 m</td></tr>' +
        '<tr><td>Dover</td><td>6 m</td></tr></table></div>',
      (md: string) => inOrder(md, 'Paragraph 2 tells', '| Port | Range |', '| Dover | 6 m |', 'Paragraph 3 tells'),
      '1 table; it was',
    ],
  ])('%s inside a box Readability takes for clutter', async (_name, box, check, note) => {
    const result = await clip(articlePage(box));
    expect(result.mode).toBe('article');
    check(result.markdown);
    expect(result.notes.map(render)).toEqual([
      `The article extractor left out ${note} put back where the page has it.`,
    ]);
  });

  it('a list of running text inside an <aside> (Readability removes every aside in the article)', async () => {
    const points = [
      'Tides follow the moon, the sun and the shape of the coast, not the weather.',
      'A tide table is a sum of a few dozen waves, each with its own period and size.',
      'Gauges measured for a year are enough to predict a port for decades ahead.',
    ]
      .map((t) => `<li>${t}</li>`)
      .join('');
    const result = await clip(articlePage(`<aside class="key-points"><h3>Key points</h3><ul>${points}</ul></aside>`));
    expect(result.mode).toBe('article');
    inOrder(
      result.markdown,
      'Paragraph 2 tells',
      'Key points',
      'Tides follow the moon',
      'Gauges measured',
      'Paragraph 3 tells',
    );
    expect(result.notes.map(render).join(' ')).toMatch(/left out 3 paragraphs; they were put back/);
  });

  it('leaves out what Readability rightly leaves out: share boxes, related teasers, a pull quote', async () => {
    // Each sits between kept paragraphs, where a lost heading or image would be put back.
    const result = await clip(
      articlePage(
        '<div class="share-box"><h3>Share this story</h3><a href="https://twitter.com/share">Twitter</a></div>' +
          para(10) +
          '<div class="more"><a href="/other-story"><img src="/thumbs/other.jpg" width="300" height="200"> Another story</a></div>' +
          para(11) +
          '<aside class="pull"><p>Enough words to read twice.</p></aside>',
      ),
    );
    expect(result.mode).toBe('article');
    for (const clutter of ['Share this story', 'other.jpg', 'read twice'])
      expect(result.markdown).not.toContain(clutter);
    expect(result.notes).toEqual([]);
  });

  it('leaves out teaser headings: one inside a link card, one in a promotion aside (liberation-1, lazy-image-2)', async () => {
    // The card's link holds more than the heading (a slug), and both sit right before a kept
    // paragraph, where a lost section heading would be put back.
    const card =
      '<ul class="list"><li><a href="/world/other"><span class="slug">interview</span><h2>Nepal: every hour counts</h2></a>' +
      '<span class="author">By Someone</span></li></ul>';
    const promo =
      '<aside class="card"><header><h2>Best Deals: Lamps, Pillows, Towels...</h2></header>' +
      '<span><a href="https://deals.example.com/1">Best Deals: Lamps</a></span></aside>';
    const html =
      `<!doctype html><html><head><title>Field notes | Example</title></head><body><article>${card}` +
      `<div>${para(1)}${para(2)}</div>${promo}<div>${para(3)}${para(4)}</div></article></body></html>`;
    const result = await clip(html);
    expect(result.mode).toBe('article');
    for (const teaser of ['every hour counts', 'Best Deals']) expect(result.markdown).not.toContain(teaser);
    expect(result.notes).toEqual([]);
  });
});

describe('the safety net puts back content, not navigation (issue 29)', () => {
  it.each([
    [
      'a newsletter link',
      '<p><a href="/newsletter">Every day our editors send the news of the day. Sign up here.</a></p>',
    ],
    [
      'a list of other stories',
      '<ul><li><a href="/a">The first other story</a></li><li><a href="/b">The second other story</a></li></ul>',
    ],
  ])('a heading over %s is not a lost section heading', async (_, links) => {
    const html =
      `<!doctype html><html><head><title>Notes | Example</title></head><body><article><h1>Notes</h1>` +
      `<div>${para(1)}${para(2)}${para(3)}</div><h2>More from Example</h2><div>${links}${para(4)}${para(5)}</div></article></body></html>`;
    const result = await clip(html);
    expect(result.mode).toBe('article');
    expect(result.markdown).toContain('Paragraph 4 tells');
    expect(result.markdown).not.toContain('More from Example');
    expect(result.notes).toEqual([]);
  });

  it.each(['most-read', 'more-from-author', 'author-box'])('a heading in a "%s" box is not a loss', async (box) => {
    const html =
      `<!doctype html><html><head><title>Notes | Example</title></head><body><article><h1>Notes</h1>` +
      `<div>${para(1)}${para(2)}${para(3)}</div><div class="${box}"><h2>Elsewhere</h2></div>` +
      `<div>${para(4)}${para(5)}</div></article></body></html>`;
    const result = await clip(html);
    expect(result.markdown).toContain('Paragraph 4 tells');
    expect(result.markdown).not.toContain('Elsewhere');
    expect(result.notes).toEqual([]);
  });
});

describe('a short article is still an article (issue 29)', () => {
  it('beside a long listing of linked cards, the article is clipped alone, with no note', async () => {
    // The cards hold far more text than the article; no share of the page's text sends the clip to the page.
    const cards = Array.from(
      { length: 60 },
      (_, i) =>
        `<a class="card" href="/posts/${i}"><div>Post number ${i}</div>` +
        `<div>A summary of post ${i}, which tells what it is about in a sentence or two, for readers choosing what to read.</div></a>`,
    ).join('');
    const html =
      `<!doctype html><html><head><title>Archive | Example</title></head><body><main>` +
      `<div class="intro">${para(1)}${para(2)}${para(3)}</div><div class="grid">${cards}</div></main></body></html>`;
    const result = await clip(html);
    expect(result.mode).toBe('article');
    expect(result.notes).toEqual([]);
    expect(result.markdown).toContain('Paragraph 3 tells');
    expect(result.markdown).not.toContain('A summary of post 59');
  });

  it('a news item of two short paragraphs under a long menu, on a page Readability doubts', async () => {
    const menu = Array.from({ length: 80 }, (_, i) => `<li><a href="/section/${i}">Section number ${i}</a></li>`).join(
      '',
    );
    const html =
      `<!doctype html><html><head><title>Ferry news | Example</title></head><body><nav><ul>${menu}</ul></nav>` +
      '<div class="item"><p>The morning ferry to the islands runs an hour late on Monday.</p>' +
      '<p>Works on the pier end on Tuesday, when the timetable is back to normal, the harbour office said.</p></div>' +
      '</body></html>';
    const result = await clip(html);
    expect(result.mode).toBe('article');
    expect(result.notes).toEqual([]);
    expect(result.markdown).toContain('The morning ferry to the islands');
    expect(result.markdown).not.toContain('Section number 79');
  });
});

describe('boilerplate the page names, whatever Readability kept of its name', () => {
  it('leaves out an author box and a call to action unwrapped by Readability, and puts neither back', async () => {
    const author =
      '<div class="full authors"><div class="inlineblock"><img alt="Mark Lavin" src="/mark.jpg"><h5>Mark Lavin</h5></div></div>';
    const cta =
      '<p><span class="hs-cta-wrapper"><a href="/cta"><img alt="New Call-to-action" src="/cta.png"></a></span></p>';
    const result = await clip(articlePage(`${para(7)}${cta}`, { around: (article) => `${author}${article}` }));
    expect(result.mode).toBe('article');
    expect(result.markdown).toContain('Paragraph 7 tells');
    expect(result.markdown).not.toContain('Mark Lavin');
    expect(result.markdown).not.toContain('Call-to-action');
  });

  it('clips a story a page lays out in an aside, without the page around it', async () => {
    const html =
      `<!doctype html><html><head><title>Prize | Example</title></head><body><nav><a href="/">Home</a></nav>` +
      `<main><aside class="content"><article><h1>Prize</h1>${para(1)}${para(2)}${para(3)}</article></aside>` +
      `<aside class="service"><p>Your newspaper.</p></aside></main></body></html>`;
    const result = await clip(html);
    expect(result.mode).toBe('article');
    expect(result.markdown).toContain('Paragraph 3 tells');
    expect(result.markdown).not.toContain('Your newspaper');
  });
});

describe('the standfirst under the title', () => {
  const page = (lead: string) =>
    `<!doctype html><html><head><title>Cider | Example</title></head><body><main>` +
    `<header class="entry-header"><h1>Cider</h1><div class="entry-excerpt">${lead}</div></header>` +
    `<div class="entry-content">${para(1)}${para(2)}${para(3)}${para(4)}</div></main></body></html>`;

  it('is put back before the article when Readability left it in the header', async () => {
    const result = await clip(page('<p>Since December a cider connection has sent letters over photo credits.</p>'));
    expect(result.mode).toBe('article');
    inOrder(result.markdown, 'Since December a cider connection', 'Paragraph 1 tells');
  });

  it('is put back from a header above the article when the page gives it as its description', async () => {
    const lead = 'Since December a cider connection has sent letters over photo credits';
    const html =
      `<!doctype html><html><head><title>Cider | Example</title><meta name="description" content="${lead} to…">` +
      `</head><body><section class="hero"><header><h1>Cider</h1><figure><img src="/c.jpg" alt="Cider"></figure>` +
      `<h2 class="subtitle">${lead} to bloggers.</h2></header></section>` +
      `<section class="story"><article>${para(1)}${para(2)}${para(3)}${para(4)}</article></section></body></html>`;
    const result = await clip(html);
    expect(result.mode).toBe('article');
    inOrder(result.markdown, 'Since December a cider connection', 'Paragraph 1 tells');
  });

  it('is not put back from above the article when the article already holds it', async () => {
    const lead = 'Paragraph 1 tells the story in full sentences, with commas, clauses and enough words';
    const html =
      `<!doctype html><html><head><title>Cider | Example</title><meta name="description" content="${lead}">` +
      `</head><body><section class="hero"><h1>Cider</h1><p>${lead}.</p></section>` +
      `<section class="story"><article>${para(1)}${para(2)}${para(3)}${para(4)}</article></section></body></html>`;
    const result = await clip(html);
    expect(result.markdown.split('Paragraph 1 tells')).toHaveLength(2);
  });

  it.each([
    ['a byline', '<p>By Mira Okafor, science correspondent, in Brest and Dover</p>'],
    ['a credit line', '<p>Written by Mira Okafor<br>Edited by Betsy Beyer and the cider team</p>'],
    ['a dateline', '<p>Example News | 04.05.2015 at 13:36 • updated 05.05.2015 | Mira Okafor</p>'],
    ['a link to another story', '<p><a href="/other">Read the other story about cider connections here</a></p>'],
  ])('is not %s', async (_, lead) => {
    const result = await clip(page(lead));
    expect(result.markdown).not.toMatch(/Okafor|other story/);
  });
});
