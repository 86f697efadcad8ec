/**
 * The conversion walk. It replaces turndown's own `turndown()`/`process()` but keeps its rule
 * registry (`service.rules.forNode`) and its `{ filter, replacement }` contract.
 *
 * Why not call `service.turndown(node)`: turndown clones the whole input (measured at 16× a plain tree
 * walk in happy-dom, and superlinear), mutates the clone to collapse whitespace, and reads
 * `textContent` of every node to decide blankness and flanking whitespace (O(nodes × depth)). This
 * walk reads the DOM once, never writes to it (the input may be the live page), and does whitespace
 * collapsing while joining (see output.ts).
 */
import type TurndownService from 'turndown';
import { isBlockElement } from './dom';
import { escapeText } from './escape';
import { Output } from './output';
import type { CraftOptions, CraftRule } from './types';

interface RuleRegistry {
  forNode(node: Node): CraftRule;
  defaultRule: CraftRule;
}

function registry(service: TurndownService): RuleRegistry {
  return (service as unknown as { rules: RuleRegistry }).rules;
}

/** Converts every child of `parent` and joins the results. */
export function convertChildren(parent: Node, service: TurndownService, options: CraftOptions): string {
  const out = new Output();
  for (let child = parent.firstChild; child; child = child.nextSibling) {
    const type = child.nodeType;
    if (type === 3 || type === 4) {
      const data = (child as Text).data;
      out.text(escapeText(data.replace(/[ \t\r\n\f]+/g, ' ')));
    } else if (type === 1) {
      out.markup(convertElement(child as HTMLElement, service, options));
    }
  }
  return out.toString();
}

/** Converts one element with the first rule whose filter accepts it. */
export function convertElement(el: HTMLElement, service: TurndownService, options: CraftOptions): string {
  const rules = registry(service);
  const rule = rules.forNode(el);
  if (rule.raw) return rule.replacement('', el, options);
  const content = convertChildren(el, service, options);
  if (rule === rules.defaultRule || isBlockElement(el)) return rule.replacement(content, el, options);
  return withFlankingWhitespace(content, (inner) => rule.replacement(inner, el, options));
}

/** `<b> x </b>` → ` **x** `: whitespace inside inline markup moves outside it, as in turndown. */
function withFlankingWhitespace(content: string, replace: (inner: string) => string): string {
  let a = 0;
  while (a < content.length && isSpace(content.charCodeAt(a))) a++;
  let b = content.length;
  while (b > a && isSpace(content.charCodeAt(b - 1))) b--;
  if (a === 0 && b === content.length) return replace(content);
  return edge(content.slice(0, a)) + replace(content.slice(a, b)) + edge(content.slice(b));
}

function edge(ws: string): string {
  if (!ws) return '';
  const newlines = ws.split('\n').length - 1;
  return newlines === 0 ? ' ' : newlines === 1 ? '\n' : '\n\n';
}

function isSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 13 || c === 160;
}
