/**
 * One highlight in the panel's list: its colour, its text (a button that scrolls the page to it,
 * when it is placed) and its note; Edit opens its note and colour in place, Remove removes it. Each
 * row is a focus scope: opening the editor focuses its first field, closing it the row's Edit button.
 */
import { useSignal } from '@preact/signals';
import { useEffect, useId, useRef } from 'preact/hooks';
import { Button } from '../../components/button';
import { MARK_COLORS, type MarkColor } from '../../lib/highlights/blocks';
import { markText } from '../../lib/highlights/mark-list';
import { t, type MessageKey } from '../../lib/i18n/t';
import type { Mark } from '../../lib/model/highlights';

const COLOR_NAMES: Record<MarkColor, MessageKey> = {
  yellow: 'marks_color_yellow',
  green: 'marks_color_green',
  mint: 'marks_color_mint',
  cyan: 'marks_color_cyan',
  blue: 'marks_color_blue',
  purple: 'marks_color_purple',
  pink: 'marks_color_pink',
  red: 'marks_color_red',
  gray: 'marks_color_gray',
};
const colorName = (color: MarkColor) => t(COLOR_NAMES[color]);

export interface MarkRowProps {
  mark: Mark;
  placed: boolean;
  onShow(): void;
  onSave(change: { color: MarkColor; note: string }): Promise<boolean>;
  onRemove(): void;
}

export function MarkRow({ mark, placed, onShow, onSave, onRemove }: MarkRowProps) {
  const id = useId();
  const editing = useSignal(false);
  const color = useSignal<MarkColor>(mark.color);
  const note = useSignal(mark.note ?? '');
  const busy = useSignal(false);
  const text = markText(mark);
  const firstField = useRef<HTMLSelectElement>(null);
  // Opening the editor puts the focus in it (the Edit button that had it is gone).
  useEffect(() => {
    if (editing.value) firstField.current?.focus();
  }, [editing.value]);

  async function save(): Promise<void> {
    busy.value = true;
    const saved = await onSave({ color: color.value, note: note.value.trim() });
    busy.value = false;
    if (saved) editing.value = false;
  }

  return (
    <li class="mark-row" data-focus-scope>
      <span class={`mark-swatch mark-swatch--${mark.color}`} aria-hidden="true" />
      <div class="mark-row__body">
        {placed ? (
          <button type="button" class="mark-row__text" title={t('marks_show')} onClick={onShow}>
            {text}
          </button>
        ) : (
          <p class="mark-row__text">{text}</p>
        )}
        <span class="visually-hidden">{colorName(mark.color)}</span>
        {mark.note && <p class="hint mark-row__note">{mark.note}</p>}
        {editing.value ? (
          <div class="mark-row__editor">
            <div class="field">
              <label for={`${id}-color`}>{t('marks_colorLabel')}</label>
              <select
                ref={firstField}
                id={`${id}-color`}
                class="select"
                value={color.value}
                onChange={(e) => (color.value = e.currentTarget.value as MarkColor)}
              >
                {MARK_COLORS.map((c) => (
                  <option key={c} value={c}>
                    {colorName(c)}
                  </option>
                ))}
              </select>
            </div>
            <div class="field">
              <label for={`${id}-note`}>{t('marks_noteLabel')}</label>
              <textarea
                id={`${id}-note`}
                class="textarea"
                rows={2}
                value={note.value}
                onInput={(e) => (note.value = e.currentTarget.value)}
              />
            </div>
            <div class="actions">
              <Button variant="primary" size="small" busy={busy.value} onClick={() => void save()}>
                {t('marks_save')}
              </Button>
              <Button size="small" onClick={() => (editing.value = false)}>
                {t('common_cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <div class="actions">
            <Button size="small" variant="quiet" focusHome onClick={() => (editing.value = true)}>
              {t('marks_edit')}
            </Button>
            <Button size="small" variant="quiet" icon="trash" onClick={onRemove}>
              {t('saved_remove')}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
