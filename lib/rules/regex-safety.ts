/**
 * Refuses regular expressions that could run for ever. JavaScript has no timeout for a RegExp and
 * the service worker would hang with it, so a pattern is checked before it is saved: it must compile,
 * stay short, and hold no unboundedly quantified group that itself holds an unbounded quantifier
 * (`(a+)+`, `(\w*)*`, `(x+y){2,}`) or an alternation (`(a|ab)*`), the shapes behind catastrophic
 * backtracking (backreferences aside). Matching also caps the URL's length (match.ts). Conservative:
 * a few harmless patterns of those shapes are refused too.
 */
import { t } from '../i18n/t';

export const MAX_REGEX_CHARS = 500;

const UNBOUNDED_BRACE = /^\{\d*,\d*\}/;

function unboundedAt(pattern: string, i: number): boolean {
  const c = pattern[i];
  if (c === '*' || c === '+') return true;
  if (c !== '{') return false;
  const brace = UNBOUNDED_BRACE.exec(pattern.slice(i))?.[0];
  return !!brace && /,\}$/.test(brace);
}

/** True when an unboundedly quantified group holds an unbounded quantifier or an alternation. */
export function hasNestedQuantifier(pattern: string): boolean {
  // Per open group: whether it holds an unbounded quantifier (inner) or a `|` (alternation).
  const groups: Array<{ inner: boolean; alternation: boolean }> = [];
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    const top = groups[groups.length - 1];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      inClass = c !== ']';
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') groups.push({ inner: false, alternation: false });
    else if (c === '|' && top) top.alternation = true;
    else if (c === ')') {
      const group = groups.pop() ?? { inner: false, alternation: false };
      const quantified = unboundedAt(pattern, i + 1);
      if (quantified && (group.inner || group.alternation)) return true;
      const parent = groups[groups.length - 1];
      if (parent && (group.inner || quantified)) parent.inner = true;
    } else if (top && unboundedAt(pattern, i)) top.inner = true;
  }
  return false;
}

/** Undefined when the pattern may be used; otherwise why not, in words. */
export function regexError(pattern: string): string | undefined {
  if (!pattern.trim()) return t('rules_regexEmpty');
  if (pattern.length > MAX_REGEX_CHARS) return t('rules_regexTooLong', MAX_REGEX_CHARS);
  try {
    new RegExp(pattern, 'i');
  } catch {
    return t('rules_regexInvalid', pattern);
  }
  if (hasNestedQuantifier(pattern)) return t('rules_regexSlow', pattern);
  return undefined;
}
