/**
 * Splits Craft markdown into chunks of at most `maxBytes` UTF-8 bytes for separate inserts.
 *
 * Chunks break only at blank lines between top-level blocks, never inside a code fence, a table, or a
 * `<page>…</page>` / `<callout>…</callout>` element. A single block larger than `maxBytes` stays whole:
 * cutting it would change what Craft builds (a fence or table split in two, an unbalanced page tag),
 * and the server rejecting an oversized request is a clearer failure than silently damaged content.
 * `chunks.join('\n\n')` equals the input when its blocks are separated by single blank lines.
 */
export function splitMarkdown(markdown: string, maxBytes: number): string[] {
  const blocks = topLevelBlocks(markdown);
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const block of blocks) {
    const bytes = utf8Length(block);
    const joined = current.length ? size + 2 + bytes : bytes;
    if (current.length && joined > maxBytes) {
      chunks.push(current.join('\n\n'));
      current = [block];
      size = bytes;
    } else {
      current.push(block);
      size = joined;
    }
  }
  if (current.length) chunks.push(current.join('\n\n'));
  return chunks;
}

/** Blocks separated by blank lines, with fences and page/callout elements kept in one block. */
function topLevelBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let lines: string[] = [];
  let fence = '';
  let depth = 0;
  for (const line of markdown.split('\n')) {
    const m = /^\s*(?:> )?(`{3,})/.exec(line);
    if (m && !fence) fence = m[1];
    else if (m && fence && m[1].length >= fence.length && line.trim().replace(/^> /, '') === m[1]) fence = '';
    else if (!fence) depth = Math.max(0, depth + tagBalance(line));
    if (!line.trim() && !fence && depth === 0) {
      if (lines.length) blocks.push(lines.join('\n'));
      lines = [];
    } else {
      lines.push(line);
    }
  }
  if (lines.length) blocks.push(lines.join('\n'));
  return blocks;
}

/** Opened minus closed page/callout tags on a line; code spans are literal text, not tags. */
function tagBalance(line: string): number {
  if (!line.includes('<')) return 0;
  const text = line.includes('`') ? line.replace(/(`+)[\s\S]*?\1/g, '') : line;
  const opened = text.match(/<(?:page|callout)[\s>]/g)?.length ?? 0;
  const closed = text.match(/<\/(?:page|callout)>/g)?.length ?? 0;
  return opened - closed;
}

/** UTF-8 byte length without allocating an encoded copy. */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}
