/** What one question of the connection check is, and the small helpers the questions share. */
import type { ConnectionKind } from '../../lib/craft/types';
import type { Side } from './side';
import type { Answer } from './wire';

export interface Question {
  id: string;
  /** The question, as a person would ask it. */
  title: string;
  /** The row of shared/spec/craft-api-evidence.md it answers. */
  evidence: string;
  /** Link kinds it can be asked on (all when omitted). */
  kinds?: readonly ConnectionKind[];
  /** It writes, so it needs a place that can be left as it was found. */
  writes?: boolean;
  /** What the service answered, as JSON with ids, URLs and the run's marker replaced (Side.norm). */
  ask(side: Side): Promise<unknown>;
}

/** A short description of an answer: `404 html`, `200 json items`, `400 json VALIDATION_ERROR`. */
export function shapeOf(answer: Answer): string {
  const head = `${answer.status} ${answer.kind}`;
  if (answer.kind !== 'json') return head;
  const json = answer.json;
  if (json && Array.isArray(json.items)) return `${head} items`;
  if (json && typeof json.code === 'string') return `${head} ${json.code}`;
  if (json && Array.isArray(json.errors))
    return `${head} errors[${json.errors.map((e: { code?: string }) => e?.code).join(',')}]`;
  return `${head} {${Object.keys(json ?? {})
    .sort()
    .join(',')}}`;
}

/** A block as compared between services: its type, the fields that say what it is, its markdown. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a block parsed from either service's JSON answer; this compares whatever shape came back
export function blockView(side: Side, block: any): Record<string, unknown> {
  const view: Record<string, unknown> = { type: block?.type };
  for (const key of ['textStyle', 'listStyle', 'lineStyle', 'indentationLevel', 'altText'] as const) {
    if (block?.[key] !== undefined) view[key] = typeof block[key] === 'string' ? side.norm(block[key]) : block[key];
  }
  view.markdown = side.norm(String(block?.markdown ?? ''));
  return view;
}

/** Ids of the items of a write's answer. */
export const itemIds = (answer: Answer): string[] =>
  (answer.json?.items ?? [])
    .map((i: { id?: string }) => i?.id)
    .filter((id: unknown): id is string => typeof id === 'string');

/** Fails the question (it becomes "unknown") when a write the question needs was refused. */
export function expectOk(answer: Answer, what: string): void {
  if (answer.status < 200 || answer.status >= 300) throw new Error(`${what} answered ${shapeOf(answer)}`);
}
