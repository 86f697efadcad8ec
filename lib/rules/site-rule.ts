/**
 * "Always clip this site like this": a site rule made from the choices the user has on screen, and
 * its place in the list (first, instead of an earlier rule for the same site).
 */
import type { CaptureMode, ClipSettings, Destination, HeaderField } from '../model/types';
import { normalizeDomain } from './match';
import type { Rule, RuleDestination } from './types';
import { validateRule } from './validate';

/** What the popup has chosen for this clip. */
export interface ClipChoices {
  url: string;
  destination?: Destination;
  mode: CaptureMode;
  format: ClipSettings['format'];
  headerFields: HeaderField[];
  /** The rule in use, whose title pattern, tags and properties the new rule keeps. */
  rule?: Rule;
  /** Tags the user typed for this clip: the new rule's tags in place of the rule's (none when empty). */
  tags?: string[];
}

/** The rule's destination for a clip's: today's note is the default, a new document keeps its folder. */
function ruleDestination(destination: Destination | undefined): RuleDestination | undefined {
  switch (destination?.kind) {
    case 'document':
      return { kind: 'document', id: destination.id, title: destination.title };
    case 'new-document':
      return {
        kind: 'new-document',
        ...(destination.folderId ? { folderId: destination.folderId } : {}),
        ...(destination.folderName ? { folderName: destination.folderName } : {}),
      };
    default:
      return undefined;
  }
}

/**
 * "Always clip this site like this": a rule for the page's site (its host without `www.`) holding the
 * choices on screen; undefined for a page with no host (a file, an extension page).
 */
export function siteRuleFrom(choices: ClipChoices, newId: () => string): Rule | undefined {
  let host: string;
  try {
    host = normalizeDomain(new URL(choices.url).hostname);
  } catch {
    return undefined;
  }
  if (!host) return undefined;
  const kept = choices.rule;
  const result = validateRule(
    {
      name: host,
      match: { kind: 'site', domain: host, subdomains: false },
      destination: ruleDestination(choices.destination),
      // A selection is this visit's: the rule keeps the mode used when nothing is selected.
      mode: choices.mode === 'selection' ? kept?.mode : choices.mode,
      format: choices.format,
      headerFields: choices.headerFields,
      titlePattern: kept?.titlePattern,
      tags: choices.tags ? (choices.tags.length ? choices.tags : undefined) : kept?.tags,
      properties: kept?.properties,
    },
    newId,
  );
  return result.ok ? result.value : undefined;
}

/** The rules with `rule` first, in place of an earlier rule for the same site (made here or by hand). */
export function withSiteRule(rules: readonly Rule[], rule: Rule): Rule[] {
  const sameSite = (r: Rule) =>
    r.match.kind === 'site' && rule.match.kind === 'site' && normalizeDomain(r.match.domain) === rule.match.domain;
  return [rule, ...rules.filter((r) => !sameSite(r))];
}
