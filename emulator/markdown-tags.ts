/** Helpers for the XML-like block tags of Craft markdown: <page>, <card>, <callout>, <pageTitle>, <content>. */

export const BLOCK_TAG = /^\s*<(page|card|callout)(\s[^>]*)?>/;

/** Offset just past the tag that closes the one opening at src[0], honouring nesting; -1 if unclosed. */
export function matchClose(src: string, name: string): number {
  const re = new RegExp(`<(/?)${name}(?:\\s[^>]*)?>`, 'g');
  let depth = 0;
  for (const m of src.matchAll(re)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return m.index + m[0].length;
  }
  return -1;
}

export function parseAttributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/(\w+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) attrs[m[1]] = m[2] ?? m[3] ?? '';
  return attrs;
}

/** Removes the indentation shared by all non-blank lines (rendered page content is indented). */
export function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length);
  const common = indents.length ? Math.min(...indents) : 0;
  return common ? lines.map((l) => l.slice(Math.min(common, /^ */.exec(l)![0].length))).join('\n') : text;
}

export interface PageParts {
  attrs: Record<string, string>;
  title: string;
  content: string;
}

/** Splits `<page …><pageTitle>T</pageTitle><content>…</content></page>` (or `<card>`) into its parts. */
export function splitPage(chunk: string, name: string): PageParts {
  const open = /^<[^>]*>/.exec(chunk)![0];
  const inner = chunk.slice(open.length, chunk.length - `</${name}>`.length);
  const titleMatch = /^\s*<pageTitle>([\s\S]*?)<\/pageTitle>/.exec(inner);
  const afterTitle = titleMatch ? inner.slice(titleMatch[0].length) : inner;
  const contentStart = /^\s*<content>/.exec(afterTitle);
  let content = afterTitle;
  if (contentStart) {
    const close = afterTitle.lastIndexOf('</content>');
    content = afterTitle.slice(contentStart[0].length, close === -1 ? undefined : close);
  }
  return { attrs: parseAttributes(open), title: titleMatch ? titleMatch[1].trim() : '', content: dedent(content) };
}
