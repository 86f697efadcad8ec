/**
 * Patterns built from page fields: "{title} — {site}", "{schema.recipeCuisine}". A field the page
 * lacks becomes empty and the separator next to it goes too, so "{author}: {title}" without an
 * author is just the title. An unknown field or an unclosed brace is refused when the rule is saved.
 */
import { t } from '../i18n/t';
import type { PageFacts } from './page-facts';

export const PATTERN_FIELDS = ['title', 'site', 'author', 'published', 'description'] as const;
const SCHEMA_FIELD = /^schema\.[A-Za-z_][\w-]*$/;
const PLACEHOLDER = /\{([^{}]*)\}/g;
export const MAX_PATTERN_CHARS = 300;

/** Undefined when the pattern is fine; otherwise what is wrong with it, in words. */
export function patternError(pattern: string): string | undefined {
  if (pattern.length > MAX_PATTERN_CHARS) return t('rules_patternTooLong', MAX_PATTERN_CHARS);
  if (/[{}]/.test(pattern.replace(PLACEHOLDER, ''))) return t('rules_patternBraces', pattern);
  for (const [, name = ''] of pattern.matchAll(PLACEHOLDER)) {
    const known = (PATTERN_FIELDS as readonly string[]).includes(name) || SCHEMA_FIELD.test(name);
    if (!known) return t('rules_patternField', `{${name}}`);
  }
  return undefined;
}

function valueOf(name: string, page: PageFacts): string {
  const value = name.startsWith('schema.') ? page.schema?.[name.slice('schema.'.length)] : page[name as 'title'];
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

const SEPARATOR_END = /\s*[-–—:|·,/]\s*$/;
const SEPARATOR_START = /^\s*[-–—:|·,/]\s*/;

/** The pattern with the page's values; the separator next to an empty field goes with it. */
export function fillPattern(pattern: string, page: PageFacts): string {
  // Even indexes: the text between fields; odd ones: the field names, then their values.
  const parts = pattern.split(/\{([^{}]*)\}/);
  const values = parts.map((part, i) => (i % 2 ? valueOf(part, page) : part));
  for (let i = 1; i < values.length; i += 2) {
    if (values[i]) continue;
    const textBefore = values.slice(0, i).join('').trim() !== '';
    if (textBefore) values[i - 1] = (values[i - 1] ?? '').replace(SEPARATOR_END, '');
    else values[i + 1] = (values[i + 1] ?? '').replace(SEPARATOR_START, '');
  }
  return values
    .join('')
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
