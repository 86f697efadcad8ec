import { escapeRun } from '../escape';
import { safeLinkUrl } from '../url';
import type { CraftRule } from '../types';

const IMAGE_LINE = /^!\[([^\]\n]*)\]\(([^)\s]*)\)$/;
const IMAGE_FILE = /\.(?:jpe?g|png|gif|webp|avif|svg|bmp|tiff?)(?:[?#]|$)/i;

/**
 * `[text](absolute url)`. Unsafe schemes (javascript:, data:, file:, block:, date:, …) keep only the
 * text. A link around a heading becomes a heading holding the link; a link around blocks (a "card")
 * keeps its images and links the rest of its text on one line. A link around images only (a photo
 * linking to its album page) keeps them as image blocks, which cannot carry a link, and gives the link
 * a caption line under them, unless it only leads to the image file itself ("view full size") or to a
 * place on the page (a figure's own anchor, which its caption already names). A heading's permalink
 * sign (`¶`, `#` linking to the heading) is chrome and goes.
 */
export const link: CraftRule = {
  spansBlocks: true,
  tags: new Set(['a']),
  replacement(content, node, ctx) {
    if (!content.trim()) return '';
    const raw = node.getAttribute('href');
    const href = raw && raw.trim() !== '#' ? safeLinkUrl(raw, ctx.baseUrl) : null;
    if (href && isHeadingAnchor(content, href, node, ctx.baseUrl)) return '';
    if (!href) return content;
    const heading = /^(#{1,6}) (.+)$/.exec(content);
    if (heading && !content.includes('\n')) return '\n\n' + heading[1] + ' [' + heading[2] + '](' + href + ')\n\n';
    if (!content.includes('\n') && !IMAGE_LINE.test(content)) return '[' + content + '](' + href + ')';
    const images: string[] = [];
    const words: string[] = [];
    for (const line of content.split('\n')) {
      const text = line.trim();
      if (IMAGE_LINE.test(text)) images.push(text);
      else if (text) words.push(text.replace(/^(?:#{1,6} |[-+] (?:\[[ x]\] )?|\d+\. |> )/, ''));
    }
    const label = words.join(' ');
    const blocks = label
      ? [...images, '[' + label + '](' + href + ')']
      : [...images, samePage(href, ctx.baseUrl) ? '' : imageLinkCaption(images, href, node)];
    return '\n\n' + blocks.filter(Boolean).join('\n\n') + '\n\n';
  },
};

/** The caption line carrying a link that wraps only images, or '' when it leads to an image itself. */
function imageLinkCaption(images: string[], href: string, node: HTMLElement): string {
  const sources = images.map((line) => IMAGE_LINE.exec(line)![2]);
  if (sources.includes(href) || IMAGE_FILE.test(href)) return '';
  const title = (node.getAttribute('title') ?? '').replace(/\s+/g, ' ').trim();
  const alt = images.length === 1 ? IMAGE_LINE.exec(images[0])![1] : '';
  const named = (node.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim();
  // Never the URL as text: a link with no words of its own is the image's, under it as "↗".
  const label = (title ? escapeRun(title) : '') || alt || (named ? escapeRun(named) : '') || '↗';
  return '<caption>[' + label + '](' + href + ')</caption>';
}

/** A link to a place on the page itself (`#fig1`, or the page's own URL with a fragment). */
function samePage(href: string, base: string): boolean {
  const strip = (url: string) => url.replace(/#.*$/, '');
  return strip(href) === strip(base);
}

/** Text that is a heading's anchor sign, not a word: `¶`, `#`, `§`, `🔗`, `⚓`, `∞`. */
const ANCHOR_SIGN = /^(?:[¶#§∞⚓]|\p{Extended_Pictographic})\uFE0F?$/u;

/** A permalink sign in a heading, leading to the heading itself: chrome, not the heading's text. */
function isHeadingAnchor(content: string, href: string, node: HTMLElement, base: string): boolean {
  const text = content.replace(/[\\\uFDD0]/g, '').trim();
  return (!text || ANCHOR_SIGN.test(text)) && samePage(href, base) && node.closest('h1,h2,h3,h4,h5,h6') !== null;
}
