/**
 * Craft's insert dialect → blocks, the way the live service splits it: one block per paragraph or list
 * line, headings/lists/quotes/callouts/captions mapped to style fields, fences to code blocks, tags to
 * nested pages. Pure; ids are assigned by the store.
 */
import type { BlockType, TaskInfo } from './types';
import { toCodeLanguage } from './code-languages';
import { BLOCK_TAG, matchClose, splitPage } from './markdown-tags';
import { parseTable } from './markdown-table';

export interface ParsedBlock {
  type: BlockType;
  markdown: string;
  textStyle?: string;
  listStyle?: 'bullet' | 'numbered' | 'toggle' | 'task';
  indentationLevel?: number;
  decorations?: ('callout' | 'quote')[];
  taskInfo?: TaskInfo;
  rawCode?: string;
  language?: string;
  url?: string;
  altText?: string;
  lineStyle?: string;
  cardLayout?: string;
  rows?: { value: string; attributes: unknown[] }[][];
  content?: ParsedBlock[];
}

export const LINE_STYLE_MARKDOWN: Record<string, string> = {
  extraLight: '***',
  light: '****',
  regular: '*****',
  strong: '******',
  pageBreak: '*******',
};
const STAR_COUNT_STYLE = ['extraLight', 'light', 'regular', 'strong', 'pageBreak'];

const FENCE = /^\s*(`{3,}|~{3,})(.*)$/;
const DIVIDER = /^\s*([*_-])(?:\s*\1){2,}\s*$/;
const IMAGE = /^!\[([^\]]*)\]\((\S+?)(?:\s+"[^"]*")?\)$/;
const HEADING = /^(#{1,6})\s+\S/;
const LIST = /^( *)(- \[([ xX-])\]|[-*]|\d+[.)]|\+)(?: |$)/;
const QUOTE = /^\s*>/;

const TASK_STATE = { ' ': 'todo', x: 'done', X: 'done', '-': 'canceled' } as const;

export function markdownToBlocks(markdown: string): ParsedBlock[] {
  return parseSource(markdown.replace(/\r\n?/g, '\n').replace(/\t/g, '  '));
}

function startsBlock(line: string): boolean {
  return (
    FENCE.test(line) ||
    DIVIDER.test(line) ||
    HEADING.test(line.trim()) ||
    LIST.test(line) ||
    QUOTE.test(line) ||
    BLOCK_TAG.test(line) ||
    /^\s*\|/.test(line) ||
    /^\s*\$\$/.test(line) ||
    IMAGE.test(line.trim())
  );
}

function parseSource(src: string): ParsedBlock[] {
  const out: ParsedBlock[] = [];
  let pos = 0;
  const lineAt = (p: number): [string, number] => {
    const nl = src.indexOf('\n', p);
    return nl === -1 ? [src.slice(p), src.length] : [src.slice(p, nl), nl + 1];
  };
  /** Collects following lines while `keep` holds; returns them and the new position. */
  const collect = (from: number, keep: (line: string) => boolean): [string[], number] => {
    const lines: string[] = [];
    let p = from;
    while (p < src.length) {
      const [line, next] = lineAt(p);
      if (!keep(line)) break;
      lines.push(line);
      p = next;
    }
    return [lines, p];
  };

  while (pos < src.length) {
    const [line, next] = lineAt(pos);
    const trimmed = line.trim();
    if (!trimmed) {
      pos = next;
      continue;
    }

    const tag = BLOCK_TAG.exec(line);
    if (tag) {
      const start = pos + line.indexOf('<');
      const end = matchClose(src.slice(start), tag[1]);
      if (end !== -1) {
        const chunk = src.slice(start, start + end);
        if (tag[1] === 'callout') out.push(...parseCallout(chunk));
        else out.push(parsePage(chunk, tag[1]));
        pos = start + end;
        continue;
      }
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1];
      const closes = (l: string) => l.trim().startsWith(marker[0].repeat(marker.length)) && /^[`~]+$/.test(l.trim());
      const [body, after] = collect(next, (l) => !closes(l));
      const language = toCodeLanguage(fence[2]);
      const rawCode = body.join('\n');
      out.push({ type: 'code', rawCode, language, markdown: `\`\`\`${language}\n${rawCode}\n\`\`\`` });
      pos = after < src.length ? lineAt(after)[1] : after;
      continue;
    }

    if (trimmed.startsWith('$$')) {
      const single = /^\$\$([\s\S]+)\$\$$/.exec(trimmed);
      let rawCode: string;
      if (single) {
        rawCode = single[1].trim();
        pos = next;
      } else {
        const [body, after] = collect(next, (l) => !l.trim().endsWith('$$'));
        const closing = after < src.length ? lineAt(after) : (['', after] as [string, number]);
        rawCode = [trimmed.slice(2), ...body, closing[0].trim().replace(/\$\$$/, '')]
          .filter((l) => l.trim())
          .join('\n');
        pos = closing[1];
      }
      out.push({ type: 'code', language: 'math_formula', rawCode, markdown: `\`\`\`math_formula\n${rawCode}\n\`\`\`` });
      continue;
    }

    if (trimmed.startsWith('|')) {
      const [rowsText, after] = collect(pos, (l) => l.trim().startsWith('|'));
      const table = parseTable(rowsText);
      if (table) {
        out.push({ type: 'table', ...table });
        pos = after;
        continue;
      }
    }

    const divider = DIVIDER.exec(line);
    if (divider) {
      const count = trimmed.replace(/\s/g, '').length;
      // `---` comes back as `***`, extraLight (evidence §3b #9: R4 LIVE; R6's doc said regular). `___` is
      // taken the same way, a guess.
      const lineStyle = divider[1] === '*' ? STAR_COUNT_STYLE[Math.min(count, 7) - 3] : 'extraLight';
      out.push({ type: 'line', lineStyle, markdown: LINE_STYLE_MARKDOWN[lineStyle] });
      pos = next;
      continue;
    }

    const image = IMAGE.exec(trimmed);
    if (image) {
      out.push({ type: 'image', url: image[2], ...(image[1] ? { altText: image[1] } : {}), markdown: trimmed });
      pos = next;
      continue;
    }

    const list = LIST.exec(line);
    if (list) {
      out.push(listBlock(line, list));
      pos = next;
      continue;
    }

    if (QUOTE.test(line)) {
      const [lines, after] = collect(pos, (l) => QUOTE.test(l));
      const inner = lines.map((l) => l.replace(/^\s*> ?/, '')).join('\n');
      out.push({ ...textBlock(inner, lines.map((l) => l.trim()).join('\n')), decorations: ['quote'] });
      pos = after;
      continue;
    }

    const [lines, after] = collect(next, (l) => l.trim() !== '' && !startsBlock(l));
    const paragraph = [line, ...lines].map((l) => l.trimEnd());
    const indent = Math.min(5, Math.floor(/^ */.exec(paragraph[0])![0].length / 2));
    const text = paragraph.join('\n');
    out.push({ ...textBlock(text.trim(), text.trimStart()), ...(indent ? { indentationLevel: indent } : {}) });
    pos = after;
  }
  return out;
}

/** A text block: heading and caption styles are read from `inner`, the verbatim markdown is kept. */
function textBlock(inner: string, markdown: string): ParsedBlock {
  const heading = HEADING.exec(inner);
  if (heading) return { type: 'text', textStyle: `h${Math.min(heading[1].length, 4)}`, markdown };
  if (/^<caption>[\s\S]*<\/caption>$/.test(inner)) return { type: 'text', textStyle: 'caption', markdown };
  return { type: 'text', markdown };
}

function listBlock(line: string, m: RegExpExecArray): ParsedBlock {
  // Craft allows indentation 0–5; deeper markdown nesting is clamped rather than rejected.
  const level = Math.min(5, Math.floor(m[1].length / 2));
  const marker = m[2];
  const block: ParsedBlock = { type: 'text', markdown: `${'  '.repeat(level)}${line.trimStart()}`.trimEnd() };
  if (m[3] !== undefined) {
    block.listStyle = 'task';
    block.taskInfo = { state: TASK_STATE[m[3] as keyof typeof TASK_STATE] };
  } else if (marker === '+') block.listStyle = 'toggle';
  else if (/^\d/.test(marker)) block.listStyle = 'numbered';
  else block.listStyle = 'bullet';
  if (level) block.indentationLevel = level;
  return block;
}

function parseCallout(chunk: string): ParsedBlock[] {
  const inner = chunk.replace(/^<callout[^>]*>/, '').replace(/<\/callout>$/, '');
  return parseSource(inner.trim()).map((b) => ({
    ...b,
    decorations: [...new Set([...(b.decorations ?? []), 'callout' as const])],
    markdown: b.type === 'page' ? b.markdown : `<callout>${b.markdown}</callout>`,
  }));
}

function parsePage(chunk: string, name: string): ParsedBlock {
  const { attrs, title, content } = splitPage(chunk, name);
  const card = name === 'card' || attrs.textStyle === 'card';
  const block: ParsedBlock = { type: 'page', textStyle: card ? 'card' : 'page', markdown: title };
  if (card) block.cardLayout = attrs.cardLayout ?? 'regular';
  block.content = parseSource(content);
  return block;
}
