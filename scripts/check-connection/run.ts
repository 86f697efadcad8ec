/**
 * The connection check: asks each open question of shared/spec/craft-api-evidence.md §6 (and §8's trash) of the
 * user's connection and of a local emulator link of the same kind (started here, so "what our
 * emulator does" is what this checkout's emulator really does), and compares the two answers.
 * Everything it creates on either side it removes again.
 */
import { startEmulator } from '../../emulator/index';
import { createCraftClient, detectConnectionKind, parseConnectionUrl } from '../../lib/craft';
import type { ConnectionKind } from '../../lib/craft/types';
import type { Question } from './question';
import { shapeOf } from './question';
import { kindEndpoints, twoLineTask } from './questions-links';
import { codeTags, imageLine, inlineMarkup, pageWrapper } from './questions-markdown';
import { deleteStale, largestInsert, uploadBlock } from './questions-blocks';
import { trashListing, trashWrite } from './questions-trash';
import { openSide, type Side } from './side';
import { createWire, type Answer } from './wire';

export const QUESTIONS: Question[] = [
  kindEndpoints,
  twoLineTask,
  inlineMarkup,
  codeTags,
  imageLine,
  pageWrapper,
  uploadBlock,
  deleteStale,
  largestInsert,
  trashListing,
  // Last: it moves the scratch document to the trash (and back), so no question writes into it while there.
  trashWrite,
];

export type Verdict = 'match' | 'differ' | 'unknown' | 'not asked';

export interface QuestionResult {
  id: string;
  title: string;
  evidence: string;
  verdict: Verdict;
  service?: unknown;
  emulator?: unknown;
  /** Why it is unknown or was not asked. */
  note?: string;
}

export interface CheckReport {
  host: string;
  kind: ConnectionKind;
  results: QuestionResult[];
  counts: { match: number; differ: number; unknown: number };
}

type Outcome = { value: unknown } | { note: string } | { skip: string };

async function outcome(question: Question, side: Side): Promise<Outcome> {
  if (question.kinds && !question.kinds.includes(side.kind))
    return { skip: `this kind of link has no ${question.id === 'two-line-task' ? 'tasks' : 'such endpoint'}` };
  if (question.writes && !side.place)
    return {
      note: 'no place to write into that could be left as it was (a Daily Notes link needs a note for today or yesterday)',
    };
  try {
    return { value: await question.ask(side) };
  } catch (error) {
    return { note: `could not be asked: ${(error as Error).message}` };
  }
}

function compare(question: Question, service: Outcome, emulator: Outcome): QuestionResult {
  const base = { id: question.id, title: question.title, evidence: question.evidence };
  if ('skip' in service) return { ...base, verdict: 'not asked', note: service.skip };
  if ('note' in service) return { ...base, verdict: 'unknown', note: service.note };
  if ('note' in emulator || 'skip' in emulator)
    return {
      ...base,
      verdict: 'unknown',
      service: service.value,
      note: `the emulator: ${'note' in emulator ? emulator.note : emulator.skip}`,
    };
  const same = JSON.stringify(service.value) === JSON.stringify(emulator.value);
  return { ...base, verdict: same ? 'match' : 'differ', service: service.value, emulator: emulator.value };
}

const rateLimitQuestion = {
  id: 'rate-limit-body',
  title: 'The body of a 429 (rate limited) answer',
  evidence: '§3b #18',
};
const view429 = (a: Answer) => ({ answer: shapeOf(a), retryAfter: a.retryAfter !== undefined });

/** The 429 met on the service, against one provoked on the emulator (its limits on for a moment). */
async function rateLimitResult(
  met: Answer | undefined,
  emulatorUrl: string,
  key: string | undefined,
  setRateLimit: (on: boolean) => void,
): Promise<QuestionResult> {
  if (!met) return { ...rateLimitQuestion, verdict: 'not asked', note: 'no 429 was met during this check' };
  setRateLimit(true);
  try {
    for (let i = 0; i < 120; i++) {
      const res = await fetch(`${emulatorUrl}/connection`, { headers: key ? { Authorization: `Bearer ${key}` } : {} });
      const text = await res.text();
      if (res.status !== 429) continue;
      const ours: Answer = {
        status: 429,
        kind: /^\s*</.test(text) ? 'html' : 'json',
        text,
        json: JSON.parse(text),
        retryAfter: res.headers.get('retry-after') ?? undefined,
      };
      const same = JSON.stringify(view429(met)) === JSON.stringify(view429(ours));
      return {
        ...rateLimitQuestion,
        verdict: same ? 'match' : 'differ',
        service: view429(met),
        emulator: view429(ours),
      };
    }
    return { ...rateLimitQuestion, verdict: 'unknown', service: view429(met), note: 'the emulator gave no 429' };
  } finally {
    setRateLimit(false);
  }
}

export async function runCheck(input: { apiUrl: string; apiKey?: string }): Promise<CheckReport> {
  const parsed = parseConnectionUrl(input.apiUrl);
  if (!parsed.ok) throw new Error(parsed.error);
  const client = createCraftClient({ baseUrl: parsed.apiUrl, apiKey: input.apiKey });
  await client.connection();
  const kind = await detectConnectionKind(client);

  const marker = `cc${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const referenceKey = input.apiKey ? 'pdk_check_reference' : undefined;
  const emulator = await startEmulator({
    port: 0,
    rateLimit: false,
    links: [{ id: 'CheckReference', kind, apiKey: referenceKey }],
  });
  const wire = createWire(parsed.apiUrl, input.apiKey);
  const sides: Side[] = [];
  try {
    const service = await openSide(wire, kind, marker);
    sides.push(service);
    const reference = await openSide(createWire(emulator.links[0]!.apiUrl, referenceKey), kind, marker);
    sides.push(reference);
    const results: QuestionResult[] = [];
    for (const question of QUESTIONS)
      results.push(compare(question, await outcome(question, service), await outcome(question, reference)));
    results.push(
      await rateLimitResult(wire.rateLimited, emulator.links[0]!.apiUrl, referenceKey, (on) =>
        emulator.setRateLimit(on),
      ),
    );
    const count = (v: Verdict) => results.filter((r) => r.verdict === v).length;
    return {
      host: new URL(parsed.apiUrl).host,
      kind,
      results,
      counts: { match: count('match'), differ: count('differ'), unknown: count('unknown') },
    };
  } finally {
    for (const side of sides) await side.cleanup().catch(() => undefined);
    await emulator.close();
  }
}
