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
import { CRAFT_RULES, defaultRule } from './rules';
import { isMathScript } from './rules/math';
import { textRun } from './text-run';
import type { ConvertContext, CraftRule } from './types';

/**
 * Turndown asks every rule's filter about every element; most would say no after reading the tag
 * name or an attribute, and DOM reads are the cost that matters (about a microsecond each in
 * happy-dom). So the rules, in priority order, are pre-sorted per tag name and "has attributes or
 * not" using their dispatch hints; only those candidates' filters run. Two maps (without / with
 * attributes) rather than a composed key: no string built per element.
 */
const candidateMaps: [Map<string, CraftRule[]>, Map<string, CraftRule[]>] = [new Map(), new Map()];

function candidates(name: string, hasAttributes: boolean): CraftRule[] {
  const byName = candidateMaps[hasAttributes ? 1 : 0];
  let list = byName.get(name);
  if (!list) {
    list = CRAFT_RULES.filter((rule) => {
      if (!rule.tags && !rule.attributeTags) return true;
      if (rule.tags?.has(name)) return true;
      return hasAttributes && (rule.attributeTags === '*' || (rule.attributeTags?.has(name) ?? false));
    });
    byName.set(name, list);
  }
  return list;
}

export function ruleFor(el: HTMLElement, name: string, ctx: ConvertContext): CraftRule {
  const list = candidates(name, el.hasAttributes());
  for (let i = 0; i < list.length; i++) if (list[i].filter(el, ctx)) return list[i];
  return defaultRule;
}

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
    } else if (
      type === 1 &&
      (ctx.skip === undefined || !ctx.skip(child as Element) || isMathScript(child as Element))
    ) {
      out.markup(convertElement(child as HTMLElement, ctx, depth + 1));
    }
  }
  return out.toString();
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
  if (rule.raw) return rule.replacement('', el, ctx);
  return wrapContent(el, name, rule, convertChildren(el, ctx, depth), ctx);
}

/** An element's markdown from its rule and its children's (chunked.ts converts the children in parts). */
export function wrapContent(
  el: HTMLElement,
  name: string,
  rule: CraftRule,
  content: string,
  ctx: ConvertContext,
): string {
  if (rule === defaultRule || isBlockName(name)) return rule.replacement(content, el, ctx);
  // `<em>` around a paragraph or a `<pre>`: markup split over blocks would break them (a `*` after a
  // closing fence leaves the fence open), so the element's own markup is left out.
  if (!rule.spansBlocks && (content.includes('\n\n') || content.includes('```'))) return content;
  return withFlankingWhitespace(content, rule, el, ctx);
}

/** `<b> x </b>` → ` **x** `: whitespace inside inline markup moves outside it, as in turndown. */
function withFlankingWhitespace(content: string, rule: CraftRule, el: HTMLElement, ctx: ConvertContext): string {
  let a = 0;
  while (a < content.length && isSpace(content.charCodeAt(a))) a++;
  let b = content.length;
  while (b > a && isSpace(content.charCodeAt(b - 1))) b--;
  if (a === 0 && b === content.length) return rule.replacement(content, el, ctx);
  return edge(content.slice(0, a)) + rule.replacement(content.slice(a, b), el, ctx) + edge(content.slice(b));
}

function edge(ws: string): string {
  if (!ws) return '';
  const newlines = ws.split('\n').length - 1;
  return newlines === 0 ? ' ' : newlines === 1 ? '\n' : '\n\n';
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 13 || c === 160;
}
