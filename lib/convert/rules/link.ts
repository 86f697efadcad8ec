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
 * a caption line under them, unless it only leads to the image file itself ("view full size").
 */
export const link: CraftRule = {
  spansBlocks: true,
  tags: new Set(['a']),
  replacement(content, node, ctx) {
    if (!content.trim()) return '';
    const raw = node.getAttribute('href');
    const href = raw && raw.trim() !== '#' ? safeLinkUrl(raw, ctx.baseUrl) : null;
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
      : [...images, imageLinkCaption(images, href, node)];
    return '\n\n' + blocks.filter(Boolean).join('\n\n') + '\n\n';
  },
};

/** The caption line carrying a link that wraps only images, or '' when it leads to an image itself. */
function imageLinkCaption(images: string[], href: string, node: HTMLElement): string {
  const sources = images.map((line) => IMAGE_LINE.exec(line)![2]);
  if (sources.includes(href) || IMAGE_FILE.test(href)) return '';
  const title = (node.getAttribute('title') ?? '').replace(/\s+/g, ' ').trim();
  const alt = images.length === 1 ? IMAGE_LINE.exec(images[0])![1] : '';
  const label = (title ? escapeRun(title) : alt) || shortUrl(href);
  return '<caption>[' + label + '](' + href + ')</caption>';
}

/** `host/path` of a URL, for a link without any text of its own. */
function shortUrl(href: string): string {
  const text = href
    .replace(/^[a-z]+:\/\/(?:www\.)?/i, '')
    .replace(/[?#].*$/, '')
    .replace(/\/$/, '');
  return escapeRun(text.length > 60 ? text.slice(0, 59) + '…' : text);
}
