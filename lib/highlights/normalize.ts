/**
 * Whitespace-collapsed text with a map back to the original offsets. Pages re-indent their markup
 * between visits and a link back from Craft carries collapsed text (text-fragment.ts), so approximate
 * matching compares text with each whitespace run counted as one space: runs of indentation would
 * otherwise make unrelated whitespace-heavy places look alike.
 */

export interface Collapsed {
  text: string;
  /** Original offset of each collapsed character, plus the original length at the end. */
  offsets: number[];
}

export function collapse(text: string): Collapsed {
  const parts: string[] = [];
  const offsets: number[] = [];
  let last = 0;
  for (const run of text.matchAll(/\s+/g)) {
    for (let i = last; i < run.index; i++) offsets.push(i);
    parts.push(text.slice(last, run.index), ' ');
    offsets.push(run.index);
    last = run.index + run[0].length;
  }
  for (let i = last; i < text.length; i++) offsets.push(i);
  parts.push(text.slice(last));
  offsets.push(text.length);
  return { text: parts.join(''), offsets };
}

/** Collapses a short string (a quote or its context) the same way. */
export function collapseText(text: string): string {
  return text.replace(/\s+/g, ' ');
}
