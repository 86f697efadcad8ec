/**
 * A text for the user as a message key and its values, not as words: what lib/ gives a text that is
 * stored and shown later (an outbox item's reason), so it is shown in the UI language of the moment it
 * is read, not of the moment it was made. A value may itself be such a text (a reason inside a
 * sentence). `TextError` is a thrown text: its `message` is rendered at once (logs, immediate answers),
 * its `text` is what gets stored.
 */
import { t, uiLanguage, type MessageKey } from './t';
import { text, type TextList, type UiText } from './text';

export { text, type UiText };

/**
 * What a stored record says to the user: a UiText, or the words of a record stored before texts had
 * keys (shown as they are: no migration, each reader takes both).
 */
export type StoredText = UiText | string;

/** The words of a text in the UI language; a plain string (a record stored before texts had keys) as it is. */
export function render(value: StoredText): string {
  if (typeof value === 'string') return value;
  return t(
    value.key,
    value.subs?.map((s) => (typeof s !== 'object' ? s : 'list' in s ? renderList(s) : render(s))),
  );
}

function renderList({ list }: TextList): string {
  return new Intl.ListFormat(uiLanguage(), { type: 'conjunction' }).format(list.map((item) => render(item)));
}

/**
 * Named texts read from the locale each time one is used (getters), for lib modules whose sentences
 * are looked up by name: `NOTES.pageEmpty` is `t('note_pageEmpty')` in the UI language of that moment.
 */
export function localized<N extends string>(texts: Record<N, MessageKey | UiText>): Readonly<Record<N, string>> {
  const named = {} as Record<N, string>;
  for (const name of Object.keys(texts) as N[]) {
    const value = texts[name];
    Object.defineProperty(named, name, {
      enumerable: true,
      get: () => (typeof value === 'string' ? t(value) : render(value)),
    });
  }
  return named;
}

/** `value` with every string value passed through `clean` (redaction before it is stored), however deep. */
export function mapValues(value: UiText, clean: (s: string) => string): UiText {
  if (!value.subs) return value;
  return {
    ...value,
    subs: value.subs.map((s) =>
      typeof s === 'string'
        ? clean(s)
        : typeof s !== 'object'
          ? s
          : 'list' in s
            ? { list: s.list.map((item) => mapValues(item, clean)) }
            : mapValues(s, clean),
    ),
  };
}

/** A failure a user reads: thrown by lib/ wherever its message reaches the popup, a notification or the outbox. */
export class TextError extends Error {
  override name = 'TextError';
  /** Absent when thrown with words (a server's own message, a test). */
  readonly text?: UiText;

  constructor(message: UiText | string, options?: ErrorOptions) {
    super(render(message), options);
    if (typeof message !== 'string') this.text = message;
  }
}

export const textOf = (error: unknown): UiText | undefined => (error instanceof TextError ? error.text : undefined);
