/**
 * The inline markup Craft rewrites on write, for a text block's markdown (evidence rows in
 * shared/spec/craft-api-evidence.md):
 * - `==x==` → `<highlight color="yellow">x</highlight>` (§3a #2, R4 LIVE round trip);
 * - `<highlight>x</highlight>` → the same (§3a #2: a guess from the `==` case — our exact form was
 *   never recorded); a `<highlight color="…">` is kept as it is (R4);
 * - `_x_` → `*x*` (R4 LIVE, listed with §3b #9).
 * Code spans, link targets, URLs and other tags are left alone: they are set aside as placeholders,
 * the text around them is rewritten, then they are put back.
 */
const PROTECTED =
  /(`+)[\s\S]*?\1|\]\([^)\s]*(?:\s+"[^"]*")?\)|<https?:[^>\s]*>|https?:\/\/[^\s<>()\]]+|<\/?[A-Za-z][^>]*>/g;
const HOLE = /\uE000(\d+)\uE001/g;
const MARK = /(?<!\\)==(?=[^\s=])([\s\S]*?[^\s\\])==/g;
const UNDERSCORE = /(?<![\p{L}\p{N}_\\])_(?=[^\s_])([\s\S]*?[^\s\\_])_(?![\p{L}\p{N}_])/gu;
const BARE_HIGHLIGHT = /^<highlight\s*>$/i;

export function rewriteInline(markdown: string): string {
  if (!/[=_<]/.test(markdown)) return markdown;
  const held: string[] = [];
  const text = markdown.replace(PROTECTED, (token) => `\uE000${held.push(token) - 1}\uE001`);
  const rewritten = text.replace(MARK, '<highlight color="yellow">$1</highlight>').replace(UNDERSCORE, '*$1*');
  return rewritten.replace(HOLE, (_, i: string) => {
    const token = held[Number(i)]!;
    return BARE_HIGHLIGHT.test(token) ? '<highlight color="yellow">' : token;
  });
}
