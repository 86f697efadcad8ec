/**
 * Rule files: export writes the rules as JSON, import reads one back. Every rule goes through
 * validateRule both ways, so only known fields travel (never a connection URL or key, see
 * validate.ts); an import is all or nothing: one bad rule and the whole file is refused, in words.
 */
import { t } from '../i18n/t';
import type { Result } from '../model/types';
import type { Rule } from './types';
import { validateRule } from './validate';

export const RULES_FORMAT = 'clip-to-craft-rules';
export const MAX_RULES = 200;
const MAX_FILE_CHARS = 1_000_000;

export interface RulesFile {
  format: typeof RULES_FORMAT;
  version: 1;
  exportedAt: string;
  rules: Rule[];
}

export function buildRulesFile(rules: readonly Rule[], now: Date, newId: () => string): RulesFile {
  const clean = rules.map((rule) => validateRule(rule, newId)).flatMap((r) => (r.ok ? [r.value] : []));
  return { format: RULES_FORMAT, version: 1, exportedAt: now.toISOString(), rules: clean };
}

/** The rules of a file's text, with fresh ids where two share one; or why the file cannot be used. */
export function parseRulesFile(textOfFile: string, newId: () => string): Result<Rule[]> {
  if (textOfFile.length > MAX_FILE_CHARS) return { ok: false, error: t('rules_importTooBig') };
  let data: unknown;
  try {
    data = JSON.parse(textOfFile);
  } catch {
    return { ok: false, error: t('rules_importNotJson') };
  }
  const file = data as Partial<RulesFile> | null;
  if (typeof file !== 'object' || file === null || file.format !== RULES_FORMAT || !Array.isArray(file.rules))
    return { ok: false, error: t('rules_importNotRules') };
  if (file.version !== 1) return { ok: false, error: t('rules_importVersion') };
  if (file.rules.length > MAX_RULES) return { ok: false, error: t('rules_importTooMany', MAX_RULES) };
  const rules: Rule[] = [];
  const ids = new Set<string>();
  for (const [index, input] of file.rules.entries()) {
    const result = validateRule(input, newId);
    if (!result.ok) return { ok: false, error: t('rules_importRule', [index + 1, result.error]) };
    const rule = ids.has(result.value.id) ? { ...result.value, id: newId() } : result.value;
    ids.add(rule.id);
    rules.push(rule);
  }
  return { ok: true, value: rules };
}
