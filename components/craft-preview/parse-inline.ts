/**
 * Inline markup of Craft's dialect → a small tree the preview draws as elements: **bold**, *italic*,
 * ~strike~, `code`, ==highlight== and <highlight>, $math$, [links](url) (block:// and date:// too),
 * backslash escapes and the entities the converter writes. Everything else stays literal text: the
 * result is never HTML.
 */

export type Inline =
  | string
  | { kind: 'bold' | 'italic' | 'strike' | 'highlight'; children: Inline[] }
  | { kind: 'code' | 'math'; text: string }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'break' };

const ENTITY = /^&(lt|gt|amp|quot|apos|nbsp|#\d{1,6}|#x[0-9a-f]{1,6});/i;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: '\u00a0' };
const PAIRS: Array<[string, 'bold' | 'italic' | 'strike' | 'highlight']> = [
  ['**', 'bold'],
  ['__', 'bold'],
  ['==', 'highlight'],
  ['~~', 'strike'],
  ['*', 'italic'],
  ['_', 'italic'],
  ['~', 'strike'],
];

function escaped(s: string, at: number): boolean {
  let n = 0;
  for (let i = at - 1; i >= 0 && s[i] === '\\'; i--) n++;
  return n % 2 === 1;
}

/** The next unescaped `delim` at or after `from`, not followed by the same character when single. */
function findClose(s: string, delim: string, from: number): number {
  for (let at = s.indexOf(delim, from); at !== -1; at = s.indexOf(delim, at + 1)) {
    if (escaped(s, at)) continue;
    if (delim.length === 1 && s[at + 1] === delim) {
      at++;
      continue;
    }
    return at;
  }
  return -1;
}

/** `[text](url)` starting at `at`: the text's end and the url, honouring nested brackets. */
function linkAt(s: string, at: number): { text: string; href: string; end: number } | undefined {
  let depth = 0;
  for (let i = at; i < s.length; i++) {
    if (s[i] === '\\') {
      i++;
      continue;
    }
    if (s[i] === '[') depth++;
    else if (s[i] === ']' && --depth === 0) {
      const url = /^\(([^()\s]*(?:\([^()\s]*\)[^()\s]*)*)(?:\s+"[^"]*")?\)/.exec(s.slice(i + 1));
      return url ? { text: s.slice(at + 1, i), href: url[1]!, end: i + 1 + url[0].length } : undefined;
    }
  }
  return undefined;
}

export function parseInline(s: string): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push(text);
    text = '';
  };
  const push = (node: Inline) => {
    flush();
    out.push(node);
  };
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (c === '\\' && /[!-/:-@[-`{-~]/.test(s[i + 1] ?? '')) {
      text += s[i + 1];
      i += 2;
      continue;
    }
    if (c === '\n') {
      push({ kind: 'break' });
      i++;
      continue;
    }
    if (c === '&') {
      const m = ENTITY.exec(s.slice(i, i + 10));
      if (m) {
        const name = m[1]!.toLowerCase();
        text +=
          NAMED[name] ??
          String.fromCodePoint(name.startsWith('#x') ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
        i += m[0].length;
        continue;
      }
    }
    if (c === '`') {
      const run = /^`+/.exec(s.slice(i))![0];
      const close = s.indexOf(run, i + run.length);
      if (close !== -1) {
        push({ kind: 'code', text: s.slice(i + run.length, close).trim() });
        i = close + run.length;
        continue;
      }
    }
    if (c === '<') {
      const tag = /^<(\/?)(highlight|comment|caption)(\s[^>]*)?>|^<br\s*\/?>/.exec(s.slice(i));
      if (tag && tag[2] === 'highlight' && !tag[1]) {
        const close = s.indexOf('</highlight>', i);
        if (close !== -1) {
          push({ kind: 'highlight', children: parseInline(s.slice(i + tag[0].length, close)) });
          i = close + 12;
          continue;
        }
      }
      if (tag && !tag[2]) {
        push({ kind: 'break' });
        i += tag[0].length;
        continue;
      }
      if (tag) {
        i += tag[0].length;
        continue;
      } // comment and caption tags: their text stays
    }
    if (c === '$' && s[i + 1] !== ' ' && s[i + 1] !== '$') {
      const close = findClose(s, '$', i + 1);
      if (close > i + 1) {
        push({ kind: 'math', text: s.slice(i + 1, close) });
        i = close + 1;
        continue;
      }
    }
    if (c === '[' || (c === '!' && s[i + 1] === '[')) {
      const link = linkAt(s, c === '!' ? i + 1 : i);
      if (link) {
        push({ kind: 'link', href: link.href, children: parseInline(link.text) });
        i = link.end;
        continue;
      }
    }
    const pair = PAIRS.find(([d]) => s.startsWith(d, i));
    if (
      pair &&
      !(pair[0][0] === '_' && /[\p{L}\p{N}]/u.test(s[i - 1] ?? '')) &&
      !/\s/.test(s[i + pair[0].length] ?? ' ')
    ) {
      const close = findClose(s, pair[0], i + pair[0].length);
      if (close > i + pair[0].length) {
        push({ kind: pair[1], children: parseInline(s.slice(i + pair[0].length, close)) });
        i = close + pair[0].length;
        continue;
      }
    }
    text += c;
    i++;
  }
  flush();
  return out;
}

/** The plain text of inline nodes (titles, alt text). */
export function plainText(nodes: Inline[]): string {
  return nodes
    .map((n) => (typeof n === 'string' ? n : 'children' in n ? plainText(n.children) : 'text' in n ? n.text : '\n'))
    .join('');
}
