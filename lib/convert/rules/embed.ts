import { hasClass } from '../dom';
import { escapeRun } from '../escape';
import { resolveUrl, safeLinkUrl } from '../url';
import type { CraftRule } from '../types';
import { captionBlock } from './figure-caption';

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
    // A post without a link to its status is left to the quote rule, whole (001: `/statuses/`).
    return (
      name === 'blockquote' &&
      (hasClass(node, 'twitter-tweet') || hasClass(node, 'twitter-video')) &&
      statusLink(node) !== null
    );
  },
  replacement(_content, node, ctx) {
    const found = node.localName === 'blockquote' ? tweet(node) : media(node, ctx.baseUrl);
    if (!found) return '';
    const label = escapeRun(found.label.replace(/\s+/g, ' ').trim());
    const byline = found.byline ? captionBlock(escapeRun(found.byline)) : '\n\n';
    return '\n\n[' + label + '](' + found.url + ')' + byline;
  },
  raw: true,
};

interface Found {
  label: string;
  url: string;
  /** The post's author and date, under its link. */
  byline?: string;
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

/** The last link to a post's status (`/status/` or the older `/statuses/`) on X or Twitter. */
function statusLink(node: Element): URL | null {
  const links = node.querySelectorAll('a[href*="/status"]');
  for (let i = links.length - 1; i >= 0; i--) {
    const url = resolveUrl(links[i].getAttribute('href'), 'https://x.com/');
    if (url && /^(www\.)?(twitter|x)\.com$/.test(url.hostname) && /\/status(?:es)?\/\d+/.test(url.pathname)) return url;
  }
  return null;
}

/** blockquote.twitter-tweet: the post's whole text, its status link, and the author and date after the text. */
function tweet(node: HTMLElement): Found | null {
  const url = statusLink(node);
  if (!url) return null;
  // A post of several paragraphs is several `<p>`: its text is all of them.
  const all = spacedText(node);
  // Without a `<p>`, the text is what stands before the byline's dash.
  const text =
    Array.from(node.querySelectorAll('p'), spacedText).filter(Boolean).join(' ') ||
    all.slice(0, Math.max(0, all.lastIndexOf(' — '))).trim();
  const byline = text && all.startsWith(text) ? all.slice(text.length).trim() : '';
  return {
    label: 'X: ' + (text || 'post'),
    url: 'https://x.com' + url.pathname.replace('/statuses/', '/status/'),
    byline,
  };
}

/** Elements that are lines of a post: a space goes before and after each. */
const LINE_TAGS = new Set(['br', 'p', 'div', 'li']);

/** Text with a space for each `<br>` and around each `<p>`/`<div>`/`<li>` (a post's lines), whitespace collapsed. */
function spacedText(el: Element): string {
  let out = '';
  const walk = (parent: Node) => {
    for (let n = parent.firstChild; n; n = n.nextSibling) {
      if (n.nodeType === 3) out += n.nodeValue ?? '';
      else if (n.nodeType === 1) {
        const line = LINE_TAGS.has((n as Element).localName);
        if (line) out += ' ';
        walk(n);
        if (line) out += ' ';
      }
    }
  };
  walk(el);
  return out.replace(/\s+/g, ' ').trim();
}
