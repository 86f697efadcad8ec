import { hasClass } from '../dom';
import { escapeRun } from '../escape';
import { resolveUrl, safeLinkUrl } from '../url';
import type { CraftRule } from '../types';

/**
 * Embedded media become one link line Craft can show as a rich link:
 * `[YouTube: title](https://www.youtube.com/watch?v=ID)`, Vimeo, X/Twitter posts, `<video>`/`<audio>`.
 * Other iframes (ads, widgets) are dropped.
 */
export const embed: CraftRule = {
  tags: new Set(['iframe', 'video', 'audio']),
  attributeTags: new Set(['blockquote']),
  filter(node) {
    const name = node.localName;
    if (name === 'iframe' || name === 'video' || name === 'audio') return true;
    return name === 'blockquote' && (hasClass(node, 'twitter-tweet') || hasClass(node, 'twitter-video'));
  },
  replacement(_content, node, ctx) {
    const found = node.localName === 'blockquote' ? tweet(node) : media(node, ctx.baseUrl);
    if (!found) return '';
    const label = escapeRun(found.label.replace(/\s+/g, ' ').trim());
    return '\n\n[' + label + '](' + found.url + ')\n\n';
  },
  raw: true,
};

interface Found {
  label: string;
  url: string;
}

function media(node: HTMLElement, base: string): Found | null {
  const src = node.getAttribute('src') ?? node.querySelector('source')?.getAttribute('src') ?? null;
  const title = node.getAttribute('title') ?? '';
  if (node.localName !== 'iframe') {
    const url = safeLinkUrl(src, base);
    return url ? { label: node.localName === 'video' ? 'Video' : 'Audio', url } : null;
  }
  const url = resolveUrl(src ?? node.getAttribute('data-src'), base);
  if (!url) return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const youtube = /^(youtube\.com|youtube-nocookie\.com)$/.test(host) && /^\/embed\/([\w-]{6,})/.exec(url.pathname);
  if (youtube) {
    const start = url.searchParams.get('start');
    const watch = 'https://www.youtube.com/watch?v=' + youtube[1] + (start && /^\d+$/.test(start) ? '&t=' + start : '');
    return { label: 'YouTube: ' + (title || 'video'), url: watch };
  }
  const vimeo = host === 'player.vimeo.com' && /^\/video\/(\d+)/.exec(url.pathname);
  if (vimeo) return { label: 'Vimeo: ' + (title || 'video'), url: 'https://vimeo.com/' + vimeo[1] };
  if (host === 'platform.twitter.com' || host === 'platform.x.com') {
    const id = url.searchParams.get('id');
    if (id && /^\d+$/.test(id)) return { label: 'X: ' + (title || 'post'), url: 'https://x.com/i/status/' + id };
  }
  return null;
}

/** blockquote.twitter-tweet: the post text and the last link to a status. */
function tweet(node: HTMLElement): Found | null {
  const links = node.querySelectorAll('a[href*="/status/"]');
  const last = links[links.length - 1];
  const url = resolveUrl(last?.getAttribute('href'), 'https://x.com/');
  if (!url || !/^(www\.)?(twitter|x)\.com$/.test(url.hostname)) return null;
  const text = (node.querySelector('p')?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const short = text.length > 100 ? text.slice(0, 99).trimEnd() + '…' : text;
  return { label: 'X: ' + (short || 'post'), url: 'https://x.com' + url.pathname };
}
