/**
 * The rule form's fields as the user edits them, and the way between them and a Rule. A place is one
 * value of the "Where clips go" list: '' (the default), 'today', 'new', 'new:<folder>',
 * 'doc:<id>' or 'col:<id>'; the list's options carry the titles (rule-places.ts).
 */
import type { CaptureMode } from '../../lib/model/types';
import type { Rule, RuleDestination, RuleMatch } from '../../lib/rules/types';

export interface RuleDraft {
  id?: string;
  name: string;
  matchKind: RuleMatch['kind'];
  value: string;
  subdomains: boolean;
  place: string;
  section: string;
  mode: CaptureMode | '';
  format: 'page' | 'inline' | '';
  titlePattern: string;
  tags: string;
  /** Kept as they were: the form does not edit them yet. */
  headerFields?: Rule['headerFields'];
  properties?: Rule['properties'];
}

export interface PlaceOption {
  value: string;
  label: string;
  destination?: RuleDestination;
}

export const EMPTY_DRAFT: RuleDraft = {
  name: '',
  matchKind: 'site',
  value: '',
  subdomains: true,
  place: '',
  section: '',
  mode: '',
  format: '',
  titlePattern: '',
  tags: '',
};

export function placeValue(destination: RuleDestination | undefined): string {
  switch (destination?.kind) {
    case undefined:
      return '';
    case 'today-section':
      return 'today';
    case 'new-document':
      return destination.folderId ? `new:${destination.folderId}` : 'new';
    case 'document':
      return `doc:${destination.id}`;
    case 'collection':
      return `col:${destination.collectionId}`;
  }
}

function matchValue(match: RuleMatch): string {
  if (match.kind === 'site') return match.domain;
  if (match.kind === 'prefix') return match.prefix;
  return match.kind === 'regex' ? match.pattern : match.type;
}

export function draftOf(rule: Rule): RuleDraft {
  return {
    id: rule.id,
    name: rule.name,
    matchKind: rule.match.kind,
    value: matchValue(rule.match),
    subdomains: rule.match.kind === 'site' ? rule.match.subdomains : true,
    place: placeValue(rule.destination),
    section: rule.destination?.kind === 'today-section' ? rule.destination.title : '',
    mode: rule.mode ?? '',
    format: rule.format ?? '',
    titlePattern: rule.titlePattern ?? '',
    tags: rule.tags?.join(', ') ?? '',
    headerFields: rule.headerFields,
    properties: rule.properties,
  };
}

function matchOf(draft: RuleDraft): Record<string, unknown> {
  switch (draft.matchKind) {
    case 'site':
      return { kind: 'site', domain: draft.value, subdomains: draft.subdomains };
    case 'prefix':
      return { kind: 'prefix', prefix: draft.value };
    case 'regex':
      return { kind: 'regex', pattern: draft.value };
    case 'schema':
      return { kind: 'schema', type: draft.value.trim() };
  }
}

/** What validateRule gets: plain JSON, checked there. */
export function ruleInput(draft: RuleDraft, places: PlaceOption[]): Record<string, unknown> {
  const destination =
    draft.place === 'today'
      ? { kind: 'today-section', title: draft.section }
      : draft.place
        ? (places.find((p) => p.value === draft.place)?.destination ?? { kind: '' })
        : undefined;
  const tags = draft.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return {
    id: draft.id,
    name: draft.name,
    match: matchOf(draft),
    destination,
    mode: draft.mode || undefined,
    format: draft.format || undefined,
    headerFields: draft.headerFields,
    titlePattern: draft.titlePattern || undefined,
    tags: tags.length ? tags : undefined,
    properties: draft.properties,
  };
}
