/**
 * What a Craft-style parser would read as dialect in converter output, shared by the security
 * tests, the fuzz tests and the hostile corpus. Invisible format characters (zero-width, bidi
 * controls: Unicode category Cf) are removed before every check, because nothing guarantees that
 * Craft keeps them between `<` and `callout` or between `=` and `=`.
 */

const FORMAT_CHARS = /\p{Cf}/gu;

/**
 * Markdown with code fences and code spans removed: what a parser would read as markup. Spans follow
 * CommonMark: a backslash-escaped backtick opens nothing, and a span closes on a run of equal length.
 */
export function outsideCode(md: string): string {
  const text = md.replace(FORMAT_CHARS, '').replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1\s*$/gm, '');
  let out = '';
  for (let i = 0; i < text.length;) {
    if (text[i] === '\\') {
      out += text.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (text[i] !== '`') {
      out += text[i++];
      continue;
    }
    let run = 0;
    while (text[i + run] === '`') run++;
    const close = new RegExp('(?<!`)`{' + run + '}(?!`)', 'g');
    close.lastIndex = i + run;
    const end = close.exec(text);
    if (end) i = end.index + run;
    else {
      out += text.slice(i, i + run);
      i += run;
    }
  }
  return out;
}

const DIALECT_TAG = /<\/?(?:page|pageTitle|content|callout|highlight|caption|card|comment|collection)\b[^>]*>/gi;

/** Dialect tags a Craft-style parser (or a tag scanner running before it) would pick up. */
export function liveTags(md: string): string[] {
  return outsideCode(md).match(DIALECT_TAG) ?? [];
}

/** Dialect tags anywhere in `md`, code included: what a tag scanner that does not skip code reads. */
export function tagsAnywhere(md: string): string[] {
  return md.replace(FORMAT_CHARS, '').match(DIALECT_TAG) ?? [];
}

/**
 * Unescaped `$` that could pair as math: a bare `$` in a block (lines between blank ones) of text
 * outside code that holds another `$`, escaped or not. A lone bare `$` (a price) is text to any
 * inline-math parser; each offending block is returned.
 */
export function pairableDollars(md: string): string[] {
  return outsideCode(md)
    .split(/\n[^\S\n]*\n/)
    .filter((block) => /(?:^|[^\\])\$/.test(block) && (block.match(/\$/g) ?? []).length > 1);
}

/**
 * Every way `md` escapes into dialect beyond the tags `allowedTags` (the converter's own structure):
 * extra tags, block:/date: links, a `$` left bare beside another (inline or `$$` block math:
 * pairableDollars), `==` highlights.
 */
export function dialectEscapes(md: string, allowedTags: string[] = []): string[] {
  const found: string[] = [];
  const tags = liveTags(md);
  const extra = [...tags];
  for (const tag of allowedTags) {
    const i = extra.indexOf(tag);
    if (i >= 0) extra.splice(i, 1);
  }
  found.push(...extra.map((t) => `tag ${t}`));
  const text = outsideCode(md);
  if (/\]\((?:block|date):/i.test(text)) found.push('block/date link');
  if (/(?:^|[^\\])(?:block|date):\/\//i.test(text)) found.push('block/date autolink');
  if (pairableDollars(md).length) found.push('unescaped $');
  if (/(?:^|[^\\])==/.test(text)) found.push('unescaped ==');
  return found;
}

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
