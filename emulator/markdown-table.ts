/** Pipe tables → the table block's `rows` (header row included) and a normalised markdown. */

type Cell = { value: string; attributes: unknown[] };

const SEPARATOR = /^\|?\s*:?-{1,}:?\s*(\|\s*:?-{1,}:?\s*)*\|?$/;

function splitRow(line: string): string[] {
  const body = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return body.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
}

export function parseTable(lines: string[]): { rows: Cell[][]; markdown: string } | undefined {
  if (lines.length < 2 || !SEPARATOR.test(lines[1].trim())) return undefined;
  const values = [lines[0], ...lines.slice(2)].map(splitRow);
  const width = Math.max(...values.map((r) => r.length));
  const rows = values.map((r) => Array.from({ length: width }, (_, i) => ({ value: r[i] ?? '', attributes: [] })));
  const render = (r: Cell[]) => `| ${r.map((c) => c.value.replace(/\|/g, '\\|')).join(' | ')} |`;
  const markdown = [render(rows[0]), `| ${Array(width).fill('---').join(' | ')} |`, ...rows.slice(1).map(render)].join(
    '\n',
  );
  return { rows, markdown };
}
