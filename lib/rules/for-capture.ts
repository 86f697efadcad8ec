/**
 * The rule for a captured page, as the background's quick clip and menus look it up: the first rule
 * that takes the page (its URL, metadata and JSON-LD, as capture.js read them) and what it picks.
 */
import type { CaptureResult } from '../capture/types';
import { pickFor, type RulePick } from './apply';
import { findRule } from './match';
import { pageFactsOf } from './page-facts';
import type { Rule } from './types';

export interface RuleFound {
  rule: Rule;
  pick: RulePick;
}

export function ruleForCapture(
  rules: readonly Rule[],
  capture: Pick<CaptureResult, 'metadata' | 'schema'>,
): RuleFound | undefined {
  const facts = pageFactsOf(capture.metadata, capture.schema);
  const rule = findRule(rules, facts);
  return rule ? { rule, pick: pickFor(rule, facts) } : undefined;
}
