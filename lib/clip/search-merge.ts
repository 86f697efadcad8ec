/**
 * The destination picker's results: recent destinations that match first, then documents whose
 * title matches, then documents the full-text search found, each document once, bounded.
 */
import type { Destination } from '../model/types';
import { destinationKey } from './recent';

export interface ListedDocument {
  id: string;
  title: string;
  isDeleted?: boolean;
  dailyNoteDate?: string;
}

export const SEARCH_RESULT_LIMIT = 20;

/** A title as searches compare it (case and Unicode forms aside); collection-places.ts matches the same way. */
export const normalizedTitle = (text: string) => text.toLocaleLowerCase().normalize('NFKC');

export function mergeDestinationResults(input: {
  query: string;
  recent: readonly Destination[];
  documents: readonly ListedDocument[];
  /** Document ids from GET /documents/search, in relevance order (may repeat). */
  fullTextIds: readonly string[];
  limit?: number;
}): Destination[] {
  const q = normalizedTitle(input.query.trim());
  const live = input.documents.filter((d) => !d.isDeleted);
  const titles = new Map(live.map((d) => [d.id, d.title]));
  const matches = (title: string) => q === '' || normalizedTitle(title).includes(q);

  const recent = input.recent.filter(
    (d): d is Extract<Destination, { kind: 'document' }> =>
      d.kind === 'document' && matches(titles.get(d.id) ?? d.title) && (titles.size === 0 || titles.has(d.id)),
  );
  const byTitle = live.filter((d) => !d.dailyNoteDate && matches(d.title));
  const fullText =
    q === '' ? [] : input.fullTextIds.filter((id) => titles.has(id)).map((id) => ({ id, title: titles.get(id)! }));

  const out: Destination[] = [];
  const seen = new Set<string>();
  for (const doc of [...recent, ...byTitle, ...fullText]) {
    const destination: Destination = { kind: 'document', id: doc.id, title: titles.get(doc.id) ?? doc.title };
    const key = destinationKey(destination);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(destination);
  }
  return out.slice(0, input.limit ?? SEARCH_RESULT_LIMIT);
}
