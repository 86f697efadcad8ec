/**
 * The Rules section's state and actions: the list (rulesItem, in order), the rule being edited, the
 * outcome of the last action, and the tester's answer. Every change is validated before it is stored
 * (lib/rules/validate.ts); what fails changes nothing and says why.
 */
import { signal } from '@preact/signals';
import { t } from '../../lib/i18n/t';
import { findRule } from '../../lib/rules/match';
import { pickFor } from '../../lib/rules/apply';
import { buildRulesFile, parseRulesFile } from '../../lib/rules/rules-file';
import type { Rule } from '../../lib/rules/types';
import { validateRule } from '../../lib/rules/validate';
import { rulesItem } from '../../lib/storage/items';
import { draftOf, EMPTY_DRAFT, ruleInput, type RuleDraft } from './rule-draft';
import { placeLabel, placeOptions } from './rule-places';

export type Outcome = { tone: 'info' | 'error'; message: string };

export const rules = signal<Rule[]>([]);
/** The form's fields; undefined when the form is closed. */
export const draft = signal<RuleDraft | undefined>(undefined);
export const formError = signal<string | undefined>(undefined);
export const outcome = signal<Outcome | undefined>(undefined);
export const confirming = signal<string | undefined>(undefined);
export const testAnswer = signal<Outcome | undefined>(undefined);

const newId = () => crypto.randomUUID();

export async function loadRules(): Promise<void> {
  rules.value = await rulesItem.getValue();
}

async function store(next: Rule[], message: string): Promise<boolean> {
  try {
    await rulesItem.setValue(next);
    rules.value = next;
    outcome.value = { tone: 'info', message };
    return true;
  } catch {
    outcome.value = { tone: 'error', message: t('rules_saveFailed') };
    return false;
  }
}

export function startEdit(rule?: Rule): void {
  outcome.value = undefined;
  formError.value = undefined;
  draft.value = rule ? draftOf(rule) : { ...EMPTY_DRAFT };
}

export function editDraft(patch: Partial<RuleDraft>): void {
  if (draft.value) draft.value = { ...draft.value, ...patch };
}

/** Validates the form; stores the rule (in its place, or last when new) and closes the form. */
export async function saveDraft(): Promise<boolean> {
  const current = draft.value;
  if (!current) return false;
  const own = rules.value.find((r) => r.id === current.id)?.destination;
  const result = validateRule(ruleInput(current, placeOptions(own)), newId);
  if (!result.ok) {
    formError.value = result.error;
    return false;
  }
  const rule = result.value;
  const exists = rules.value.some((r) => r.id === rule.id);
  const next = exists ? rules.value.map((r) => (r.id === rule.id ? rule : r)) : [...rules.value, rule];
  if (!(await store(next, t('rules_saved', rule.name)))) return false;
  draft.value = undefined;
  formError.value = undefined;
  return true;
}

export async function moveRule(id: string, delta: -1 | 1): Promise<void> {
  const list = [...rules.value];
  const from = list.findIndex((r) => r.id === id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= list.length) return;
  [list[from], list[to]] = [list[to]!, list[from]!];
  try {
    await rulesItem.setValue(list);
    rules.value = list;
  } catch {
    outcome.value = { tone: 'error', message: t('rules_saveFailed') };
  }
}

export async function removeRule(rule: Rule): Promise<void> {
  confirming.value = undefined;
  await store(
    rules.value.filter((r) => r.id !== rule.id),
    t('rules_removed', rule.name),
  );
}

/** Which rule would take a page at this URL (and of this schema.org type), and what it would pick. */
export function testRules(url: string, schemaType: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    testAnswer.value = { tone: 'error', message: t('rules_testBadUrl') };
    return;
  }
  const page = { url: parsed.href, site: parsed.hostname, schemaTypes: schemaType.trim() ? [schemaType.trim()] : [] };
  const rule = findRule(rules.value, page);
  if (!rule) {
    testAnswer.value = { tone: 'info', message: t('rules_testNone') };
    return;
  }
  const where = rule.destination ? placeLabel(rule.destination) : t('rules_whereDefault');
  const pick = pickFor(rule, page);
  const title = pick.title ? ` ${t('rules_testTitle', pick.title)}` : '';
  testAnswer.value = { tone: 'info', message: `${t('rules_testMatch', [rule.name, where])}${title}` };
}

export function exportRules(now = new Date()): void {
  const file = buildRulesFile(rules.value, now, newId);
  const blob = new Blob([JSON.stringify(file, null, 2) + '\n'], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'clip-to-craft-rules.json';
  link.click();
  // The download has its own copy of the bytes once started; the next task is late enough.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  outcome.value = { tone: 'info', message: t('rules_exported', file.rules.length) };
}

/** All or nothing: a file that is not a valid rule file leaves the list as it was. */
export async function importRules(file: File): Promise<void> {
  const result = parseRulesFile(await file.text(), newId);
  if (!result.ok) {
    outcome.value = { tone: 'error', message: result.error };
    return;
  }
  draft.value = undefined;
  await store(result.value, t('rules_imported', result.value.length));
}
