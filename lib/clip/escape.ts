/**
 * Escaping for text that lands in Craft's insert dialect (header fields, page titles).
 * Page text must arrive as literal text: markdown punctuation and the dialect's tags (`<page>`,
 * `<callout>`, `<highlight>`) are neutralised, and only http(s) URLs become links.
 */

const MARKDOWN_PUNCTUATION = /[\\`*_~[\]()<>#|=$!]/g;

/** Escapes inline text so Craft shows it as typed; collapses newlines (a header is one line). */
export function escapeInline(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(MARKDOWN_PUNCTUATION, (ch) => `\\${ch}`);
}

const URL_ESCAPES: Record<string, string> = { '(': '%28', ')': '%29' };

/**
 * A URL safe inside `[text](url)`, or undefined when it should not be a link at all
 * (javascript:, data:, block://, date:// … — a page must not be able to forge Craft links).
 */
export function safeLinkUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  // Parentheses and spaces would end the link target early.
  return parsed.href.replace(/[()\s]/g, (ch) => URL_ESCAPES[ch] ?? encodeURIComponent(ch));
}
