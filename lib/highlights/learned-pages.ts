/**
 * The pages a search of Craft found marks for (learn-marks.ts) merged into this browser's index, so
 * that marks on page load know them (issue 27 §5–§6: a fresh profile). Only what the index does not
 * know is added: a page with marks kept here stays as it is (its changes not delivered yet are the
 * outbox's, and its next visit reads Craft anyway), and a page the search did not reach is left alone
 * (the search answers its top hits only: not finding a page says nothing). A learned page has no page
 * block and no read time yet, so its first visit finds it in Craft by its link and reads it whole
 * (marks.ts refresh): notes and anything changed since come then.
 */
import type { LearnedPages } from './learn-marks';
import { linkedQuote, passageKey } from './page-block';
import { inPageOrder, withRecord, type KeptMark, type MarksIndex, type PageRecord } from './page-marks';

/** The index with the learned pages of connection `connectionId` it did not know. */
export function withLearned(index: MarksIndex, learned: LearnedPages, connectionId: string): MarksIndex {
  let next = index;
  for (const [key, marks] of Object.entries(learned)) {
    const known = next[key];
    if (known?.marks.length) continue;
    // Removed here, the removal not delivered yet: the search may still have seen it.
    const seen = new Set((known?.removed ?? []).map((r) => r.key));
    const kept: KeptMark[] = [];
    for (const [order, m] of marks.entries()) {
      const quote = linkedQuote(m.quote);
      const passage = passageKey(key, quote);
      if (seen.has(passage)) continue;
      seen.add(passage);
      kept.push({
        id: 'craft-' + (m.blockId ?? passage),
        selectors: [quote],
        color: m.color,
        // Unplaced marks list in creation order: Craft's order stands in for it.
        createdAt: order,
        rev: 1,
        sent: 1,
      });
    }
    if (!kept.length) continue;
    const record: PageRecord = {
      url: key,
      title: known?.title ?? '',
      marks: kept.sort(inPageOrder),
      ...(known?.removed ? { removed: known.removed } : {}),
      craft: known?.craft?.connectionId === connectionId ? known.craft : { connectionId },
      // Never changed here: the first to go when the index is full.
      updatedAt: known?.updatedAt ?? 0,
    };
    next = withRecord(next, key, record);
  }
  return next;
}
