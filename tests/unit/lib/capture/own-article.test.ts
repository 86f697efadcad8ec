// @vitest-environment happy-dom
/**
 * Several whole stories on one page (issue 29): the one headed with the page's title is the
 * article, though a later one is longer.
 */
import { describe, expect, it } from 'vitest';
import { capture } from '../../../../lib/capture/index';
import { para } from './article-page';
import { loadPage } from './load-page';

const story = (title: string, paragraphs: number, word: string) =>
  `<article class="list__item"><h2>${title}</h2>` +
  Array.from({ length: paragraphs }, (_, i) => para(i + 1).replace('the story', `the ${word} story`)).join('') +
  '</article>';

async function clip(title: string, body: string) {
  const html = `<!doctype html><html><head><title>${title}</title></head><body><main>${body}</main></body></html>`;
  const { doc, win } = loadPage(html, 'https://news.example.org/2019/cider');
  return capture(doc, win, { mode: 'article' });
}

describe('of several whole stories on one page', () => {
  it('takes the one titled as the page, not the longer one after it', async () => {
    const result = await clip(
      'The cider connection',
      story('The cider connection', 3, 'cider') + story('A longer story about tides', 8, 'tide'),
    );
    expect(result.mode).toBe('article');
    expect(result.markdown).toContain('the cider story');
    expect(result.markdown).not.toContain('the tide story');
  });

  it('leaves the page to Readability when no story, or more than one, is titled as the page', async () => {
    const result = await clip('Front page', story('The cider connection', 3, 'cider') + story('Tides', 8, 'tide'));
    expect(result.markdown).toContain('the tide story');
  });
});
