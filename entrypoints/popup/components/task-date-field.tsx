/**
 * A task date: quick picks (today, tomorrow, next week) or a typed date in natural language
 * ("fri", "in 3 days"), resolved as the user types and shown beside the field. The value is
 * `YYYY-MM-DD` in the Craft space's timezone, or undefined (no date).
 */
import type { Signal } from '@preact/signals';
import { labelOf, parseTaskDate, quickPickDate, type QuickPick } from '../../../lib/dates/parse-date';

export interface DateFieldState {
  text: Signal<string>;
  /** undefined = no date; null = typed text that names no date. */
  date: Signal<string | undefined | null>;
}

const PICKS: Array<[QuickPick, string]> = [['today', 'Today'], ['tomorrow', 'Tomorrow'], ['next-week', 'Next week']];

export function TaskDateField({ label, state, timeZone }: { label: string; state: DateFieldState; timeZone?: string }) {
  const { text, date } = state;
  const type = (value: string) => {
    text.value = value;
    date.value = value.trim() ? (parseTaskDate(value, new Date(), timeZone)?.date ?? null) : undefined;
  };
  const pick = (p: QuickPick) => {
    const iso = quickPickDate(p, new Date(), timeZone);
    text.value = p === 'next-week' ? 'next week' : p;
    date.value = iso;
  };
  const id = label.toLowerCase().replace(/\s+/g, '-');
  return (
    <div class="task-date" role="group" aria-label={label}>
      <span>{label}</span>
      {PICKS.map(([p, name]) => (
        <button type="button" class="button button--small" key={p} onClick={() => pick(p)}>{name}</button>
      ))}
      <input aria-label={`${label} (type a date)`} placeholder='e.g. "fri", "in 3 days"' value={text.value}
        onInput={(e) => type(e.currentTarget.value)} aria-describedby={`${id}-resolved`} />
      <output id={`${id}-resolved`} class={date.value === null ? 'status--error' : 'resolved'}>
        {date.value === null ? 'Not a date' : date.value ? labelOf(date.value) : ''}
      </output>
      {date.value !== undefined && (
        <button type="button" class="button button--small" aria-label={`Clear ${label.toLowerCase()}`} onClick={() => type('')}>×</button>
      )}
    </div>
  );
}
