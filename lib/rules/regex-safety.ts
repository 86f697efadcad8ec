/**
 * Refuses regular expressions that could run for ever. JavaScript has no timeout for a RegExp and
 * the service worker would hang with it, so a pattern is checked before it is saved: it must compile,
 * stay short, and hold no quantified group that itself holds an unbounded quantifier (`(a+)+`,
 * `(\w*)*`, `(x+y){2,}`), the shape behind catastrophic backtracking. Matching also caps the URL's
 * length (match.ts). Conservative: a few harmless patterns of that shape are refused too.
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

/** True when a quantified group holds an unbounded quantifier. */
export function hasNestedQuantifier(pattern: string): boolean {
  const groups: boolean[] = [];
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      inClass = c !== ']';
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') groups.push(false);
    else if (c === ')') {
      const inner = groups.pop() ?? false;
      const quantified = unboundedAt(pattern, i + 1);
      if (inner && quantified) return true;
      if (groups.length && (inner || quantified)) groups[groups.length - 1] = true;
    } else if (groups.length && unboundedAt(pattern, i)) groups[groups.length - 1] = true;
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
