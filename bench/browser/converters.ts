/**
 * The converters under test, bundled for the browser (scripts/bench/bundle.ts) and evaluated in a
 * page served on localhost. Each takes the live document and returns Markdown; `floor` is one plain
 * TreeWalker pass over every node (the least any converter must do).
 */
import { createMarkdownContent } from 'defuddle/full';
import TurndownService from 'turndown';
// @ts-expect-error turndown-plugin-gfm ships no types
import { gfm } from 'turndown-plugin-gfm';
import { capture } from '../../lib/capture/index';
import { toCraftMarkdown } from '../../lib/convert/index';

export type Converter = (doc: Document) => string;

let turndown: TurndownService | undefined;

/** MarkDownload's engine: turndown with the GFM plugin (tables, strikethrough, task lists). */
function turndownGfm(doc: Document): string {
  if (!turndown) {
    turndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-' });
    turndown.use(gfm);
  }
  return turndown.turndown(doc.body);
}

/** The Obsidian Web Clipper's engine: defuddle's Markdown conversion of the page's HTML. */
function defuddleMarkdown(doc: Document): string {
  return createMarkdownContent(doc.body.outerHTML, doc.baseURI);
}

/** Ours, as the extension converts a page node: the live body, read-only. */
function oursConvert(doc: Document): string {
  return toCraftMarkdown(doc.body, { baseUrl: doc.baseURI }).markdown;
}

function floor(doc: Document): string {
  const walker = doc.createTreeWalker(doc.body);
  let chars = 0;
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === 3) chars += (node as Text).data.length;
  }
  return String(chars);
}

export const converters: Record<string, Converter> = {
  floor,
  ours: oursConvert,
  'turndown+gfm': turndownGfm,
  defuddle: defuddleMarkdown,
};

/** Ours end to end in page mode (metadata, clean copy, convert), async like the injected capture.js. */
export async function oursPageCapture(doc: Document): Promise<string> {
  return (await capture(doc, window, { mode: 'page' })).markdown;
}
