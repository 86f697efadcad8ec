// @vitest-environment happy-dom
/** Boilerplate inside an article (issue 29 §2): boxes named for what they hold, standalone labels, picture credits. */
import { describe, expect, it } from 'vitest';
import { boxName, dropBoilerplate, isBox } from '../../../../lib/capture/boilerplate';

const STORY = `<p>${'The council met on Monday and agreed to the plan after a long debate. '.repeat(8)}</p>`;

function article(html: string): Element {
  const root = document.createElement('div');
  root.innerHTML = `${STORY}${html}`;
  dropBoilerplate(root);
  return root;
}

describe('dropBoilerplate', () => {
  it.each([
    ['a related-stories box', '<div class="main-box vce-related-box"><h3>More</h3><a href="/x">Other story</a></div>'],
    ['a camel-case related box', '<div class="RelatedCoverage-container-3AnSP"><p>Other story</p></div>'],
    ['an author box', '<section class="TestReport__AuthorBox"><p>Other story is her job.</p></section>'],
    ['a newsletter form', '<div class="newsletter-form__wrapper"><p>Sign up: Other story</p></div>'],
    ['a comment form', '<div id="respond" class="comment-respond"><h3>Other story</h3></div>'],
    ['an ad unit', '<div class="proper-ad-unit"><span>Other story</span></div>'],
    ['an ad label', '<p><small>Anzeige:</small></p><div>Other story</div>'.replace('<div>Other story</div>', '')],
    ['a reading time', '<p>4 Min Read</p>'],
    ['a related label and its links', '<h2>Ähnliche Beiträge</h2><ul><li><a href="/a">Other story</a></li></ul>'],
    ['a picture credit', '<p>Photograph by Ed Marshall, Redonda Restoration</p>'],
    ['a bracketed credit', '<p><em>(Credit: Clayton Aldern / Grist)</em></p>'],
    ['a tags box', '<section class="tags"><ul><li><a href="/t/other">Other story</a></li></ul></section>'],
    ['slideshow controls', '<div><span>Previous</span></div><p>Next »</p><p>3 of 12</p><p>Start slideshow</p>'],
    ['an enlarge control', '<p><a href="/big.jpg">Click to enlarge</a></p><p>Zum Vergrößern klicken</p>'],
    [
      "a comment thread's and the page's controls",
      '<div class="titlebar">Kommentare schreiben</div><p>Comments closed.</p><div>Kommentare insgesamt: <b>0</b></div>' +
        '<div class="boxhead">Dieses Skript als PDF herunterladen</div><p><a href="#">Print this article</a></p>',
    ],
  ])('drops %s', (_, html) => {
    const root = article(html);
    expect(root.textContent).not.toMatch(
      /Other story|Anzeige|Min Read|Ähnliche|Marshall|Grist|Previous|Next|12|slide|enlarge|Vergrößern|Kommentar|Comments|PDF|Print/i,
    );
    expect(root.textContent).toContain('The council met');
  });

  // One text for each way a label pattern starts (mayBeLabel passes only texts starting so).
  it.each([
    ...['Advertisement', 'ANZEIGE:', 'Werbung', 'Sponsored', 'Publicité', 'Publicidad'],
    ...['4 Min Read', '5min. Lesezeit', 'Lesezeit: 3 Min.', 'Lesedauer 5 Minuten', 'Reading time: 4 min'],
    ...['Load more', 'Loading more…', 'Show more', 'Mehr laden', 'Lade weitere Artikel', 'Weitere Artikel laden'],
    ...['Related coverage', 'More from Politics', 'More stories', 'You may also like', 'Read next', 'Recommended'],
    ...['Auch interessant', 'Das könnte dich auch interessieren', 'Das Thema könnte Sie interessieren'],
    ...['Auch auf heise.de', 'ÄHNLICHE BEITRÄGE', 'Weitere Themen', 'Weiterführende Links', 'Mehr zum Thema'],
    ...['À lire aussi', 'Sur le même sujet', 'Click to enlarge', 'Tap here to zoom', 'Enlarge this image'],
    ...['Vergrößern', 'Zum Vergrößern klicken', 'Bild vergrößern', 'Start slideshow', 'View the gallery'],
    ...['Open gallery', 'Zur Bildergalerie', 'Galerie', 'Prev', 'Next image', 'Zurück', 'Weiter', 'Vorheriges Bild'],
    ...['Nächstes Foto', 'Photo 3 of 12', '3 von 12', 'Slide 2/5', 'Kommentar verfassen', 'Leave a comment'],
    ...['Post a reply', 'Write a comment', 'Add a comment', 'Comments are closed', 'Comments: 12'],
    ...['Schreiben Sie einen Kommentar', 'Schreibe einen Kommentar', 'Laisser un commentaire', 'Als PDF speichern'],
    ...['Den Beitrag als PDF herunterladen', 'Download as PDF', 'Artikel drucken', 'Seite drucken', 'Print page'],
    ...['\u017Fhow more', 'Comment\u017F are closed'],
  ])('drops the label %j standing alone', (label) => {
    const root = article(`<p>${label}</p>`);
    expect(root.querySelectorAll('p')).toHaveLength(1);
  });

  it('cuts the credit off a caption and keeps the caption', () => {
    const root = article(
      '<figure><img src="a.jpg"><figcaption>Pumps at dusk. Bild: <a href="/s">TebNad/Shutterstock</a></figcaption></figure>',
    );
    expect(root.querySelector('figcaption')?.textContent).toBe('Pumps at dusk.');
    expect(root.querySelector('img')).not.toBeNull();
  });

  it('cuts an enlarge control out of a caption and keeps the caption', () => {
    const root = article(
      '<figure><img src="a.jpg"><figcaption>The network of firms. Zum Vergrößern auf das Bild klicken. ' +
        'Click to enlarge.</figcaption></figure>',
    );
    expect(root.querySelector('figcaption')?.textContent).toBe('The network of firms.');
  });

  it.each([
    ['a sentence that starts with a control word', '<p><strong>Next</strong>, the council voted on the plan.</p>'],
    ['a page of a report, counted', '<p>Page 3 of the report lists the costs.</p>'],
    ['the heading of a comment thread', '<h2>Comments</h2><p>I agree with the mayor.</p>'],
    ['a wrapper named for comments that holds the story', `<div class="comments-enabled">${STORY}${STORY}</div>`],
    ['code that mentions comments', '<pre><code><span class="hljs-comment">// keep me</span></code></pre>'],
    ['prose that starts like a label', '<p>Related coverage of the vote was thin, the mayor said on Monday.</p>'],
    ['a caption without a credit', '<figure><img src="a.jpg"><figcaption>The harbour at dawn.</figcaption></figure>'],
    [
      'a section of prose named for its ad slots',
      `<section class="Report__Section--Ads"><p>${'Grill results. '.repeat(30)}</p></section>`,
    ],
    [
      "a readers' comment thread",
      '<ol class="comment-list"><li class="comment"><p>I agree with the mayor.</p></li></ol>',
    ],
    ['a word that only contains a box word', '<div class="shadow-header"><p>Loaded words.</p></div>'],
  ])('keeps %s', (_, html) => {
    const root = article(html);
    expect(root.innerHTML).toBe(`${STORY}${html}`);
  });
});

describe('isBox', () => {
  const LONG = 'Prose of the story. '.repeat(30);
  it.each([
    ['single-related-posts', LONG, true],
    ['mvp-author-box-wrap', 'Senior editor, life adventurer.', true],
    ['mvp-author-box-wrap', LONG, false],
    ['hs-cta-wrapper', 'New call to action', true],
    ['sz-teaser', '<a href="/x">Another story entirely</a>', true],
    ['article-teaser', 'The lead of this very story, no link.', false],
    [
      'teaser',
      '<h2><a href="/faq">What to know</a></h2><p>The virus spreads; here are answers. <a href="/faq">more</a></p>',
      true,
    ],
    ['author-name', 'Mira Okafor', false],
    ['shadow', 'Loaded words', false],
    // A section that holds ad slots beside its content is not one.
    ['o-section o-section--has-ads', '<h1>The title</h1><h2>The standfirst of the story</h2>', false],
    ['layout-with-sidebar', 'The story, beside a sidebar.', false],
    ['ad-slot has-label', 'Advertisement', true],
  ])('%s holding %s → %s', (name, html, expected) => {
    const el = document.createElement('div');
    el.className = name;
    el.innerHTML = html;
    expect(isBox(el, 10_000)).toBe(expected);
  });

  it('counts a teaser card that is itself one link as links', () => {
    const card = document.createElement('a');
    card.href = '/other';
    card.className = 'sz-teaser';
    card.innerHTML = '<figure><img src="/x.jpg"><figcaption><h3>Another story entirely</h3></figcaption></figure>';
    expect(isBox(card, 10_000)).toBe(true);
  });

  it('is never the article itself', () => {
    const el = document.createElement('div');
    el.className = 'related';
    el.textContent = 'The whole story.';
    expect(isBox(el, 20)).toBe(false);
  });
});

describe('boxName', () => {
  it.each([
    ['vce-related-box', true],
    ['RelatedCoverage-container-3AnSP', true],
    ['newsletter-form__wrapper', true],
    // An ad slot's name also marks sections of content; the safety net judges those by what they hold.
    ['TestReport__Section--Ads', false],
  ])('%s → %s', (name, expected) => {
    const el = document.createElement('div');
    el.className = name;
    expect(boxName(el)).toBe(expected);
  });
});
