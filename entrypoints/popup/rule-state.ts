/**
 * The rule that took this page (lib/rules), as the Clip view holds it: decided on the first capture
 * (rule-take.ts, a lazy chunk) and read while composing. Only types and signals here, so the popup's
 * first bundle carries no rule code.
 */
import { signal } from '@preact/signals';
import type { HeaderField } from '../../lib/model/types';
import type { RulePick } from '../../lib/rules/apply';
import type { Rule } from '../../lib/rules/types';

export interface TakenRule {
  rule: Rule;
  pick: RulePick;
  /** False once the user said "Don't use rule". */
  used: boolean;
}

export const taken = signal<TakenRule | undefined>(undefined);

/** What composing the clip takes from the rule in use: its header fields and tags. */
export function ruleCompose(): { headerFields?: HeaderField[]; tags?: string[] } {
  const r = taken.value;
  if (!r?.used) return {};
  return {
    ...(r.rule.headerFields ? { headerFields: r.rule.headerFields } : {}),
    ...(r.pick.tags ? { tags: r.pick.tags } : {}),
  };
}

/** The collection the rule in use puts the page in, with the rule's picks for its item. */
export function ruleCollection(): { collectionId: string; pick: RulePick } | undefined {
  const r = taken.value;
  const d = r?.used ? r.rule.destination : undefined;
  return d?.kind === 'collection' ? { collectionId: d.collectionId, pick: r!.pick } : undefined;
}
