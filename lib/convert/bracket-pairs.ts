// Which marked page brackets on a line must be escaped so that no link forms from page text and the
// converter's own links keep their brackets. Brackets pair as in CommonMark: a `]` closes the nearest
// `[` before it. A page bracket (one escape.ts marked) escaped here stops taking part in pairing.

const MARK = '\uFDD0';

interface Opener {
  /** Index of the MARK before a page bracket, or -1 for the converter's own (or an inert) `[`. */
  mark: number;
}

/** Sets `decisions[mark]` (escape or not) for every marked bracket on the line starting at `start`. */
export function pairBrackets(md: string, start: number, decisions: Map<number, boolean>): void {
  const openers: Opener[] = [];
  let end = md.indexOf('\n', start);
  if (end < 0) end = md.length;
  for (let i = start; i < end; i++) {
    const c = md[i];
    if (c === '\\') {
      i++;
      continue;
    }
    const mark = c === MARK ? i : -1;
    const ch = mark >= 0 ? md[++i] : c;
    if (ch === '[') openers.push({ mark });
    else if (ch === ']') closeBracket(md, i, mark, openers, decisions);
  }
  for (const opener of openers) if (opener.mark >= 0) decisions.set(opener.mark, false);
}

function closeBracket(md: string, i: number, mark: number, openers: Opener[], decisions: Map<number, boolean>): void {
  if (mark >= 0) {
    const top = openers.at(-1);
    if (!top) decisions.set(mark, linkFollows(md, i + 1));
    else if (top.mark < 0)
      decisions.set(mark, true); // it would end the converter's link text early
    else {
      openers.pop();
      const link = linkFollows(md, i + 1);
      decisions.set(mark, link);
      decisions.set(top.mark, link);
    }
    return;
  }
  // The converter's `]`: page openers above its own would pair with it instead.
  while (openers.length && openers[openers.length - 1].mark >= 0) decisions.set(openers.pop()!.mark, true);
  openers.pop();
}

/** `(` (an inline link) or `:` (a link definition) right after a `]`, marks skipped. */
function linkFollows(md: string, from: number): boolean {
  let i = from;
  while (md[i] === MARK) i++;
  return md[i] === '(' || md[i] === ':';
}
