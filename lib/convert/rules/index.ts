// Every Craft rule, in priority order (the first rule whose filter matches wins, as in turndown), like
// turndown's commonmark-rules.js or turndown-plugin-gfm's gfm.js. The walk (engine.ts) dispatches
// from CRAFT_RULES; turndown-service.ts registers the same objects with turndown's addRule.
import { isBlockElement } from '../dom';
import type { CraftRule } from '../types';
import { blockquote } from './blockquote';
import { callout } from './callout';
import { calloutTitle } from './callout-title';
import { codeBlock } from './code-block';
import { codeMirror } from './codemirror';
import { codeTable } from './code-table';
import { divider } from './divider';
import { embed } from './embed';
import { emphasis } from './emphasis';
import { figure } from './figure';
import { figureCaption } from './figure-caption';
import { formulaImage } from './formula-image';
import { heading } from './heading';
import { highlight } from './highlight';
import { image } from './image';
import { inlineCode } from './inline-code';
import { layoutTable } from './layout-table';
import { lineBreak } from './line-break';
import { link } from './link';
import { list } from './list';
import { listItem } from './list-item';
import { math } from './math';
import { noise } from './noise';
import { paragraph } from './paragraph';
import { strikethrough } from './strikethrough';
import { strong } from './strong';
import { cutTableRow, table, tableCaption, tableCell, tableRow } from './table';
import { toggle, toggleSummary } from './toggle';

export const craftRules = {
  // Math first: MathJax keeps its TeX in <script>, which noise would drop, and Wikipedia hides its
  // formula images from screen readers (aria-hidden), which noise would drop too.
  math,
  formulaImage,
  noise,
  embed,
  codeTable,
  codeMirror,
  codeBlock,
  layoutTable,
  callout,
  calloutTitle,
  toggle,
  toggleSummary,
  heading,
  paragraph,
  lineBreak,
  blockquote,
  list,
  listItem,
  table,
  tableCaption,
  cutTableRow,
  tableRow,
  tableCell,
  figure,
  figureCaption,
  image,
  link,
  inlineCode,
  highlight,
  strong,
  emphasis,
  strikethrough,
  divider,
} satisfies Record<string, CraftRule>;

/** The rules in priority order. */
export const CRAFT_RULES: readonly CraftRule[] = Object.values(craftRules);

/**
 * Elements no rule claims (div, span, section, …): their content, with blank lines around it for
 * blocks. The same as the `defaultReplacement` option turndown-service.ts gives turndown.
 */
export function defaultReplacement(content: string, node: Element): string {
  return isBlockElement(node) ? '\n\n' + content.trim() + '\n\n' : content;
}
