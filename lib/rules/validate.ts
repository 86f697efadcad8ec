/**
 * Turns anything (a form's draft, a rule from an imported file) into a Rule, or says in words what is
 * wrong. The rule is built field by field from known names, so nothing else (an `apiUrl`, a `key`)
 * ever gets through; a text that holds a connection URL or an API key is refused outright.
 */
import { t } from '../i18n/t';
import type { CaptureMode, HeaderField, Result } from '../model/types';
import { normalizeDomain } from './match';
import { regexError } from './regex-safety';
import { patternError } from './title-pattern';
import type { Rule, RuleDestination, RuleMatch } from './types';

const MODES: CaptureMode[] = ['selection', 'article', 'page', 'link'];
const HEADER_FIELDS: HeaderField[] = ['title', 'site', 'author', 'published', 'clippedAt'];
const MAX_TEXT = 300;
const MAX_TAGS = 20;
/** A Craft connection URL (API or docs page) or an API key: secrets, never in a rule. */
const SECRET = /\/links?\/[A-Za-z0-9_-]+\/(?:api|docs)\/v1|\bpdk_[A-Za-z0-9]/i;

class Invalid extends Error {}
const fail = (message: string): never => {
  throw new Invalid(message);
};

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function text(value: unknown, error: () => string, optional = false): string | undefined {
  if (value === undefined && optional) return undefined;
  if (typeof value !== 'string' || (!optional && !value.trim()) || value.length > MAX_TEXT) return fail(error());
  if (SECRET.test(value)) return fail(t('rules_errorSecret'));
  return value.trim() || undefined;
}

function pattern(value: unknown): string {
  const p = text(value, () => t('rules_errorInvalid'), true) ?? '';
  const error = patternError(p);
  return error ? fail(error) : p;
}

function match(value: unknown): RuleMatch {
  if (!isObject(value)) return fail(t('rules_errorMatch'));
  switch (value.kind) {
    case 'site': {
      const domain = normalizeDomain(text(value.domain, () => t('rules_errorDomain')) ?? '');
      if (!/^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*$/u.test(domain)) fail(t('rules_errorDomain'));
      return { kind: 'site', domain, subdomains: value.subdomains === true };
    }
    case 'prefix':
      return { kind: 'prefix', prefix: text(value.prefix, () => t('rules_errorPrefix')) ?? '' };
    case 'regex': {
      const source = typeof value.pattern === 'string' ? value.pattern : '';
      if (SECRET.test(source)) fail(t('rules_errorSecret'));
      const error = regexError(source);
      return error ? fail(error) : { kind: 'regex', pattern: source };
    }
    case 'schema': {
      const type = text(value.type, () => t('rules_errorSchema')) ?? '';
      if (!/^[A-Za-z][A-Za-z0-9]*$/.test(type)) fail(t('rules_errorSchema'));
      return { kind: 'schema', type };
    }
    default:
      return fail(t('rules_errorMatch'));
  }
}

function destination(value: unknown): RuleDestination | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) return fail(t('rules_errorDestination'));
  const need = (v: unknown) => text(v, () => t('rules_errorDestination')) ?? '';
  const maybe = (v: unknown) => text(v, () => t('rules_errorDestination'), true);
  switch (value.kind) {
    case 'document':
      return { kind: 'document', id: need(value.id), title: need(value.title) };
    case 'today-section':
      return { kind: 'today-section', title: need(value.title) };
    case 'new-document': {
      const folderId = maybe(value.folderId);
      const folderName = maybe(value.folderName);
      return { kind: 'new-document', ...(folderId && { folderId }), ...(folderName && { folderName }) };
    }
    case 'collection':
      return { kind: 'collection', collectionId: need(value.collectionId), name: need(value.name) };
    default:
      return fail(t('rules_errorDestination'));
  }
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  return allowed.includes(value as T) ? (value as T) : fail(t('rules_errorInvalid'));
}

function headerFields(value: unknown): HeaderField[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) return fail(t('rules_errorInvalid'));
  const fields = value.map((f) => oneOf(f, HEADER_FIELDS) ?? fail(t('rules_errorInvalid')));
  return [...new Set(fields)];
}

function tags(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || value.length > MAX_TAGS) return fail(t('rules_errorInvalid'));
  const list = value.map(pattern).filter(Boolean);
  return list.length ? list : undefined;
}

function properties(value: unknown): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value) || Object.keys(value).length > MAX_TAGS) return fail(t('rules_errorInvalid'));
  const entries = Object.entries(value).map(([k, v]) => [text(k, () => t('rules_errorInvalid')) ?? '', pattern(v)]);
  const kept = entries.filter(([, v]) => v);
  return kept.length ? Object.fromEntries(kept) : undefined;
}

/** A clean Rule from `input`, or the first thing wrong with it in words. `newId` names a rule without one. */
export function validateRule(input: unknown, newId: () => string): Result<Rule> {
  try {
    if (!isObject(input)) return fail(t('rules_errorInvalid'));
    const id = typeof input.id === 'string' && /^[\w-]{1,64}$/.test(input.id) ? input.id : newId();
    const rule: Rule = { id, name: text(input.name, () => t('rules_errorName')) ?? '', match: match(input.match) };
    const dest = destination(input.destination);
    const mode = oneOf(input.mode, MODES);
    const format = oneOf(input.format, ['page', 'inline'] as const);
    const fields = headerFields(input.headerFields);
    const title = pattern(input.titlePattern);
    const tagList = tags(input.tags);
    const props = properties(input.properties);
    if (dest) rule.destination = dest;
    if (mode) rule.mode = mode;
    if (format) rule.format = format;
    if (fields) rule.headerFields = fields;
    if (title) rule.titlePattern = title;
    if (tagList) rule.tags = tagList;
    if (props) rule.properties = props;
    return { ok: true, value: rule };
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, error: error.message };
    throw error;
  }
}
