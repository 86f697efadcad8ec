/**
 * A page's marks as Craft blocks (issue 27 §4), and read back from Craft (§6: Craft is the truth).
 * One page block titled with the page title linked to the page; inside it, in page order, one block
 * per mark, `<highlight color="…">quote</highlight> [↗](text-fragment link)`, with its note as the
 * next block, indented one level. Page text and notes are escaped by the converter's escaping
 * (lib/convert), so they never become Craft markup.
 *
 * Reading back takes the blocks the API returns for that page: each highlight block gives a colour and
 * a quote selector (from its link: text-fragment.ts), and the indented text block after it the note.
 */
import { buildClipHeader, escapeText, safeLinkUrl } from '../convert';
import { parseTextFragment, textFragmentUrl, type QuoteSelector } from './text-fragment';

/** Craft's highlight colours a mark can take (the gradients are left out: they read as decoration). */
export const MARK_COLORS = ['yellow', 'green', 'mint', 'cyan', 'blue', 'purple', 'pink', 'red', 'gray'] as const;
export type MarkColor = (typeof MARK_COLORS)[number];

export interface MarkBlock {
  quote: QuoteSelector;
  color: MarkColor;
  note?: string;
}

export interface MarkedPage {
  title: string;
  url: string;
}

/** The page block for `marks` (already in page order). */
export function marksPageMarkdown(page: MarkedPage, marks: readonly MarkBlock[]): string {
  const title = buildClipHeader({ title: page.title, url: page.url }, { fields: ['title'] });
  const body = marks.map((m) => markMarkdown(page.url, m)).join('\n\n');
  // The clip format of wrapAsPage (lib/convert/wrap.ts), whose title is plain page text; this one is a link.
  return '<page><pageTitle>' + (title || 'Untitled') + '</pageTitle><content>\n' + body + '\n</content></page>';
}

/** One mark's block(s): the highlighted quote with its link back, and its note indented under it. */
export function markMarkdown(pageUrl: string, mark: MarkBlock): string {
  const quote = escapeText(mark.quote.exact.replace(/\s+/g, ' ').trim());
  const href = safeLinkUrl(textFragmentUrl(pageUrl, mark.quote), pageUrl);
  const link = href ? ' [↗](' + href + ')' : '';
  const line = '<highlight color="' + mark.color + '">' + quote + '</highlight>' + link;
  const note = mark.note?.replace(/\s+/g, ' ').trim();
  return note ? line + '\n\n  ' + escapeText(note) : line;
}

/** A block as the API returns it (the fields this reads). */
export interface CraftBlock {
  id?: string;
  markdown?: string;
  indentationLevel?: number;
}

export interface ReadMark extends MarkBlock {
  /** The highlight block's id, to change or delete it later. */
  blockId?: string;
  noteBlockId?: string;
}

const MARK_LINE = /^<highlight color="([a-z-]+)">(.*)<\/highlight>(?: \[↗\]\((\S+)\))?$/;

/** The link back to its passage that a mark's block carries, if `markdown` is a mark's block with one. */
export function markHref(markdown: string): string | undefined {
  return MARK_LINE.exec(markdown.trim())?.[3];
}

/** The marks in a page block's content blocks, in order; blocks that are not marks are skipped. */
export function readMarks(blocks: readonly CraftBlock[]): ReadMark[] {
  const marks: ReadMark[] = [];
  for (const block of blocks) {
    const markdown = (block.markdown ?? '').trim();
    const m = MARK_LINE.exec(markdown);
    if (m) {
      const color = (MARK_COLORS as readonly string[]).includes(m[1]) ? (m[1] as MarkColor) : 'yellow';
      const fromLink = m[3] ? parseTextFragment(m[3]) : null;
      const quote = fromLink ?? { type: 'TextQuoteSelector' as const, exact: unescape(m[2]) };
      marks.push({ quote, color, ...(block.id ? { blockId: block.id } : {}) });
      continue;
    }
    const last = marks[marks.length - 1];
    if (last && last.note === undefined && (block.indentationLevel ?? 0) > 0 && markdown) {
      last.note = unescape(markdown);
      if (block.id) last.noteBlockId = block.id;
    }
  }
  return marks;
}

/** Page text as escapeText wrote it, read back: backslash escapes and the two entities it writes. */
function unescape(markdown: string): string {
  return markdown
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');
}
