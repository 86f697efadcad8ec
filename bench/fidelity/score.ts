/** Scores converter outputs against the fidelity cases (cases.ts): pure, so it is unit-tested. */
import type { Check, FidelityCase } from './cases';

export function passes(check: Check, output: string): boolean {
  if ('has' in check) return output.includes(check.has);
  if ('lacks' in check) return !output.includes(check.lacks);
  if ('matches' in check) return check.matches.test(output);
  return !check.rejects.test(output);
}

export function describeCheck(check: Check): string {
  if ('has' in check) return `has ${JSON.stringify(check.has)}`;
  if ('lacks' in check) return `lacks ${JSON.stringify(check.lacks)}`;
  if ('matches' in check) return `matches ${check.matches}`;
  return `rejects ${check.rejects}`;
}

export interface CaseScore {
  name: string;
  passed: number;
  total: number;
  failed: string[];
}
export interface ConverterScore {
  converter: string;
  passed: number;
  total: number;
  percent: number;
  cases: CaseScore[];
}

/** `outputs[i]` is the converter's Markdown for `cases[i]` (or an Error message when it threw). */
export function scoreConverter(
  converter: string,
  cases: readonly FidelityCase[],
  outputs: readonly string[],
): ConverterScore {
  const scored = cases.map((c, i) => {
    const failed = c.checks
      .filter((check) => !passes(check, outputs[i]))
      .map((check) => `${describeCheck(check)} (${check.why})`);
    return { name: c.name, passed: c.checks.length - failed.length, total: c.checks.length, failed };
  });
  const passed = scored.reduce((s, c) => s + c.passed, 0);
  const total = scored.reduce((s, c) => s + c.total, 0);
  return { converter, passed, total, percent: Math.round((passed / total) * 1000) / 10, cases: scored };
}
