import { hasPageOnlyImage, pickImageUrl } from '../image-source';
import { escapeAlt } from '../escape';
import type { CraftRule } from '../types';

/**
 * `![alt](absolute url)` as its own block; the URL is also recorded in `images`. An image only the
 * page holds (a data: URL) comes along only when the capture asked for page images (it uploads
 * them); otherwise it is left out and the limit says so, never written into the block.
 */
export const image: CraftRule = {
  tags: new Set(['img']),
  replacement(_content, node, ctx) {
    const url = pickImageUrl(node, ctx.baseUrl, ctx.allowBlobImages);
    if (!url) {
      if (!ctx.allowBlobImages && hasPageOnlyImage(node)) ctx.limits.add('page-image');
      return '';
    }
    if (!ctx.seenImages.has(url)) {
      ctx.seenImages.add(url);
      ctx.images.push(url);
    }
    const alt = escapeAlt((node.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim());
    return '\n\n![' + alt + '](' + url + ')\n\n';
  },
  raw: true,
};
