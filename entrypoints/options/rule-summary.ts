/** A rule in one line for the list: what it matches, and where its clips go. */
import { t } from '../../lib/i18n/t';
import type { Rule, RuleMatch } from '../../lib/rules/types';
import { placeLabel } from './rule-places';

export function matchSummary(match: RuleMatch): string {
  switch (match.kind) {
    case 'site':
      return t(match.subdomains ? 'rules_sumSiteAll' : 'rules_sumSite', match.domain);
    case 'prefix':
      return t('rules_sumPrefix', match.prefix);
    case 'regex':
      return t('rules_sumRegex', match.pattern);
    case 'schema':
      return t('rules_sumSchema', match.type);
  }
}

export const whereSummary = (rule: Rule): string =>
  rule.destination ? placeLabel(rule.destination) : t('rules_whereDefault');
