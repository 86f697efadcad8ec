// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { extractMetadata } from '../../../../lib/capture/metadata';
import type { PageMetadata } from '../../../../lib/capture/types';
import { loadPage } from './load-page';

const URL_WITH_HASH = 'https://www.example.com/blog/post?id=7#comments';

function page(head: string, body = '', lang = ''): string {
  return `<!doctype html><html${lang}><head>${head}</head><body>${body}</body></html>`;
}

function ld(value: unknown): string {
  return `<script type="application/ld+json">${typeof value === 'string' ? value : JSON.stringify(value)}</script>`;
}

interface Case {
  name: string;
  html: string;
  url?: string;
  expected: Partial<PageMetadata>;
}

const cases: Case[] = [
  // title
  {
    name: 'title from <title>, whitespace collapsed',
    html: page('<title>  A   post\n </title><meta property="og:title" content="OG">'),
    expected: { title: 'A post' },
  },
  {
    name: 'title from og:title without <title>',
    html: page('<meta property="og:title" content="OG title">'),
    expected: { title: 'OG title' },
  },
  {
    name: 'title from the first h1 as a last resort',
    html: page('', '<h1>Heading</h1>'),
    expected: { title: 'Heading' },
  },
  { name: 'title is the host when nothing else exists', html: page(''), expected: { title: 'example.com' } },
  // addresses
  { name: 'url is the tab address, hash included', html: page(''), expected: { url: URL_WITH_HASH } },
  {
    name: 'canonical from link rel=canonical, resolved',
    html: page('<link rel="canonical" href="/blog/post-7"><meta property="og:url" content="https://og.example.com/x">'),
    expected: { canonicalUrl: 'https://www.example.com/blog/post-7' },
  },
  {
    name: 'canonical from og:url without a link',
    html: page('<meta property="og:url" content="https://example.com/p/7">'),
    expected: { canonicalUrl: 'https://example.com/p/7' },
  },
  {
    name: 'canonical defaults to the tab address without hash',
    html: page(''),
    expected: { canonicalUrl: 'https://www.example.com/blog/post?id=7' },
  },
  {
    name: 'a home-page canonical on an inner page is ignored',
    html: page('<link rel="canonical" href="https://www.example.com/">'),
    expected: { canonicalUrl: 'https://www.example.com/blog/post?id=7' },
  },
  {
    name: 'a home-page canonical on the home page is kept',
    url: 'https://www.example.com/#top',
    html: page('<link rel="canonical" href="https://example.com/">'),
    expected: { canonicalUrl: 'https://example.com/' },
  },
  {
    name: 'a javascript: canonical is ignored',
    html: page('<link rel="canonical" href="javascript:alert(1)">'),
    expected: { canonicalUrl: 'https://www.example.com/blog/post?id=7' },
  },
  // site name
  {
    name: 'site name from og:site_name',
    html: page('<meta property="og:site_name" content="The Example"><meta name="application-name" content="App">'),
    expected: { siteName: 'The Example' },
  },
  {
    name: 'site name from application-name',
    html: page('<meta name="application-name" content="Example App">'),
    expected: { siteName: 'Example App' },
  },
  { name: 'site name is the host without www', html: page(''), expected: { siteName: 'example.com' } },
  // author
  {
    name: 'author from meta author',
    html: page('<meta name="author" content="Ada Lovelace"><meta property="article:author" content="Someone">'),
    expected: { author: 'Ada Lovelace' },
  },
  {
    name: 'meta keys and rel tokens match in any case',
    html: page('<meta NAME="Author" content="Mixed Case"><link rel="Canonical Alternate" href="/c">'),
    expected: { author: 'Mixed Case', canonicalUrl: 'https://www.example.com/c' },
  },
  {
    name: 'author from article:author',
    html: page('<meta property="article:author" content="Grace Hopper">'),
    expected: { author: 'Grace Hopper' },
  },
  {
    name: 'an article:author profile URL gives way to JSON-LD',
    html: page(
      '<meta property="article:author" content="https://facebook.com/someone">' +
        ld({ '@type': 'NewsArticle', author: { '@type': 'Person', name: 'Alan Turing' } }),
    ),
    expected: { author: 'Alan Turing' },
  },
  {
    name: 'author from a JSON-LD string',
    html: page(ld({ '@type': 'BlogPosting', author: 'Edsger Dijkstra' })),
    expected: { author: 'Edsger Dijkstra' },
  },
  {
    name: 'authors from a JSON-LD array, joined',
    html: page(ld({ '@type': 'Article', author: [{ name: 'A. One' }, { name: 'B. Two' }] })),
    expected: { author: 'A. One, B. Two' },
  },
  {
    name: 'author from a JSON-LD @graph @id reference',
    html: page(
      ld({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebSite', name: 'Site' },
          { '@type': 'Article', author: { '@id': '#ada' } },
          { '@type': 'Person', '@id': '#ada', name: 'Ada From Graph' },
        ],
      }),
    ),
    expected: { author: 'Ada From Graph' },
  },
  {
    name: 'author from a top-level JSON-LD array',
    html: page(
      ld([
        { '@type': 'Organization', name: 'Org' },
        { '@type': ['NewsArticle'], author: { name: 'Array Author' } },
      ]),
    ),
    expected: { author: 'Array Author' },
  },
  {
    name: 'a broken JSON-LD script does not hide a good one',
    html: page(ld('{ not json') + ld({ '@type': 'Article', author: { name: 'Survivor' } })),
    expected: { author: 'Survivor' },
  },
  {
    name: 'author from [rel=author]',
    html: page('', '<p>By <a rel="author" href="/u/k">Katherine  Johnson</a></p>'),
    expected: { author: 'Katherine Johnson' },
  },
  { name: 'no author anywhere', html: page('<title>x</title>'), expected: { author: undefined } },
  // bylines cleaned (issue 11): what pages offer as an author is not always a person's name
  {
    name: 'an organisation as the JSON-LD author is no writer',
    html: page(
      ld({ '@type': 'Article', author: { '@type': 'Organization', name: 'Contributors to Wikimedia projects' } }),
    ),
    expected: { author: undefined },
  },
  {
    name: 'a JSON-LD organisation gives way to rel=author',
    html: page(
      ld({ '@type': 'Article', author: { '@type': 'NewsMediaOrganization', name: 'Daily Planet' } }),
      '<a rel="author" href="/u/l">Lois Lane</a>',
    ),
    expected: { author: 'Lois Lane' },
  },
  {
    name: 'the site itself as meta author gives way to JSON-LD',
    html: page(
      '<meta property="og:site_name" content="BBC News"><meta name="author" content="BBC News">' +
        ld({ '@type': 'NewsArticle', author: { '@type': 'Person', name: 'Jo Reporter' } }),
    ),
    expected: { author: 'Jo Reporter', siteName: 'BBC News' },
  },
  {
    name: 'a profile button is no name',
    html: page('<meta name="author" content="Follow Author">'),
    expected: { author: undefined },
  },
  {
    name: '"Written by" is not part of the name',
    html: page('<meta name="author" content="Written by Rob Ewaschuk">'),
    expected: { author: 'Rob Ewaschuk' },
  },
  // published
  {
    name: 'published from article:published_time, calendar date kept',
    html: page('<meta property="article:published_time" content="2024-03-05T23:30:00-08:00">'),
    expected: { published: '2024-03-05' },
  },
  {
    name: 'published from JSON-LD datePublished',
    html: page(ld({ '@type': 'Article', datePublished: '2023-11-02T08:00:00Z' })),
    expected: { published: '2023-11-02' },
  },
  {
    name: 'published from <time datetime> in the article',
    html: page(
      '',
      '<time datetime="2020-01-01">sidebar</time><article><time datetime="2022-07-14T10:00">July 14</time></article>',
    ),
    expected: { published: '2022-07-14' },
  },
  {
    name: 'published from a prose date',
    html: page('<meta property="article:published_time" content="March 5, 2024">'),
    expected: { published: '2024-03-05' },
  },
  {
    name: 'an unreadable date is left out',
    html: page('<meta property="article:published_time" content="soon">'),
    expected: { published: undefined },
  },
  // description and language
  {
    name: 'description from meta description',
    html: page(
      '<meta name="description" content="Short summary."><meta property="og:description" content="OG summary.">',
    ),
    expected: { description: 'Short summary.' },
  },
  {
    name: 'description from og:description',
    html: page('<meta property="og:description" content="OG summary.">'),
    expected: { description: 'OG summary.' },
  },
  { name: 'language from <html lang>', html: page('', '', ' lang="de-CH"'), expected: { language: 'de-CH' } },
  {
    name: 'language from content-language',
    html: page('<meta http-equiv="Content-Language" content="fr">'),
    expected: { language: 'fr' },
  },
  { name: 'no language', html: page(''), expected: { language: undefined } },
];

describe('extractMetadata', () => {
  it.each(cases)('$name', ({ html, url, expected }) => {
    const { doc, win } = loadPage(html, url ?? URL_WITH_HASH);
    const metadata = extractMetadata(doc, win);
    const picked = Object.fromEntries(Object.keys(expected).map((key) => [key, metadata[key as keyof PageMetadata]]));
    expect(picked).toEqual(expected);
  });

  it('leaves absent fields out so the result is plain JSON', () => {
    const { doc, win } = loadPage(page('<title>t</title>'));
    const metadata = extractMetadata(doc, win);
    expect(Object.values(metadata)).not.toContain(undefined);
    expect(JSON.parse(JSON.stringify(metadata))).toEqual(metadata);
  });
});
