/**
 * The Craft rules run by turndown's own walk, through its public API only: `new TurndownService`
 * with the documented `defaultReplacement` option, `addRule` for every rule, and the documented
 * override of `escape`. It exists to keep the rules honest turndown rules: the parity test
 * (tests/unit/lib/convert/turndown-parity.test.ts) converts the golden fixtures with both walks
 * and lists where engine.ts differs, and why. Not used by the extension: the page's capture.js
 * must not carry the turndown engine (only rules/index.ts and engine.ts).
 *
 * `keep` and `remove` are not needed: turndown asks their filters only after every added rule,
 * while each Craft rule needs its place in the priority order (noise before paragraph, …).
 * One service per call, its rules closing over that call's context: nothing of one conversion is
 * parked where the next could see it.
 */
import TurndownService from 'turndown';
import { escapeRun } from './escape';
import { finish, newContext, parseInput } from './pipeline';
import { craftRules, defaultReplacement } from './rules';
import { ownerTable } from './dom';
import type { ConvertContext, CraftMarkdown, CraftRule, ToCraftOptions } from './types';

/** toCraftMarkdown with turndown's `turndown()` as the walk. */
export function turndownToCraftMarkdown(input: Node | string, options: ToCraftOptions): CraftMarkdown {
  const root = parseInput(input);
  const ctx = newContext(root, options);
  const service = new TurndownService({ defaultReplacement: (content, node) => defaultReplacement(content, node) });
  service.escape = (text) => escapeRun(text);
  // addRule puts each new rule first, so the lowest priority is added first.
  for (const [key, rule] of Object.entries(craftRules).reverse()) service.addRule(key, adapt(rule, ctx));
  return finish(service.turndown(walkRoot(root)), ctx);
}

/** What engine.ts walks: a document's body, else the node itself (a text node goes in a fragment: turndown takes no bare text). */
function walkRoot(root: Node): TurndownService.Node {
  if (root.nodeType === 9) return (root as Document).body ?? (root as Document).documentElement;
  if (root.nodeType !== 3) return root as HTMLElement | DocumentFragment;
  const fragment = root.ownerDocument!.createDocumentFragment();
  fragment.append(root.cloneNode());
  return fragment;
}

/** The rule with this call's context as its third argument instead of turndown's options. */
function adapt(rule: CraftRule, ctx: ConvertContext): TurndownService.Rule {
  return {
    filter: (node) => {
      enterTable(node, ctx);
      return rule.filter ? rule.filter(node, ctx) : (rule.tags?.has(node.localName) ?? false);
    },
    replacement: (content, node) => {
      enterTable(node, ctx);
      return rule.replacement(content, node, ctx);
    },
  };
}

/**
 * engine.ts keeps the table being converted in `ctx.table` as it enters and leaves tables; turndown
 * does not tell rules where they are, so it is looked up from the element (slower, same answer).
 */
function enterTable(node: HTMLElement, ctx: ConvertContext): void {
  const table = ownerTable(node);
  if (table === ctx.table) return;
  ctx.table = table;
  ctx.tableFacts = null;
}
