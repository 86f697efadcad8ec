import { safeLinkUrl } from '../url';
import type { CraftRule } from '../types';

const IMAGE_ONLY = /^!\[[^\]\n]*\]\([^)\s]*\)$/;

/**
 * `[text](absolute url)`. Unsafe schemes (javascript:, data:, file:, block:, date:, …) keep only the
 * text. A link around an image keeps the image block, a link around a heading becomes a heading
 * holding the link, and a link around blocks (a "card") keeps its images and links the rest of its
 * text on one line.
 */
export const link: CraftRule = {
  spansBlocks: true,
  tags: new Set(['a']),
  filter: (node) => node.localName === 'a',
  replacement(content, node, ctx) {
    if (!content.trim()) return '';
    const raw = node.getAttribute('href');
    const href = raw && raw.trim() !== '#' ? safeLinkUrl(raw, ctx.baseUrl) : null;
    if (!href) return content;
    if (IMAGE_ONLY.test(content)) return '\n\n' + content + '\n\n';
    const heading = /^(#{1,6}) (.+)$/.exec(content);
    if (heading && !content.includes('\n')) return '\n\n' + heading[1] + ' [' + heading[2] + '](' + href + ')\n\n';
    if (!content.includes('\n')) return '[' + content + '](' + href + ')';
    const images: string[] = [];
    const words: string[] = [];
    for (const line of content.split('\n')) {
      const text = line.trim();
      if (IMAGE_ONLY.test(text)) images.push(text);
      else if (text) words.push(text.replace(/^(?:#{1,6} |[-+] (?:\[[ x]\] )?|\d+\. |> )/, ''));
    }
    const label = words.join(' ');
    const blocks = label ? [...images, '[' + label + '](' + href + ')'] : images;
    return '\n\n' + blocks.join('\n\n') + '\n\n';
  },
};
