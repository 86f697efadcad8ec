/**
 * What a clip holds, read the way Craft reads it: the markdown is split into blocks by the emulator's
 * parser (the same rules as the live service), then counted: words outside code and formulas, code
 * blocks and their lines, formulas, tables, long blocks, images written as text, and backslashes a
 * reader would see outside code and formulas.
 */
import { markdownToBlocks, type ParsedBlock } from '../../emulator/markdown-to-blocks';
import { words } from './words';

export interface ClipFacts {
  /** Words outside code blocks and formulas (link targets and image lines left out). */
  words: string[];
  /** Words inside code blocks (page text the reference also holds). */
  codeWords: string[];
  /** Each code block's lines (formulas excluded). */
  codeBlocks: string[][];
  /** `$$…$$` blocks plus inline `$…$` spans. */
  formulas: number;
  tables: number;
  images: number;
  /** The longest text block and heading in visible characters (link targets and tags left out). */
  longestText: number;
  longestHeading: number;
  /** Text blocks that hold image markdown instead of being an image. */
  imagesAsText: number;
  /** Backslashes outside code, inline code and formulas. */
  backslashes: number;
  /** Of those, the ones before `$`: every page `$` is escaped (security.test.ts: `$5` → `\\$5`). */
  dollars: number;
}

/** Inline math as the converter writes it: `$tex$`, a `$` not escaped and not doubled. */
export const INLINE_MATH = /(?<![\\$])\$(?!\$)((?:\\.|[^$\\\n])+?)\$(?!\$)/g;
const INLINE_CODE = /(`+)[^`]*?\1/g;
const IMAGE_MARKDOWN = /!\\?\[[^\n]*?\\?\]\(\S+?\)/g;
/** A link target after `]`, with one level of parentheses inside (Wikipedia-style URLs). */
const LINK_TARGET = /\]\((?:[^()\s]|\([^()\s]*\))*\)/g;
const TAG = /<\/?[a-zA-Z][^<>]*>/g;
const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"' };

export function flatten(blocks: ParsedBlock[]): ParsedBlock[] {
  return blocks.flatMap((b) => [b, ...flatten(b.content ?? [])]);
}

export function withoutMarkup(text: string): string {
  return text
    .replace(IMAGE_MARKDOWN, ' ')
    .replace(LINK_TARGET, ']')
    .replace(TAG, ' ')
    .replace(/&(lt|gt|amp|quot);/g, (e) => ENTITIES[e] ?? e);
}

/** The text of a text block or table cell: its inline formulas counted and removed, inline code kept. */
function readText(markdown: string, facts: ClipFacts): void {
  const formulas = markdown.match(INLINE_MATH) ?? [];
  facts.formulas += formulas.length;
  const prose = markdown.replace(INLINE_MATH, ' ');
  const text = prose.replace(INLINE_CODE, ' ');
  facts.backslashes += (text.match(/\\/g) ?? []).length;
  facts.dollars += (text.match(/\\\$/g) ?? []).length;
  facts.words.push(...words(withoutMarkup(prose)));
}

export function clipFacts(markdown: string): ClipFacts {
  const facts: ClipFacts = {
    words: [], codeWords: [], codeBlocks: [], formulas: 0, tables: 0, images: 0,
    longestText: 0, longestHeading: 0, imagesAsText: 0, backslashes: 0, dollars: 0,
  };
  for (const block of flatten(markdownToBlocks(markdown))) {
    if (block.type === 'code' && block.language === 'math_formula') {
      facts.formulas++;
    } else if (block.type === 'code') {
      const code = block.rawCode ?? '';
      facts.codeBlocks.push(code.split('\n'));
      facts.codeWords.push(...words(code));
    } else if (block.type === 'table') {
      facts.tables++;
      for (const row of block.rows ?? []) for (const cell of row) readText(cell.value, facts);
    } else if (block.type === 'image') {
      facts.images++;
    } else if (block.type === 'text' || block.type === 'page') {
      const text = block.markdown;
      // What a reader sees: link targets do not make a heading long.
      const shown = withoutMarkup(text).length;
      if (/^h\d$/.test(block.textStyle ?? '')) facts.longestHeading = Math.max(facts.longestHeading, shown);
      else facts.longestText = Math.max(facts.longestText, shown);
      facts.imagesAsText += (text.match(IMAGE_MARKDOWN) ?? []).length;
      readText(text, facts);
    }
  }
  return facts;
}
