/**
 * The conversion walk. It replaces turndown's own `turndown()`/`process()` but keeps its
 * `{ filter, replacement }` rule contract: it dispatches the rule objects of rules/index.ts
 * (CRAFT_RULES, in priority order) and passes the per-call context explicitly. turndown-service.ts
 * registers the same rules with turndown's public API; tests/unit/lib/convert/turndown-parity.test.ts
 * shows where the two walks differ. Nothing here imports turndown: the page's capture.js does not
 * carry it.
 *
 * Why not call turndown's `turndown(node)`: turndown clones the whole input (measured at 16× a plain
 * tree walk in happy-dom, and superlinear), mutates the clone to collapse whitespace, and reads
 * `textContent` of every node to decide blankness and flanking whitespace (O(nodes × depth)). This
 * walk reads the DOM once, never writes to it (the input may be the live page), and does whitespace
 * collapsing while joining (see output.ts).
 */
import { isBlockName, nextChild } from './dom';
import { MAX_NESTING, flatParagraphs } from './limits';
import { Output } from './output';
import { ruleFor } from './dispatch';
import { isMathScript } from './rules/math';
import { textRun } from './text-run';
import type { ConvertContext, CraftRule } from './types';

/** Converts every child of `parent` (itself `depth` levels down) and joins the results. */
export function convertChildren(parent: Node, ctx: ConvertContext, depth = 0): string {
  // Most elements hold one text node (links, code spans, cells) or nothing: what Output would return
  // for them is the escaped text itself (collapsed text holds no newlines), without building one.
  const only = parent.firstChild;
  if (only === null) return '';
  if (only === parent.lastChild && (only.nodeType === 3 || only.nodeType === 4)) {
    return textRun((only as Text).data);
  }
  const out = new Output();
  // nextChild, not for…of or childNodes[i]: both are several times slower in Chromium (see dom.ts).
  for (let child: ChildNode | null = only, i = 0; child !== null; child = nextChild(parent, child, i++)) {
    const type = child.nodeType;
    if (type === 3 || type === 4) {
      out.text(textRun((child as Text).data));
    } else if (type === 1 && isConverted(child as Element, ctx)) {
      out.markup(convertElement(child as HTMLElement, ctx, depth + 1));
    }
  }
  return out.toString();
}

/** Whether a child element is converted: not left out by the caller's skip (a formula's TeX source never is). */
export function isConverted(el: Element, ctx: ConvertContext): boolean {
  return ctx.skip === undefined || !ctx.skip(el) || isMathScript(el);
}

/** Converts one element with the first rule whose filter accepts it; too deep, it becomes plain text. */
export function convertElement(el: HTMLElement, ctx: ConvertContext, depth = 0): string {
  if (depth >= MAX_NESTING) {
    ctx.limits.add('deep-nesting');
    return '\n\n' + flatParagraphs(el) + '\n\n';
  }
  // localName is read once: each read crosses into the DOM and makes a string.
  const name = el.localName;
  if (name !== 'table') return convertNamed(el, name, ctx, depth);
  // Rows and cells find their table's facts through ctx.table (table-facts.ts ownerFacts).
  const outer = ctx.table;
  const outerFacts = ctx.tableFacts;
  ctx.table = el;
  ctx.tableFacts = null;
  const markdown = convertNamed(el, name, ctx, depth);
  ctx.table = outer;
  ctx.tableFacts = outerFacts;
  return markdown;
}

function convertNamed(el: HTMLElement, name: string, ctx: ConvertContext, depth: number): string {
  const rule = ruleFor(el, name, ctx);
  if (rule?.raw) return rule.replacement('', el, ctx);
  return wrapContent(el, name, rule, convertChildren(el, ctx, depth), ctx);
}

/** An element's markdown from its rule (null: none claims it) and its children's (chunked.ts converts them in parts). */
export function wrapContent(
  el: HTMLElement,
  name: string,
  rule: CraftRule | null,
  content: string,
  ctx: ConvertContext,
): string {
  // No rule (div, span, section, …): rules/index.ts defaultReplacement, without its call.
  if (rule === null) return isBlockName(name) ? '\n\n' + content.trim() + '\n\n' : content;
  if (isBlockName(name)) return rule.replacement(content, el, ctx);
  // `<em>` around a paragraph or a `<pre>`: markup split over blocks would break them (a `*` after a
  // closing fence leaves the fence open), so the element's own markup is left out.
  if (!rule.spansBlocks && (content.includes('\n\n') || content.includes('```'))) return content;
  // `<b> x </b>` → ` **x** `: whitespace inside inline markup moves outside it, as in turndown.
  let a = 0;
  let b = content.length;
  while (a < b && SPACE[content.charCodeAt(a)] === 1) a++;
  while (b > a && SPACE[content.charCodeAt(b - 1)] === 1) b--;
  if (a === 0 && b === content.length) return rule.replacement(content, el, ctx);
  return edge(content.slice(0, a)) + rule.replacement(content.slice(a, b), el, ctx) + edge(content.slice(b));
}

/** Space, tab, CR, LF and no-break space, by char code (a table read, not a call per character). */
const SPACE = new Uint8Array(161);
for (const c of [32, 10, 9, 13, 160]) SPACE[c] = 1;

/** Whitespace moved out of inline markup: one space, or the newlines it held (at most a blank line). */
function edge(ws: string): string {
  if (!ws) return '';
  const newlines = ws.split('\n').length - 1;
  return newlines === 0 ? ' ' : newlines === 1 ? '\n' : '\n\n';
}
