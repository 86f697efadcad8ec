/**
 * The schema.org types and main fields of a page's JSON-LD, for rules. The nodes are found as
 * lib/capture/json-ld.ts finds them for author and date (its `collectNodes`, `typesOf`); this walks parsed
 * values (no DOM), so the capture side can hand it what it already parsed and Node tests run it as is.
 */
import { collectNodes, isObject, typesOf, type JsonObject } from '../capture/json-ld';

const MAX_FIELD_CHARS = 500;
/** Nodes that describe the site or the page around the thing, never the thing itself. */
const FRAME_TYPE = /^(WebSite|WebPage|Organization|BreadcrumbList|ImageObject|Person|SiteNavigationElement)$/i;

function nodesOf(value: unknown): JsonObject[] {
  const into: JsonObject[] = [];
  collectNodes(value, into);
  return into;
}

/** "https://schema.org/Recipe" and "schema:Recipe" are "Recipe". */
const bareType = (type: string) => type.trim().replace(/^.*[/:#]/, '');

function typesOfNode(node: JsonObject): string[] {
  return typesOf(node)
    .filter((t) => t.trim() !== '')
    .map(bareType);
}

/** A field as one line: text, a number, a named thing, or a list of these. */
function flat(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isObject(value)) return flat(value.name ?? value['@value']);
  if (Array.isArray(value)) {
    const parts = value.map(flat).filter((v): v is string => !!v);
    return parts.length ? parts.join(', ') : undefined;
  }
  return undefined;
}

export interface SchemaFacts {
  types: string[];
  fields: Record<string, string>;
}

/** Types of every node; fields of the first node that is not the site's frame. */
export function schemaFacts(scripts: unknown[]): SchemaFacts {
  const nodes = scripts.flatMap((s) => nodesOf(s));
  const types = [...new Set(nodes.flatMap(typesOfNode))];
  const main = nodes.find((n) => {
    const own = typesOfNode(n);
    return own.length > 0 && !own.every((t) => FRAME_TYPE.test(t));
  });
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(main ?? {})) {
    if (key.startsWith('@')) continue;
    const text = flat(value);
    if (text) fields[key] = text.slice(0, MAX_FIELD_CHARS);
  }
  return { types, fields };
}

/** Parses each script's text on its own: one broken script must not hide the others. */
export function parseJsonLdScripts(texts: string[]): unknown[] {
  return texts.flatMap((text) => {
    try {
      return [JSON.parse(text) as unknown];
    } catch {
      return [];
    }
  });
}
