/**
 * Joins the pieces of one element's content the way turndown's `join` does (newlines between pieces
 * are the max of the two sides, at most two) and, because the engine never mutates or clones the DOM,
 * also does the whitespace collapsing turndown does on its cloned tree: a space is dropped at the start
 * of a line and after another space, and spaces before a line break are trimmed.
 */
export class Output {
  /**
   * The pieces, as all but the last joined with `+` and the last apart (the only one ever changed):
   * V8 keeps `+` as a rope until the parent reads it, where an array's join copied every level's
   * text once more.
   */
  private head = '';
  private last = '';
  private count = 0;
  private pendingNewlines = 0;
  private lastChar = '';
  private leadingNewlines = 0;
  private lastWasBreak = false;

  /** Appends collapsed, escaped page text. */
  text(s: string): void {
    if (this.lastWasBreak && s.trim()) this.lastWasBreak = false;
    this.push(s, true);
  }

  /** Appends a rule's replacement; its leading spaces are indentation and are kept after a newline. */
  markup(s: string): void {
    // A second `<br>` right after one (only whitespace between) is a paragraph break.
    if (s === '\n') {
      if (this.lastWasBreak && this.pendingNewlines === 1) this.pendingNewlines = 2;
      else this.push(s, false);
      this.lastWasBreak = true;
      return;
    }
    this.lastWasBreak = false;
    // Page text ending in `!` right before a link would turn the link into an image.
    if (this.lastChar === '!' && s.charCodeAt(0) === 91 && this.pendingNewlines === 0) this.escapeLastChar();
    // Two code spans side by side would merge their backtick runs into one longer, unmatched run.
    if (this.lastChar === '`' && s.charCodeAt(0) === 96 && this.pendingNewlines === 0) this.push(' ', false);
    this.push(s, false);
  }

  private escapeLastChar(): void {
    this.last = this.last.slice(0, -1) + '\\!';
  }

  private append(piece: string): void {
    this.head += this.last;
    this.last = piece;
    this.count++;
  }

  /** Keeps the outer newlines so an inline parent can still see that its content was a block. */
  toString(): string {
    if (this.count === 0) return this.pendingNewlines ? '\n\n' : '';
    return NL[this.leadingNewlines] + this.head + this.last + NL[this.pendingNewlines];
  }

  private push(s: string, fromText: boolean): void {
    let start = 0;
    while (start < s.length && s.charCodeAt(start) === 10) start++;
    let end = s.length;
    while (end > start && s.charCodeAt(end - 1) === 10) end--;
    const newlines = Math.min(2, Math.max(this.pendingNewlines, start));
    if (this.count === 0 && start > this.leadingNewlines) this.leadingNewlines = Math.min(2, start);
    if (start === end) {
      this.pendingNewlines = newlines;
      return;
    }
    let body = start === 0 && end === s.length ? s : s.slice(start, end);
    // At the very start a space is kept: an inline parent moves it outside its markup
    // (`<b> x</b>`), a block parent trims it.
    const afterNewline = newlines > 0 && (this.count > 0 || this.leadingNewlines > 0);
    if ((fromText && afterNewline) || (this.lastChar === ' ' && newlines === 0)) body = dropLeadingSpaces(body);
    if (!body) {
      this.pendingNewlines = newlines;
      return;
    }
    if (this.count > 0 && newlines > 0) {
      this.trimTrailingSpaces();
      this.append(newlines === 1 ? '\n' : '\n\n');
    }
    this.append(body);
    this.lastChar = body[body.length - 1];
    this.pendingNewlines = Math.min(2, s.length - end);
  }

  /** Only ever followed by an append, so after dropping the last piece the one before is not needed. */
  private trimTrailingSpaces(): void {
    const last = this.last;
    if (last.charCodeAt(last.length - 1) !== 32) return;
    let end = last.length;
    while (end > 0 && last.charCodeAt(end - 1) === 32) end--;
    this.last = last.slice(0, end);
    if (end === 0) this.count--;
  }
}

const NL = ['', '\n', '\n\n'];

function dropLeadingSpaces(s: string): string {
  if (s.charCodeAt(0) !== 32) return s;
  let i = 0;
  while (i < s.length && s.charCodeAt(i) === 32) i++;
  return s.slice(i);
}
