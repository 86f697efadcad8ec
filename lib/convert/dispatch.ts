/**
 * Which rule converts an element (engine.ts). Turndown asks every rule's filter about every element;
 * here the rules, in priority order, are pre-sorted per tag name and "has attributes or not" using
 * their dispatch hints (types.ts CraftRule), so only those candidates are asked. A rule without a
 * filter is chosen by the name alone, and nothing after it in the list can be reached, so the list
 * ends there: a `<p>`, `<li>` or `<a>` without attributes costs one map lookup and no call. Two maps
 * (without / with attributes) rather than a composed key: no string built per element.
 */
import { CRAFT_RULES } from './rules';
import type { ConvertContext, CraftRule } from './types';

const candidateMaps: [Map<string, CraftRule[]>, Map<string, CraftRule[]>] = [new Map(), new Map()];

/** The rule for `el` (named `name`), or null for the default (its content, as a block or inline). */
export function ruleFor(el: HTMLElement, name: string, ctx: ConvertContext): CraftRule | null {
  const hasAttributes = el.hasAttributes();
  const byName = candidateMaps[hasAttributes ? 1 : 0];
  let list = byName.get(name);
  if (list === undefined) {
    list = [];
    for (const rule of CRAFT_RULES) {
      const named = rule.tags?.has(name) ?? false;
      const asked =
        (!rule.tags && !rule.attributeTags) ||
        named ||
        (hasAttributes && (rule.attributeTags === '*' || (rule.attributeTags?.has(name) ?? false)));
      if (!asked) continue;
      list.push(rule);
      if (named && !rule.filter) break;
    }
    byName.set(name, list);
  }
  for (let i = 0; i < list.length; i++) {
    const rule = list[i];
    if (rule.filter === undefined || rule.filter(el, ctx)) return rule;
  }
  return null;
}
