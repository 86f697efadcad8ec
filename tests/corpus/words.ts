/**
 * Words for recall and precision: runs of letters, digits and marks, lower-cased; Chinese and
 * Japanese characters count one by one (those scripts put no spaces between words).
 */
const WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[[\p{L}\p{N}\p{M}]--[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]]+/gv;

export function words(text: string): string[] {
  return (text.normalize('NFC').toLowerCase().match(WORD) ?? []);
}

export interface Overlap {
  /** Share of the reference's words the clip holds (each occurrence counted). */
  recall: number;
  /** Share of the clip's words the reference holds. */
  precision: number;
}

function counts(list: string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const w of list) map.set(w, (map.get(w) ?? 0) + 1);
  return map;
}

export function overlap(reference: string[], clip: string[]): Overlap {
  const ref = counts(reference);
  const got = counts(clip);
  let common = 0;
  for (const [word, n] of ref) common += Math.min(n, got.get(word) ?? 0);
  return {
    recall: reference.length ? common / reference.length : 1,
    precision: clip.length ? common / clip.length : 1,
  };
}
