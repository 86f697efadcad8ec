/**
 * Switches for the ways the real service differs from a plain echo of our spec, each tied to a row
 * of shared/spec/craft-api-evidence.md. The defaults are what the evidence says Craft does; the
 * other settings let tests (and `npm run emulator`) play the cases the evidence leaves open.
 */

/** What an endpoint of another link kind answers (§3a #5: unknown, nobody recorded it). */
export type OtherKindAnswer = 404 | 400 | 403 | 500;

export interface Behaviour {
  /** Normalise-on-write as Craft does (§3a #1, #2, §3b #9): rewrite.ts. Default on. */
  rewrite: boolean;
  /** 404 (default) or 400, 403, an HTML 500 for `GET /folders` on a Daily Notes link and the like (§3a #5). */
  otherKind: OtherKindAnswer;
  /** Uploaded image blocks read back with only id, type, url and markdown, as in R6's capture (§3a #7). Default off. */
  bareUploads: boolean;
  /** Largest request body in bytes; above it the answer is 413 (§3b #17: unknown limit). Default: none. */
  maxBodyBytes?: number;
}

export const DEFAULT_BEHAVIOUR: Behaviour = { rewrite: true, otherKind: 404, bareUploads: false };

export const OTHER_KIND_ANSWERS: readonly OtherKindAnswer[] = [404, 400, 403, 500];

export function behaviourFrom(opts: Partial<Behaviour>): Behaviour {
  const out: Behaviour = { ...DEFAULT_BEHAVIOUR };
  for (const [key, value] of Object.entries(opts))
    if (value !== undefined) (out as unknown as Record<string, unknown>)[key] = value;
  if (!OTHER_KIND_ANSWERS.includes(out.otherKind))
    throw new Error(`otherKind must be one of ${OTHER_KIND_ANSWERS.join(', ')}`);
  if (out.maxBodyBytes !== undefined && !(Number.isInteger(out.maxBodyBytes) && out.maxBodyBytes > 0)) {
    throw new Error('maxBodyBytes must be a positive whole number');
  }
  return out;
}
