/**
 * Several whole stories on one page (issue 29): sites that load the next articles as the reader
 * scrolls, or list full stories one after another, save a page that holds the article the address
 * names and then others, each an `<article>` with its own headline. Readability scores them all and
 * may pick a later, longer one. When exactly one of those stories is headed with the page's title
 * (og:title, else `<title>`), the others are removed from Readability's copy, never from the page.
 * Runs after anchors.ts indexed the copy, so the positions of what is left are unchanged.
 */
import { plainWords } from './content-kinds';

/** Less text than this in an `<article>` is a teaser card or a comment, not a story. */
const MIN_STORY_CHARS = 500;
const HEADLINE = 'h1, h2';
/** A headline shorter than this ("News") names a section, not one story. */
const MIN_HEADLINE_CHARS = 10;

function pageTitle(copy: Document): string {
  const og = copy.querySelector('meta[property="og:title"]')?.getAttribute('content');
  return plainWords(og?.trim() || copy.title);
}

/** Whether the story's first headline is the page's title (the title may add the site's name). */
function titled(story: Element, title: string): boolean {
  const headline = plainWords(story.querySelector(HEADLINE)?.textContent ?? '');
  return headline.length >= MIN_HEADLINE_CHARS && ` ${title} `.includes(` ${headline} `);
}

/** Removes from `copy` the stories that are not the one titled as the page. */
export function keepOwnArticle(copy: Document): void {
  const stories = [...copy.querySelectorAll('article')].filter(
    (el) =>
      !el.parentElement?.closest('article') &&
      el.querySelector(HEADLINE) &&
      (el.textContent ?? '').trim().length >= MIN_STORY_CHARS,
  );
  if (stories.length < 2) return;
  const title = pageTitle(copy);
  if (!title) return;
  const own = stories.filter((story) => titled(story, title));
  if (own.length !== 1) return;
  for (const story of stories) if (story !== own[0]) story.remove();
}
