// @vitest-environment happy-dom
/** Navigation inside an article (issue 29): contents lists, [edit] links, "Read more:" teasers and tag lists go, prose stays. */
import { describe, expect, it } from 'vitest';
import { dropNavigation } from '../../../../lib/capture/navigation';

function article(html: string): Element {
  const root = document.createElement('div');
  root.innerHTML = html;
  dropNavigation(root);
  return root;
}

describe('dropNavigation', () => {
  it.each([
    [
      'a contents list',
      '<div id="toc" role="navigation"><h2>Contents</h2><ul><li><a href="#a">1 History</a></li></ul></div>',
    ],
    ['a nav landmark', '<nav><a href="/prev">Previous slide</a> <a href="/next">Next slide</a></nav>'],
    ['an [edit] link', '<h2>History<span class="mw-editsection">[<a href="/edit">edit</a>]</span></h2>'],
    ['a "Read more:" teaser', '<p><strong>Read more: </strong><a href="/other">Looted colonial art</a></p>'],
    ['a German teaser', '<p>Lesen Sie auch: <a href="/x">Die Bahn fährt wieder</a></p>'],
    ['a read-more link paragraph', '<p><a href="/x">Lesen Sie hier einen weiteren Beitrag über die Bahn …</a></p>'],
    [
      'a list of tags',
      '<ul><li><a href="/tag/Bahn" rel="tag">Bahn</a></li><li><a href="/tag/Looted">Looted</a></li></ul>',
    ],
    ['a line of tags', '<p>Tags: <a href="/tags/bahn/">Bahn</a>, <a href="/tags/looted/">Looted</a></p>'],
  ])('drops %s', (_, html) => {
    const root = article(`<p>The story itself.</p>${html}`);
    expect(root.textContent).not.toMatch(/Contents|slide|edit|Looted|Bahn/);
    expect(root.textContent).toContain('The story itself.');
  });

  it.each([
    [
      'prose that starts with a label',
      '<p>Read more: the council met on Monday and agreed to <a href="/plan">the plan</a> after a long debate.</p>',
    ],
    ['a link in prose', '<p>See the <a href="/report">report</a> for the figures the council gave.</p>'],
    [
      'a paragraph that is one link to a document',
      '<p><a href="/report.pdf">The council report on the plan (PDF)</a></p>',
    ],
    [
      'prose with a tag link',
      '<p>The council, which <a href="/tag/council">we cover</a> often, met on Monday about the plan.</p>',
    ],
    [
      'a list with a tag link among others',
      '<ul><li><a href="/tag/plan">Plan</a></li><li><a href="/x">Report</a></li></ul>',
    ],
  ])('keeps %s', (_, html) => {
    const root = article(html);
    expect(root.innerHTML).toBe(html);
  });
});
