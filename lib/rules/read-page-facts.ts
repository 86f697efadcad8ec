/**
 * A page's facts for rules, read where the DOM is: its metadata as the clip header has it
 * (lib/capture/metadata.ts, which takes author and date from JSON-LD among other sources) and the
 * schema.org types and fields of its JSON-LD (schema.ts). Each script is read on its own and huge
 * ones are skipped, as lib/capture/json-ld.ts does.
 */
import { extractMetadata } from '../capture/metadata';
import { pageFactsOf, type PageFacts } from './page-facts';
import { parseJsonLdScripts, schemaFacts, type SchemaFacts } from './schema';

const MAX_SCRIPT_CHARS = 1_000_000;

function jsonLdTexts(doc: Document): string[] {
  return [...doc.querySelectorAll('script[type]')]
    .filter((script) => script.getAttribute('type')?.trim().toLowerCase() === 'application/ld+json')
    .map((script) => script.textContent ?? '')
    .filter((text) => text.length <= MAX_SCRIPT_CHARS);
}

/** The schema.org types and main fields of the page's JSON-LD: what capture.js hands back with each clip. */
export function readSchemaFacts(doc: Document): SchemaFacts {
  return schemaFacts(parseJsonLdScripts(jsonLdTexts(doc)));
}

export function readPageFacts(doc: Document, win: Window): PageFacts {
  return pageFactsOf(extractMetadata(doc, win), readSchemaFacts(doc));
}
