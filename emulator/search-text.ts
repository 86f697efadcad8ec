/** Term and regex matching with `**highlighted**` snippets, shared by the search endpoints. */
import type { Query } from './query';
import { list } from './query';
import { badRequest } from './errors';

export type Matcher = RegExp;

function compile(source: string, flags: string, name: string): RegExp {
  try {
    return new RegExp(source, flags);
  } catch (e) {
    throw badRequest(`${name} is not a valid pattern: ${(e as Error).message}`);
  }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** include terms (case-insensitive substrings) and regexps; at least one is required. */
export function matchersFrom(q: Query): Matcher[] {
  const terms = (list(q, 'include') ?? []).map((t) => compile(escapeRegExp(t), 'gi', 'include'));
  const regexps = (Array.isArray(q.regexps) ? q.regexps : q.regexps ? [q.regexps] : []).map((r) =>
    compile(r, 'g', 'regexps'),
  );
  if (!terms.length && !regexps.length) throw badRequest('include or regexps is required');
  return [...terms, ...regexps];
}

export function matchRanges(text: string, matchers: Matcher[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const m of matchers) {
    for (const hit of text.matchAll(new RegExp(m.source, m.flags.includes('g') ? m.flags : `${m.flags}g`))) {
      if (hit[0].length) ranges.push([hit.index, hit.index + hit[0].length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  return ranges.reduce<[number, number][]>((acc, r) => {
    const last = acc.at(-1);
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else acc.push([...r]);
    return acc;
  }, []);
}

/** Wraps every match in `**…**` and trims to a window around the first one. */
export function snippet(text: string, ranges: [number, number][], radius = 120): string {
  if (!ranges.length) return text;
  const from = Math.max(0, ranges[0][0] - radius);
  const to = Math.min(text.length, ranges.at(-1)![1] + radius);
  let out = '';
  let pos = from;
  for (const [s, e] of ranges) {
    if (s < from || e > to) continue;
    out += `${text.slice(pos, s)}**${text.slice(s, e)}**`;
    pos = e;
  }
  out += text.slice(pos, to);
  return `${from > 0 ? '…' : ''}${out}${to < text.length ? '…' : ''}`;
}
