/**
 * Craft's insert dialect → the blocks Craft will make of it, for the popup's rendered preview: one
 * block per paragraph or list line, headings, quotes, callouts, captions, fences, `$$` formulas, pipe
 * tables, dividers, image lines, and `<page>` / `<card>` as nested pages. Split the way the API splits
 * (emulator/markdown-to-blocks.ts follows the live service); pure and DOM-free, no text is interpreted
 * as HTML. Inline markup stays text here (parse-inline.ts reads it).
 */

export type ListStyle = 'bullet' | 'numbered' | 'task' | 'toggle';

export type Block =
  | {
      type: 'text';
      style: 'body' | 'h1' | 'h2' | 'h3' | 'h4' | 'caption';
      text: string;
      indent: number;
      quote?: boolean;
    }
  | { type: 'list'; style: ListStyle; text: string; indent: number; marker: string; done?: boolean; canceled?: boolean }
  | { type: 'code'; language: string; code: string }
  | { type: 'table'; rows: string[][] }
  | { type: 'divider' }
  | { type: 'image'; url: string; alt: string }
  | { type: 'callout'; blocks: Block[] }
  | { type: 'page'; title: string; card: boolean; blocks: Block[] };

const FENCE = /^\s*(`{3,}|~{3,})\s*([^`\s]*)/;
const DIVIDER = /^\s*([*_-])(?:\s*\1){2,}\s*$/;
const IMAGE = /^!\[([^\]]*)\]\((\S+?)(?:\s+"[^"]*")?\)$/;
const HEADING = /^(#{1,6})\s+(.*)$/;
const LIST = /^( *)(- \[([ xX-])\]|[-*]|\d+[.)]|\+)(?: |$)(.*)$/;
const QUOTE = /^\s*>/;
const TAG = /^\s*<(page|card|callout)(\s[^>]*)?>/;
const TABLE_SEPARATOR = /^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?$/;

function startsBlock(line: string): boolean {
  return (
    FENCE.test(line) ||
    DIVIDER.test(line) ||
    HEADING.test(line.trim()) ||
    LIST.test(line) ||
    QUOTE.test(line) ||
    TAG.test(line) ||
    /^\s*\|/.test(line) ||
    /^\s*\$\$/.test(line) ||
    IMAGE.test(line.trim())
  );
}

/** Offset just past the tag closing the one that opens `src`, nesting honoured; -1 when unclosed. */
function closeOf(src: string, name: string): number {
  let depth = 0;
  for (const m of src.matchAll(new RegExp(`<(/?)${name}(?:\\s[^>]*)?>`, 'g'))) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return -1;
}

function dedent(text: string): string {
  const indents = text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => /^ */.exec(l)![0].length);
  const common = indents.length ? Math.min(...indents) : 0;
  return common
    ? text
        .split('\n')
        .map((l) => l.slice(Math.min(common, /^ */.exec(l)![0].length)))
        .join('\n')
    : text;
}

function splitRow(line: string): string[] {
  const body = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return body.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
}

function textBlock(text: string, indent: number, quote?: boolean): Block {
  const heading = HEADING.exec(text);
  if (heading)
    return { type: 'text', style: `h${Math.min(heading[1]!.length, 4)}` as 'h1', text: heading[2]!, indent, quote };
  const caption = /^<caption>([\s\S]*)<\/caption>$/.exec(text);
  if (caption) return { type: 'text', style: 'caption', text: caption[1]!, indent, quote };
  return { type: 'text', style: 'body', text, indent, quote };
}

function listBlock(m: RegExpExecArray): Block {
  const indent = Math.min(5, Math.floor(m[1]!.length / 2));
  const marker = m[2]!;
  const text = m[4] ?? '';
  if (m[3] !== undefined)
    return { type: 'list', style: 'task', text, indent, marker, done: /x/i.test(m[3]), canceled: m[3] === '-' };
  if (marker === '+') return { type: 'list', style: 'toggle', text, indent, marker };
  return { type: 'list', style: /^\d/.test(marker) ? 'numbered' : 'bullet', text, indent, marker };
}

/** Parses at most `limit` top-level blocks; `truncated` says whether there was more. */
export function parseBlocks(markdown: string, limit = Infinity): { blocks: Block[]; truncated: boolean } {
  const src = markdown.replace(/\r\n?/g, '\n').replace(/\t/g, '  ');
  const lines = src.split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    if (blocks.length >= limit) return { blocks, truncated: lines.slice(i).some((l) => l.trim()) };
    const line = lines[i]!;
    const trimmed = line.trim();
    if (!trimmed) {
      i++;
      continue;
    }

    const tag = TAG.exec(line);
    if (tag) {
      const rest = lines.slice(i).join('\n').trimStart();
      const end = closeOf(rest, tag[1]!);
      if (end !== -1) {
        blocks.push(tagBlock(rest.slice(0, end), tag[1]!, tag[2] ?? ''));
        const after = rest.slice(end);
        const tail = after.split('\n');
        // Text after the closing tag on the same line starts the next block.
        lines.splice(i, lines.length - i, ...(tail[0]!.trim() ? tail : tail.slice(1)));
        continue;
      }
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const marker = fence[1]!;
      const body: string[] = [];
      i++;
      while (i < lines.length && !(lines[i]!.trim().startsWith(marker) && /^[`~]+$/.test(lines[i]!.trim())))
        body.push(lines[i++]!);
      i++;
      blocks.push({ type: 'code', language: fence[2] ?? '', code: body.join('\n') });
      continue;
    }

    if (trimmed.startsWith('$$')) {
      const single = /^\$\$([\s\S]+)\$\$$/.exec(trimmed);
      const body = [single ? single[1]! : trimmed.slice(2)];
      i++;
      if (!single) {
        while (i < lines.length && !lines[i]!.trim().endsWith('$$')) body.push(lines[i++]!);
        if (i < lines.length) body.push(lines[i++]!.trim().replace(/\$\$$/, ''));
      }
      blocks.push({
        type: 'code',
        language: 'math',
        code: body
          .filter((l) => l.trim())
          .join('\n')
          .trim(),
      });
      continue;
    }

    if (trimmed.startsWith('|') && TABLE_SEPARATOR.test(lines[i + 1]?.trim() ?? '')) {
      const rows = [splitRow(line)];
      i += 2;
      while (i < lines.length && lines[i]!.trim().startsWith('|')) rows.push(splitRow(lines[i++]!));
      blocks.push({ type: 'table', rows });
      continue;
    }

    if (DIVIDER.test(line)) {
      blocks.push({ type: 'divider' });
      i++;
      continue;
    }

    const image = IMAGE.exec(trimmed);
    if (image) {
      blocks.push({ type: 'image', alt: image[1]!, url: image[2]! });
      i++;
      continue;
    }

    const list = LIST.exec(line);
    if (list) {
      blocks.push(listBlock(list));
      i++;
      continue;
    }

    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) quoted.push(lines[i++]!.replace(/^\s*> ?/, ''));
      blocks.push(textBlock(quoted.join('\n').trim(), 0, true));
      continue;
    }

    const paragraph = [line];
    i++;
    while (i < lines.length && lines[i]!.trim() && !startsBlock(lines[i]!)) paragraph.push(lines[i++]!);
    const indent = Math.min(5, Math.floor(/^ */.exec(line)![0].length / 2));
    blocks.push(textBlock(paragraph.map((l) => l.trim()).join('\n'), indent));
  }
  return { blocks, truncated: false };
}

function tagBlock(chunk: string, name: string, attrs: string): Block {
  const open = /^<[^>]*>/.exec(chunk)![0];
  const inner = chunk.slice(open.length, chunk.length - `</${name}>`.length);
  if (name === 'callout') return { type: 'callout', blocks: parseBlocks(inner.trim()).blocks };
  const title = /^\s*<pageTitle>([\s\S]*?)<\/pageTitle>/.exec(inner);
  let content = title ? inner.slice(title[0].length) : inner;
  const start = /^\s*<content>/.exec(content);
  if (start) {
    const close = content.lastIndexOf('</content>');
    content = content.slice(start[0].length, close === -1 ? undefined : close);
  }
  const card = name === 'card' || /textStyle\s*=\s*["']card["']/.test(attrs);
  return { type: 'page', title: title ? title[1]!.trim() : '', card, blocks: parseBlocks(dedent(content)).blocks };
}
