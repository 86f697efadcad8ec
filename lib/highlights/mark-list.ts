/**
 * A page's marks as the side panel lists them: the marks the page could place in page order (as
 * `pageMarks` gives them), then those it could not, oldest first, so none is lost from view; and all
 * of them as Markdown, the page block Craft keeps them in (blocks.ts).
 */
import type { Mark } from '../model/highlights';
import { marksPageMarkdown, type MarkBlock } from './blocks';
import type { QuoteSelector } from './text-fragment';

export interface MarkList {
  placed: Mark[];
  unplaced: Mark[];
}

/** `unplaced`: the ids the page script reported it could not place on the page as it is now. */
export function listMarks(marks: readonly Mark[], unplaced: ReadonlySet<string>): MarkList {
  return {
    placed: marks.filter((m) => !unplaced.has(m.id)),
    unplaced: marks.filter((m) => unplaced.has(m.id)).sort((a, b) => a.createdAt - b.createdAt),
  };
}

/** The text a mark holds (its quote), as a reader sees it. */
export function markText(mark: Mark): string {
  return quoteOf(mark)?.exact.replace(/\s+/g, ' ').trim() ?? '';
}

function quoteOf(mark: Mark): QuoteSelector | undefined {
  return mark.selectors.find((s): s is QuoteSelector => s.type === 'TextQuoteSelector');
}

/** Every mark, in the list's order, as the Markdown of the page block Craft keeps them in. */
export function marksAsMarkdown(page: { title: string; url: string }, list: MarkList): string {
  const blocks = [...list.placed, ...list.unplaced].flatMap((m): MarkBlock[] => {
    const quote = quoteOf(m);
    return quote ? [{ quote, color: m.color, ...(m.note ? { note: m.note } : {}) }] : [];
  });
  return marksPageMarkdown(page, blocks);
}
