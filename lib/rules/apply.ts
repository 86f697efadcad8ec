/**
 * What a rule picks for one page: its settings as they are, and its patterns filled from the page
 * (the clip's title, tags, property values). Unset settings stay undefined: today's defaults.
 */
import type { PageFacts } from './page-facts';
import { fillPattern } from './title-pattern';
import type { Rule } from './types';

export interface RulePick {
  rule: Rule;
  title?: string;
  tags?: string[];
  properties?: Record<string, string>;
}

export function pickFor(rule: Rule, page: PageFacts): RulePick {
  const pick: RulePick = { rule };
  if (rule.titlePattern) pick.title = fillPattern(rule.titlePattern, page) || page.title;
  const tags = rule.tags?.map((tag) => fillPattern(tag, page)).filter(Boolean);
  if (tags?.length) pick.tags = [...new Set(tags)];
  if (rule.properties) {
    const entries = Object.entries(rule.properties).map(([name, p]) => [name, fillPattern(p, page)] as const);
    pick.properties = Object.fromEntries(entries.filter(([, value]) => value));
  }
  return pick;
}
