/**
 * The check's report, as text for people or JSON, with the secrets taken out: the connection's
 * link id and API key (and the URL that holds the id) never appear, so it can be sent to us as is.
 */
import { kindLabel } from '../../lib/connections/kind-label';
import type { CheckReport, QuestionResult } from './run';

/** Replaces every form of the secrets in `text`. */
export function redact(text: string, secrets: { apiUrl?: string; linkId?: string; apiKey?: string }): string {
  let out = text;
  const pairs: Array<[string | undefined, string]> = [
    [secrets.apiUrl, '<API URL>'],
    [secrets.apiKey, '<key>'],
    [secrets.linkId, '<link id>'],
  ];
  for (const [secret, placeholder] of pairs) {
    if (!secret) continue;
    for (const form of new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)]))
      out = out.split(form).join(placeholder);
  }
  return out;
}

export const summaryLine = (report: CheckReport) =>
  `${report.counts.match} match, ${report.counts.differ} differ, ${report.counts.unknown} unknown`;

const compact = (value: unknown) => JSON.stringify(value);

function resultLines(r: QuestionResult): string[] {
  const head = `[${r.verdict}] ${r.title} (evidence ${r.evidence})`;
  if (r.verdict === 'not asked') return [head, `    not asked: ${r.note}`];
  const lines = [head];
  if (r.service !== undefined) lines.push(`    the service answered: ${compact(r.service)}`);
  if (r.verdict === 'match') lines.push('    the emulator:         the same');
  else if (r.emulator !== undefined) lines.push(`    the emulator does:    ${compact(r.emulator)}`);
  if (r.note) lines.push(`    ${r.note}`);
  return lines;
}

export function renderText(report: CheckReport): string {
  return [
    `Craft connection check of ${report.host}, link kind: ${kindLabel(report.kind)}. The link id and key are left out of this report.`,
    '',
    ...report.results.flatMap((r) => [...resultLines(r), '']),
    summaryLine(report),
  ].join('\n');
}

export function renderJson(report: CheckReport): string {
  return JSON.stringify({ ...report, summary: summaryLine(report) }, null, 2);
}
