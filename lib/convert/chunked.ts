/**
 * The same conversion as toCraftMarkdown, in parts: on a large input the walk stops between
 * children once it has converted about `CHUNK_ELEMENTS` elements and awaits `pause()` (the caller
 * ends the main-thread task there), so a big page is many short freezes of the tab instead of one
 * of several seconds (issue 18). Only where the count runs out does it differ from the plain walk:
 * an element too big for one part has its children converted here, in order, and is finished with
 * engine.ts's own `wrapContent`; everything smaller is converted by `convertElement` whole. The same
 * functions run on the same nodes in the same order, so the result is byte for byte the plain
 * walk's, whatever the machine's speed: where it pauses depends on counts, never on time.
 * The caller must make sure the input does not change while paused (lib/capture/convert-in-parts.ts).
 */
import { ruleFor } from './dispatch';
import { convertElement, isConverted, wrapContent } from './engine';
import { MAX_NESTING } from './limits';
import { Output } from './output';
import { finish, finishInParts, newContext, type FinishParts } from './pipeline';
import { nextChild } from './dom';
import { textRun } from './text-run';
import type { ConvertContext, CraftMarkdown, ToCraftOptions } from './types';

/** Elements converted between two pauses: a few milliseconds of work on a slow machine. */
export const CHUNK_ELEMENTS = 1500;

/**
 * The first part is smaller, and each next one twice the last up to `CHUNK_ELEMENTS`: the first
 * elements run code this page has never run (compiled as it goes, interpreted at first), several
 * times slower per element than later ones. With every part 1,500 elements, a page clip's first
 * task on breitbart, aktualne and 002 (corpus) took 67–83 ms; starting at 200, 25–44 ms (traced).
 */
export const FIRST_PART_ELEMENTS = 200;

/** The finishing passes over a long page's markdown, in parts too (pipeline.ts's finishInParts). */
export const FINISH_PARTS: FinishParts = { chars: 500_000, lines: 10_000 };

interface Budget {
  /** Elements this part may still convert. */
  left: number;
  pauses: number;
  /** This part's size. */
  chunk: number;
  readonly max: number;
  readonly pause: () => Promise<void>;
}

/** Elements under `el` (native: a live collection's length). */
const sizeOf = (el: Element) => el.getElementsByTagName('*').length;

/**
 * `toCraftMarkdown(root, options)` for an element or document root, paused every `chunk` elements
 * (the first part `first`, each next one twice the last up to `chunk`).
 * Resolves with the plain walk's result and how many times it paused.
 */
export async function toCraftMarkdownChunked(
  root: Element | Document,
  options: ToCraftOptions,
  pause: () => Promise<void>,
  chunk = CHUNK_ELEMENTS,
  first = Math.min(FIRST_PART_ELEMENTS, chunk),
  finishParts = FINISH_PARTS,
): Promise<CraftMarkdown & { pauses: number }> {
  const ctx = newContext(root, options);
  const budget: Budget = { left: first, pauses: 0, chunk: first, max: chunk, pause };
  let walked: string;
  if (root.nodeType === 9) {
    const doc = root as Document;
    walked = await children(doc.body ?? doc.documentElement, ctx, 0, budget);
  } else {
    // As index.ts's convertRoot: a cell given as the root is a block container, not one cell.
    const name = (root as Element).localName;
    walked =
      name === 'td' || name === 'th'
        ? '\n\n' + (await children(root as Element, ctx, 0, budget)) + '\n\n'
        : await element(root as HTMLElement, ctx, 0, budget);
  }
  // Only a walk that paused finishes in parts: a page that fits one part stays one task.
  const done = budget.pauses
    ? await finishInParts(walked, ctx, pauseCounted(budget), finishParts)
    : finish(walked, ctx);
  return { ...done, pauses: budget.pauses };
}

/** As engine.ts's convertElement; an element too big for one part has its children converted in parts. */
async function element(el: HTMLElement, ctx: ConvertContext, depth: number, budget: Budget): Promise<string> {
  const name = el.localName;
  const size = sizeOf(el);
  // Tables carry per-table state through ctx (engine.ts): always one part, as are the too deep.
  const whole = size < budget.chunk || name === 'table' || depth >= MAX_NESTING;
  const rule = whole ? null : ruleFor(el, name, ctx);
  // Converted whole, or a code block or formula, which reads its whole subtree at once: one part.
  if (whole || rule?.raw) {
    // Only a part that holds something already ends early: an element bigger than a part gets one of its own.
    if (size + 1 > budget.left && budget.left < budget.chunk) await nextPart(budget);
    budget.left -= size + 1;
    return rule ? rule.replacement('', el, ctx) : convertElement(el, ctx, depth);
  }
  budget.left--;
  return wrapContent(el, name, rule, await children(el, ctx, depth, budget), ctx);
}

/** The caller's pause, counted (the finishing passes' pauses). */
const pauseCounted = (budget: Budget) => async () => {
  await budget.pause();
  budget.pauses++;
};

/** Ends this part (the caller's pause) and starts the next. */
async function nextPart(budget: Budget): Promise<void> {
  await budget.pause();
  budget.pauses++;
  budget.chunk = Math.min(budget.chunk * 2, budget.max);
  budget.left = budget.chunk;
}

/** As engine.ts's convertChildren, for an element with more than one part's worth below it. */
async function children(parent: Element, ctx: ConvertContext, depth: number, budget: Budget): Promise<string> {
  const out = new Output();
  for (let child = parent.firstChild, i = 0; child !== null; child = nextChild(parent, child, i++)) {
    const type = child.nodeType;
    if (type === 3 || type === 4) {
      out.text(textRun((child as Text).data));
    } else if (type === 1 && isConverted(child as Element, ctx)) {
      out.markup(await element(child as HTMLElement, ctx, depth + 1, budget));
    }
  }
  return out.toString();
}
