/**
 * A task date: quick picks (today, tomorrow, next week) or a typed date in natural language, in the
 * UI language or English ("fri", "in 3 days", "letzten Freitag"), resolved as the user types and shown
 * beside the field. The value is `YYYY-MM-DD` in the Craft space's timezone, or undefined (no date).
 * Craft task dates hold no time: a typed time ("tomorrow 9am") is dropped, and the resolved line says so.
 */
import { signal, useSignal, type Signal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { Button } from '../../../components/button';
import {
  labelOf,
  parsersFor,
  parseTaskDate,
  quickPickDate,
  type DateParser,
  type QuickPick,
} from '../../../lib/dates/parse-date';
import { t, uiLanguage, type MessageKey } from '../../../lib/i18n/t';

export interface DateFieldState {
  text: Signal<string>;
  /** undefined = no date; null = typed text that names no date. */
  date: Signal<string | undefined | null>;
}

const PICKS: Array<[QuickPick, MessageKey]> = [
  ['today', 'date_today'],
  ['tomorrow', 'date_tomorrow'],
  ['next-week', 'date_nextWeek'],
];

/** English until the UI language's parser has loaded (a moment after the view opens). */
const parsers = signal<DateParser[] | undefined>(undefined);
let loading: Promise<void> | undefined;
function loadParsers(): void {
  loading ??= parsersFor(uiLanguage()).then(
    (list) => {
      parsers.value = list;
    },
    () => undefined,
  );
}

/** Beside the field: the day, the day with the note that its time was dropped, or "Not a date". */
function resolvedText(date: string | undefined | null, timeDropped: boolean): string {
  if (date === null) return t('date_notADate');
  if (!date) return '';
  const label = labelOf(date, uiLanguage());
  return timeDropped ? t('date_dayOnly', label) : label;
}

export function TaskDateField({ label, state, timeZone }: { label: string; state: DateFieldState; timeZone?: string }) {
  loadParsers();
  const { text, date } = state;
  const id = useId();
  const timeDropped = useSignal(false);
  const type = (value: string) => {
    text.value = value;
    const resolved = value.trim() ? parseTaskDate(value, new Date(), timeZone, parsers.value, uiLanguage()) : undefined;
    date.value = value.trim() ? (resolved?.date ?? null) : undefined;
    timeDropped.value = resolved?.timeDropped ?? false;
  };
  const pick = (p: QuickPick, key: MessageKey) => {
    timeDropped.value = false;
    text.value = t(key);
    date.value = quickPickDate(p, new Date(), timeZone);
  };
  return (
    <div class="task-date" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} class="label">
        {label}
      </span>
      <div class="task-date__row">
        {PICKS.map(([p, key]) => (
          <Button key={p} size="small" onClick={() => pick(p, key)}>
            {t(key)}
          </Button>
        ))}
      </div>
      <div class="task-date__row">
        <input
          class="input"
          aria-label={t('date_typeLabel', label)}
          placeholder={t('date_placeholder')}
          value={text.value}
          onInput={(e) => type(e.currentTarget.value)}
          aria-describedby={`${id}-resolved`}
        />
        <output id={`${id}-resolved`} class={date.value === null ? 'resolved resolved--error' : 'resolved'}>
          {resolvedText(date.value, timeDropped.value)}
        </output>
        {date.value !== undefined && (
          <Button size="small" variant="quiet" icon="close" label={t('date_clear', label)} onClick={() => type('')} />
        )}
      </div>
    </div>
  );
}
