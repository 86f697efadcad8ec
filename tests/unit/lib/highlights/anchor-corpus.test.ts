// @vitest-environment happy-dom
// anchor.ts on real pages (tests/corpus): random ranges (seeded: FUZZ_SEED, tests/setup) are
// described, then placed again on the unchanged page (exactly), after edits outside them (exactly,
// on the same text), after a small edit inside them (on the edited passage) and after their passage
// was removed (null: never another place). Rates are printed; a wrong place fails the test.
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
 * `near`: the passage, ends within a few characters (whitespace at the ends aside); `partial`: inside
 * the passage, on at least half of it (an approximate match that leaves out an edited end);
 * `copy`: on another occurrence of text the page repeats word for word (nothing tells them apart).
 */
type Outcome = 'exact' | 'near' | 'partial' | 'copy' | 'null' | 'wrong';
const tally: Record<string, Record<Outcome, number>> = {};
const failures: string[] = [];

function count(kind: string, outcome: Outcome, detail: string) {
  tally[kind] ??= { exact: 0, near: 0, partial: 0, copy: 0, null: 0, wrong: 0 };
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

function judge(
  kind: string,
  root: Element,
  got: [number, number] | null,
  want: [number, number],
  slack: number,
  detail: string,
  repeated: (placedText: string) => boolean,
) {
  if (!got) return count(kind, 'null', detail);
  if (got[0] === want[0] && got[1] === want[1]) return count(kind, 'exact', detail);
  // Near: the same passage give or take `slack` characters, not counting whitespace at its ends.
  const [a, b] = [trimmed(root, got), trimmed(root, want)];
  const near = Math.abs(a[0] - b[0]) <= slack && Math.abs(a[1] - b[1]) <= slack;
  if (near) return count(kind, 'near', detail);
  const inside = a[0] >= b[0] - slack && a[1] <= b[1] + slack && a[1] - a[0] >= (b[1] - b[0]) / 2;
  if (inside) return count(kind, 'partial', detail);
  const copy = repeated(rootText(root).slice(got[0], got[1]));
  count(kind, copy ? 'copy' : 'wrong', `${detail} at ${got} want ${want}`);
}

/** A range without the whitespace at its ends. */
function trimmed(root: Element, [start, end]: [number, number]): [number, number] {
  const text = rootText(root);
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  return [start, end];
}

function rate(kind: string, ...outcomes: Outcome[]): number {
  const t = tally[kind];
  const all = Object.values(t).reduce((a, b) => a + b, 0);
  return outcomes.reduce((sum, o) => sum + t[o], 0) / all;
}

afterAll(() => {
  for (const [kind, t] of Object.entries(tally)) {
    const all = Object.values(t).reduce((a, b) => a + b, 0);
    console.log(
      `anchor ${kind}: ${all} marks, exact ${t.exact}, near ${t.near}, partial ${t.partial}, on a repeated copy ${t.copy}, not placed ${t.null}, wrong ${t.wrong}`,
    );
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
          0,
          `${name} ${JSON.stringify(m.exact.slice(0, 40))}`,
          () => false,
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
          2 * k,
          `${name} ${kind} ${JSON.stringify(m.exact.slice(0, 40))}`,
          (t) => repeated(t) && repeated(m.exact),
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
          got ? (same ? 'copy' : 'wrong') : 'null',
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
          0,
          `${name} ${JSON.stringify(m.exact.slice(0, 40))}`,
          (t) => repeated(t) && repeated(m.exact),
        );
      }
    }
  });

  // Measured with the default seed (913 marks on 120 pages): unchanged 913 exact; edits around 910 on
  // the same text, 3 not placed, 0 wrong; edit inside 510 on the passage, 78 not placed, 21 elsewhere;
  // passage removed 558 not placed, 31 elsewhere. Hypothesis's way, same marks: edits around 913 on
  // the same text; edit inside 584 on the passage, 0 not placed, 25 elsewhere; passage removed 177 not
  // placed, 412 elsewhere. The aim is 0 elsewhere; ours misses on whitespace-heavy navigation and
  // near-duplicate text, and leaves 78 edited passages unplaced that Hypothesis places (TODO 2026-11-27: issue 27).
  it('places every mark exactly where nothing changed around it, and almost none elsewhere', () => {
    expect(failures.filter((f) => f.startsWith('unchanged') || f.startsWith('edits around'))).toEqual([]);
    expect(rate('unchanged', 'exact')).toBe(1);
    expect(rate('edits around', 'exact', 'near', 'copy')).toBeGreaterThanOrEqual(0.99);
    expect(rate('edit inside', 'exact', 'near', 'partial', 'copy')).toBeGreaterThanOrEqual(0.8);
    expect(rate('edit inside', 'wrong')).toBeLessThanOrEqual(0.05);
    expect(rate('passage removed', 'wrong')).toBeLessThanOrEqual(0.07);
    // Never more marks elsewhere than Hypothesis's way puts there.
    for (const kind of ['unchanged', 'edit inside', 'passage removed', 'edits around']) {
      expect(rate(kind, 'wrong')).toBeLessThanOrEqual(rate('hypothesis ' + kind, 'wrong'));
    }
  });
});
