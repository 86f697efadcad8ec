/**
 * Which rule takes a page: the first in order whose match fits, else none (today's defaults).
 * A regular expression runs on at most MAX_URL_CHARS of the URL, and one that could backtrack for
 * ever (a quantified group holding a quantifier, like `(a+)+`) is refused when saved (validate.ts):
 * JavaScript cannot stop a running RegExp, so it must never start one that will not end.
 */
import type { PageFacts } from './page-facts';
import { withAncestors } from './schema-types';
import type { Rule, RuleMatch } from './types';

export const MAX_URL_CHARS = 2048;

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

const withoutScheme = (text: string) => text.replace(/^[a-z][a-z\d+.-]*:\/\//i, '');

/** The domain as typed ("https://www.Example.com/x") as a bare host ("example.com"). */
export function normalizeDomain(domain: string): string {
  return withoutScheme(domain.trim().toLowerCase())
    .replace(/[/?#].*$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');
}

export function matches(match: RuleMatch, page: PageFacts): boolean {
  const url = page.url.slice(0, MAX_URL_CHARS);
  switch (match.kind) {
    case 'site': {
      const host = hostOf(url)?.replace(/^www\./, '');
      const domain = normalizeDomain(match.domain);
      if (!host || !domain) return false;
      return host === domain || (match.subdomains && host.endsWith(`.${domain}`));
    }
    case 'prefix': {
      const prefix = match.prefix.trim();
      if (!prefix) return false;
      const hasScheme = withoutScheme(prefix) !== prefix;
      return (hasScheme ? url : withoutScheme(url)).toLowerCase().startsWith(prefix.toLowerCase());
    }
    case 'regex':
      try {
        return new RegExp(match.pattern, 'i').test(url);
      } catch {
        return false;
      }
    case 'schema': {
      const wanted = match.type.trim().toLowerCase();
      return (page.schemaTypes ?? []).some((type) => withAncestors(type).includes(wanted));
    }
  }
}

/** The first rule that takes the page, or undefined: no rule, today's defaults. */
export function findRule(rules: readonly Rule[], page: PageFacts): Rule | undefined {
  return rules.find((rule) => matches(rule.match, page));
}
