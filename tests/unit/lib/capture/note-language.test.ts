// @vitest-environment happy-dom
/**
 * Issue 13: a capture's notes leave the page as texts (key + values), not words: the popup, the
 * outbox and the clip history put them in words when they show them, in the UI language of that
 * moment. A note made while the UI was English reads in German after the switch.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { capture } from '../../../../lib/capture/index';
import { render } from '../../../../lib/i18n/ui-text';
import { installEnglishMessages, installMessages } from '../../support/i18n';
import { para } from './article-page';
import { loadPage } from './load-page';

afterEach(installEnglishMessages);

const LINKS =
  '<!doctype html><html><head><title>Links</title></head><body><ul><li><a href="/a">A</a></li><li><a href="/b">B</a></li></ul></body></html>';

describe("a capture's notes", () => {
  it('made in English read in German after the switch, from the same result', async () => {
    const { doc, win } = loadPage(LINKS);
    const result = await capture(doc, win, { mode: 'article' });
    expect(result.notes).toEqual([{ key: 'note_articleNotFound' }]);
    const english = render(result.notes[0]!);
    // Plain JSON: what crosses executeScript and runtime messages is what is shown.
    const crossed = JSON.parse(JSON.stringify(result.notes)) as typeof result.notes;

    installMessages('de');
    const german = render(crossed[0]!);
    expect(german).not.toBe(english);
    expect(german).toBe(render({ key: 'note_articleNotFound' }));
    expect(german).toMatch(/Artikel/);
  });

  it('what the article lost is listed in the language it is shown in', async () => {
    const html =
      `<!doctype html><html><head><title>Notes | Example</title></head><body><article><h1>Notes</h1>` +
      `<div>${para(1)}${para(2)}${para(3)}</div><h2>The second part</h2><div>${para(4)}${para(5)}</div></article></body></html>`;
    const { doc, win } = loadPage(html, 'https://news.example.org/2024/tides');
    const result = await capture(doc, win, { mode: 'article' });
    expect(result.notes).toEqual([{ key: 'lost_noteOne', subs: [{ list: [{ key: 'lost_headingOne', subs: [1] }] }] }]);
    expect(render(result.notes[0]!)).toBe(
      'The article extractor left out 1 heading; it was put back where the page has it.',
    );

    installMessages('de');
    expect(render(result.notes[0]!)).toMatch(/^Die Artikelerkennung hat 1 Überschrift weggelassen/);
  });
});
