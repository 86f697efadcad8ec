/**
 * Reads author and publication date from JSON-LD. Pages ship broken, huge or odd JSON-LD, so each
 * script is parsed on its own inside try/catch, and `@graph`, arrays and `@id` references are
 * followed. Article-like nodes win over others (a WebSite node's author is rarely the writer).
 */

export interface JsonLdFacts {
  author?: string;
  datePublished?: string;
}

export type JsonObject = Record<string, unknown>;

/** Skip absurd scripts rather than parse megabytes in the page. */
const MAX_SCRIPT_CHARS = 1_000_000;
const ARTICLE_TYPE = /Article|BlogPosting|Report|Posting|Review|Recipe|CreativeWork/i;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every object node, flattening top-level arrays and `@graph` (lib/rules reads types and fields from them too). */
export function collectNodes(value: unknown, into: JsonObject[], depth = 0): void {
  if (depth > 4) return;
  if (Array.isArray(value)) {
    for (const item of value) collectNodes(item, into, depth + 1);
  } else if (isObject(value)) {
    into.push(value);
    if ('@graph' in value) collectNodes(value['@graph'], into, depth + 1);
  }
}

export function typesOf(node: JsonObject): string[] {
  const type = node['@type'];
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : [];
}

/** Publishers name themselves as authors ("BBC News", "Contributors to Wikimedia projects"): no writer. */
const ORGANISATION_TYPE = /Organization|Corporation|NewsMedia|Publisher/i;

function nameOf(value: unknown, byId: Map<string, JsonObject>): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (!isObject(value)) return undefined;
  const id = value['@id'];
  const node = typeof value.name === 'undefined' && typeof id === 'string' ? byId.get(id) : value;
  if (node && typesOf(node).some((t) => ORGANISATION_TYPE.test(t))) return undefined;
  const name = node?.name;
  return typeof name === 'string' ? name.trim() || undefined : undefined;
}

function authorOf(value: unknown, byId: Map<string, JsonObject>): string | undefined {
  const list = Array.isArray(value) ? value : [value];
  const names = list.map((item) => nameOf(item, byId)).filter((n): n is string => !!n);
  return names.length ? [...new Set(names)].join(', ') : undefined;
}

export function readJsonLd(doc: Document): JsonLdFacts {
  const nodes: JsonObject[] = [];
  for (const script of doc.querySelectorAll('script[type]')) {
    if (script.getAttribute('type')?.trim().toLowerCase() !== 'application/ld+json') continue;
    const text = script.textContent ?? '';
    if (text.length > MAX_SCRIPT_CHARS) continue;
    try {
      collectNodes(JSON.parse(text), nodes);
    } catch {
      // One broken script must not hide the others.
    }
  }
  const byId = new Map<string, JsonObject>();
  for (const node of nodes) if (typeof node['@id'] === 'string') byId.set(node['@id'], node);

  const ranked = [
    ...nodes.filter((n) => typesOf(n).some((t) => ARTICLE_TYPE.test(t))),
    ...nodes.filter((n) => !typesOf(n).some((t) => ARTICLE_TYPE.test(t))),
  ];
  const facts: JsonLdFacts = {};
  for (const node of ranked) {
    facts.author ??= authorOf(node.author ?? node.creator, byId);
    if (typeof node.datePublished === 'string') facts.datePublished ??= node.datePublished;
  }
  return facts;
}
