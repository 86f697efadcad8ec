// @vitest-environment happy-dom
// anchor.ts on real pages (tests/corpus): random ranges (seeded: FUZZ_SEED, tests/setup) are
// described, then placed again on the unchanged page (exactly), after edits outside them (on the same
// text), after a small edit inside them (on the edited passage) and after their passage was removed
// (null: never another place). Tallies are printed; `judge` says what counts as wrong.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { anchor, describe as describeRange, type Selector } from '../../../../lib/highlights/anchor';
import { collapseText } from '../../../../lib/highlights/normalize';
import { offsetOf, rangeOf, textNodes } from '../../../../lib/highlights/text-offsets';
import { random } from '../../hostile/corpus';
import { hypothesisAnchor } from './hypothesis-baseline';
import { corpusPages, parse } from './corpus-pages';
import { insertParagraphBefore, rootText, splice, visibleTextNodes } from './text-edits';

const RANGES_PER_PAGE = 8;
const pages = corpusPages();
const rand = random(fc.readConfigureGlobal().seed ?? 1);
const pick = (n: number) => Math.floor(rand() * n);

interface Mark {
  start: number;
  end: number;
  exact: string;
  selectors: Selector[];
}

/**
 * `exact`: the passage to the character; `on passage`: overlapping it (see `judge`); `same words`: a
 * removed passage placed where the text around it joined into its very words again; `wrong`: anywhere else.
 */
type Outcome = 'exact' | 'on passage' | 'same words' | 'null' | 'wrong';
const OUTCOMES: Outcome[] = ['exact', 'on passage', 'same words', 'null', 'wrong'];
const tally: Record<string, Record<Outcome, number>> = {};
const failures: string[] = [];

function count(kind: string, outcome: Outcome, detail: string) {
  tally[kind] ??= { exact: 0, 'on passage': 0, 'same words': 0, null: 0, wrong: 0 };
  tally[kind][outcome]++;
  if (outcome === 'wrong') failures.push(`${kind}: ${detail}`);
}

/** Where Hypothesis's way of anchoring (hypothesis-baseline.ts) puts the selectors. */
function placedByHypothesis(root: Element, selectors: Selector[]): [number, number] | null {
  return hypothesisAnchor(rootText(root), selectors);
}

type Place = (root: Element, selectors: Selector[]) => [number, number] | null;

/** Ours, and Hypothesis's way for comparison (its tallies are named `hypothesis …`). */
const TOOLS: Array<[string, Place]> = [
  ['', (root, selectors) => placed(root, selectors)],
  ['hypothesis ', (root, selectors) => placedByHypothesis(root, selectors)],
];

/** Where anchor() put the selectors, in root-text offsets, or null. */
function placed(root: Element, selectors: Selector[]): [number, number] | null {
  const range = anchor(root, selectors) as Range | null;
  if (!range) return null;
  const nodes = textNodes(root);
  return [
    offsetOf(nodes, range.startContainer, range.startOffset),
    offsetOf(nodes, range.endContainer, range.endOffset),
  ];
}

/** A random range over visible text, 8 to ~300 characters; a quarter of them with element boundaries. */
function randomMark(root: Element): Mark | null {
  const visible = visibleTextNodes(root);
  if (!visible.length) return null;
  const { node, start: nodeStart } = visible[pick(visible.length)];
  const text = rootText(root);
  const start = nodeStart + pick(node.data.length);
  const end = Math.min(text.length, start + 8 + Math.floor(rand() ** 2 * 300));
  if (!text.slice(start, end).trim()) return null;
  let range = rangeOf(root.ownerDocument, textNodes(root), start, end)!;
  let s = start;
  if (rand() < 0.25 && node.parentNode) {
    // A selection that starts before the text node, between elements.
    s = nodeStart;
    range = root.ownerDocument.createRange();
    range.setStart(node.parentNode, Array.prototype.indexOf.call(node.parentNode.childNodes, node));
    const endPoint = rangeOf(root.ownerDocument, textNodes(root), end, end)!;
    range.setEnd(endPoint.endContainer, endPoint.endOffset);
  }
  const selectors = describeRange(range, root);
  return { start: s, end, exact: text.slice(s, end), selectors };
}

/**
 * Wrong, precisely: a placed range that shares less than half of the passage's true range, or that lies
 * more than half outside it, counting characters that are not whitespace (a run of spaces or newlines is
 * layout, not text: the matcher reads it as one space). Placed on another copy of the same words is wrong
 * too: it is a different passage.
 */
function judge(kind: string, root: Element, got: [number, number] | null, want: [number, number], detail: string) {
  if (!got) return count(kind, 'null', detail);
  if (got[0] === want[0] && got[1] === want[1]) return count(kind, 'exact', detail);
  const text = rootText(root);
  const inked = (from: number, to: number) => text.slice(from, to).replace(/\s+/g, '').length;
  const shared = inked(Math.max(got[0], want[0]), Math.min(got[1], want[1]));
  const on = shared >= inked(...want) / 2 && shared >= inked(...got) / 2;
  count(kind, on ? 'on passage' : 'wrong', `${detail} at ${got} want ${want}`);
}

function rate(kind: string, ...outcomes: Outcome[]): number {
  const t = tally[kind];
  const all = Object.values(t).reduce((a, b) => a + b, 0);
  return outcomes.reduce((sum, o) => sum + t[o], 0) / all;
}

afterAll(() => {
  for (const [kind, t] of Object.entries(tally)) {
    const all = Object.values(t).reduce((a, b) => a + b, 0);
    console.log(`anchor ${kind}: ${all} marks, ${OUTCOMES.map((o) => `${o} ${t[o]}`).join(', ')}`);
  }
});

describe('anchor on the real-page corpus', () => {
  it('has the pages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(120);
  });

  it.each(pages.map((p) => [p.name, p.html]))('%s', (name, html) => {
    const root = parse(html).body;
    const original = rootText(root);
    const flat = collapseText(original);
    /** The page repeats this text (whitespace aside), so placing a mark on another copy is not wrong. */
    const repeated = (quote: string) => {
      const q = collapseText(quote).trim();
      return !!q && flat.indexOf(q) !== flat.lastIndexOf(q);
    };
    const marks = Array.from({ length: RANGES_PER_PAGE }, () => randomMark(root)).filter((m): m is Mark => !!m);

    for (const m of marks) {
      for (const [tool, place] of TOOLS) {
        judge(
          tool + 'unchanged',
          root,
          place(root, m.selectors),
          [m.start, m.end],
          `${name} ${JSON.stringify(m.exact.slice(0, 40))}`,
        );
      }
    }

    for (const m of marks.filter((m) => m.exact.trim().length >= 20)) {
      // A small edit inside: about 5% of the passage inserted, deleted or replaced, mid-passage.
      const k = Math.max(1, Math.floor(m.exact.length * 0.05));
      const at = m.start + 1 + pick(m.exact.length - k - 1);
      const kind = ['insert', 'delete', 'replace'][pick(3)];
      const undo = splice(root, at, kind === 'insert' ? at : at + k, kind === 'delete' ? '' : 'x'.repeat(k));
      const end = m.end + (kind === 'insert' ? k : kind === 'delete' ? -k : 0);
      for (const [tool, place] of TOOLS) {
        judge(
          tool + 'edit inside',
          root,
          place(root, m.selectors),
          [m.start, end],
          `${name} ${kind} ${JSON.stringify(m.exact.slice(0, 40))}`,
        );
      }
      undo();
    }

    for (const m of marks.filter((m) => m.exact.trim().length >= 8 && !repeated(m.exact))) {
      const undo = splice(root, m.start, m.end, '');
      for (const [tool, place] of TOOLS) {
        const got = place(root, m.selectors);
        // Removing a passage can join the text around it into the same words again, in the same place.
        const same = got && collapseText(rootText(root).slice(got[0], got[1])).trim() === collapseText(m.exact).trim();
        count(
          tool + 'passage removed',
          got ? (same ? 'same words' : 'wrong') : 'null',
          `${name} ${JSON.stringify(m.exact.slice(0, 40))} placed at ${got}`,
        );
      }
      undo();
    }

    // Edits outside every mark: a new paragraph, then insertions and deletions before, between and after them.
    let moved = marks.map((m) => ({ ...m }));
    const blocks = [...root.querySelectorAll('p, div, h2, li')];
    for (let tries = 0; tries < 20 && blocks.length; tries++) {
      const block = blocks[pick(blocks.length)];
      const at = offsetOf(textNodes(root), block, 0);
      if (!moved.every((m) => at < m.start || at >= m.end)) continue;
      const length = insertParagraphBefore(root, block, 'A paragraph the site added since.').length;
      moved = moved.map((m) => (at < m.start ? { ...m, start: m.start + length, end: m.end + length } : m));
      break;
    }
    const edited = rootText(root);
    const edits: Array<{ at: number; delta: number }> = [];
    const outside = (from: number, to: number) =>
      moved.every((m) => to <= m.start || from >= m.end) &&
      edits.every((e) => to < e.at || from > e.at - Math.min(0, e.delta));
    for (let i = 0; i < 6; i++) {
      const at = pick(edited.length);
      const k = 1 + pick(40);
      if (i % 2 === 0 && outside(at, at)) edits.push({ at, delta: k });
      else if (i % 2 === 1 && at + k <= edited.length && outside(at, at + k)) edits.push({ at, delta: -k });
    }
    edits.sort((a, b) => b.at - a.at);
    for (const e of edits) {
      splice(
        root,
        e.at,
        e.at + Math.max(0, -e.delta),
        ' (an added aside)'.padEnd(Math.max(0, e.delta), '.').slice(0, Math.max(0, e.delta)),
      );
    }
    for (const m of moved) {
      // An insertion exactly at a mark's start goes before it; one exactly at its end, after it.
      const shift = (p: number) =>
        p + edits.filter((e) => e.at < p || (e.at === m.start && e.delta > 0)).reduce((sum, e) => sum + e.delta, 0);
      for (const [tool, place] of TOOLS) {
        judge(
          tool + 'edits around',
          root,
          place(root, m.selectors),
          [shift(m.start), shift(m.end)],
          `${name} ${JSON.stringify(m.exact.slice(0, 40))}`,
        );
      }
    }
  });

  // Measured with the default seed (913 marks on 120 pages), placed / not placed / wrong, "wrong" as `judge`
  // says. Before (match-quote.ts weighing the position into every choice, 25% quote errors allowed): unchanged
  // 913/0/0; edits around 900/3/10; edit inside 429/78/102; passage removed -/558/31. Now (15% quote errors,
  // each context side of an approximate match ≥ 0.8, places the text cannot tell apart left to the position
  // only when it clearly points at one): unchanged 913/0/0; edits around 905/3/5; edit inside 487/109/13;
  // passage removed -/577/12. Hypothesis's way, same marks: edits around 906/0/7; edit inside 490/0/119;
  // passage removed -/177/412. What is still wrong is text a page repeats (readability's Lorem ipsum pages,
  // menus and footers twice) where an edit next to the passage spoils its context and not the copy's.
  // TODO 2026-11-28 (issue 27): 0 wrong.
  it('places marks on their passage or not at all, and hardly ever elsewhere', () => {
    expect(failures.filter((f) => f.startsWith('unchanged'))).toEqual([]);
    expect(rate('unchanged', 'exact')).toBe(1);
    expect(rate('edits around', 'exact', 'on passage')).toBeGreaterThanOrEqual(0.99);
    expect(rate('edit inside', 'exact', 'on passage')).toBeGreaterThanOrEqual(0.79);
    expect(rate('edits around', 'wrong')).toBeLessThanOrEqual(0.01);
    expect(rate('edit inside', 'wrong')).toBeLessThanOrEqual(0.025);
    expect(rate('passage removed', 'wrong')).toBeLessThanOrEqual(0.025);
    // Never more marks elsewhere than Hypothesis's way puts there.
    for (const kind of ['unchanged', 'edit inside', 'passage removed', 'edits around']) {
      expect(rate(kind, 'wrong')).toBeLessThanOrEqual(rate('hypothesis ' + kind, 'wrong'));
    }
  });
});
