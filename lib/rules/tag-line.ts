/**
 * A clip's tags (a rule's, or typed in the Clip view): one line of Craft hashtags under the header
 * (lib/clip/compose.ts).
 */

/** "Italian cuisine" → "Italian-cuisine": a Craft hashtag holds no space and no markup. */
function hashtag(tag: string): string {
  return tag
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{N}_/-]/gu, '')
    .replace(/^[-/]+|[-/]+$/g, '');
}

/** The tags as one line of hashtags ("#recipe #Italian"), or '' when none is left. */
export function tagLine(tags: readonly string[] | undefined): string {
  const words = [...new Set((tags ?? []).map(hashtag).filter(Boolean))];
  return words.map((w) => `#${w}`).join(' ');
}

/** The Clip view's tags field ("recipe, Italian cuisine") → the tags, in order, each once. */
export function splitTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return [...new Set(tags)];
}
