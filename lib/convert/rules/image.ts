import { pickImageUrl } from '../image-source';
import { escapeAlt } from '../escape';
import type { CraftRule } from '../types';

/** `![alt](absolute url)` as its own block; the URL is also recorded in `images`. */
export const image: CraftRule = {
  tags: new Set(['img']),
  filter: (node) => node.localName === 'img',
  replacement(_content, node, ctx) {
    const url = pickImageUrl(node, ctx.baseUrl, ctx.allowBlobImages);
    if (!url) return '';
    if (!ctx.seenImages.has(url)) {
      ctx.seenImages.add(url);
      ctx.images.push(url);
    }
    const alt = escapeAlt((node.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim());
    return '\n\n![' + alt + '](' + url + ')\n\n';
  },
  raw: true,
};
