/**
 * Publication dates come as ISO timestamps, bare dates or prose ("March 5, 2024"); the clip wants
 * `YYYY-MM-DD`. Hand-written rather than chrono-node: the capture bundle must stay small, and the
 * formats that occur in metadata are few.
 */

const ISO_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?![\d])/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})(?:T|$)/;

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function isValidDay(year: number, month: number, day: number): boolean {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function fromParts(year: number, month: number, day: number): string | undefined {
  return isValidDay(year, month, day) ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : undefined;
}

/** `YYYY-MM-DD`, or undefined when the value is not a recognisable date. */
export function toIsoDate(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  // Take the written calendar date as is: converting "2024-03-05T23:30-08:00" through UTC
  // would move it to the next day.
  const iso = ISO_PREFIX.exec(text) ?? COMPACT.exec(text);
  if (iso) return fromParts(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  // A bare number is a year, a count or a Unix time, never a trustworthy date.
  if (/^\d+$/.test(text)) return undefined;
  const parsed = new Date(text);
  if (Number.isNaN(parsed.getTime())) return undefined;
  return fromParts(parsed.getFullYear(), parsed.getMonth() + 1, parsed.getDate());
}
