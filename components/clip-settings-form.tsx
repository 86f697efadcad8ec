/**
 * Clip format settings, rendered by the options page: the header's fields and their order, page
 * or inline format, top or bottom, keep images in Craft. Saved to clipSettingsItem on every change,
 * and the form says so. A moved field keeps the focus on its arrow (the row moves in the DOM).
 */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { fieldRows, moveField, toggleField } from '../lib/clip/header-fields';
import { t, type MessageKey } from '../lib/i18n/t';
import type { ClipSettings, HeaderField } from '../lib/model/types';
import { DEFAULT_CLIP_SETTINGS } from '../lib/model/types';
import { clipSettingsItem } from '../lib/storage/items';
import { Button } from './button';
import { Icon } from './icons';

const settings = signal<ClipSettings>(DEFAULT_CLIP_SETTINGS);
/** Counts saves: each one shows "Saved" again (a new element, so it is announced again). */
const saves = signal(0);
const saveFailed = signal(false);

const LABELS: Record<HeaderField, MessageKey> = {
  title: 'format_fieldTitle',
  site: 'format_fieldSite',
  author: 'format_fieldAuthor',
  published: 'format_fieldPublished',
  clippedAt: 'format_fieldClippedAt',
};

async function update(patch: Partial<ClipSettings>): Promise<void> {
  settings.value = { ...settings.value, ...patch };
  try {
    await clipSettingsItem.setValue(settings.value);
    saveFailed.value = false;
    saves.value++;
  } catch {
    saveFailed.value = true;
  }
}

function move(fields: HeaderField[], field: HeaderField, delta: -1 | 1): void {
  void update({ headerFields: moveField(fields, field, delta) });
  requestAnimationFrame(() => document.getElementById(`move-${field}-${delta < 0 ? 'up' : 'down'}`)?.focus());
}

function Choice({
  name,
  checked,
  onPick,
  label,
}: {
  name: string;
  checked: boolean;
  onPick: () => void;
  label: string;
}) {
  return (
    <label class="check">
      <input type="radio" name={name} checked={checked} onChange={onPick} />
      {label}
    </label>
  );
}

export function ClipSettingsForm() {
  useEffect(() => {
    void clipSettingsItem.getValue().then((value) => (settings.value = value));
  }, []);
  const { headerFields, format, insertAt, keepImages } = settings.value;
  const rows = fieldRows(headerFields);
  return (
    <section class="card clip-settings" aria-labelledby="clip-settings-title">
      <div class="card__title">
        <h2 id="clip-settings-title">{t('format_heading')}</h2>
        <span aria-live="polite">
          {saves.value > 0 && !saveFailed.value && (
            <span class="saved-flag" key={saves.value}>
              <Icon name="check" size={16} />
              {t('format_saved')}
            </span>
          )}
          {saveFailed.value && <span class="picker-error">{t('format_saveFailed')}</span>}
        </span>
      </div>
      <fieldset>
        <legend>{t('format_header')}</legend>
        <ol class="header-fields">
          {rows.map(({ field, on }, index) => (
            <li key={field}>
              <label class="check">
                <input
                  type="checkbox"
                  checked={on}
                  onChange={(e) =>
                    void update({ headerFields: toggleField(headerFields, field, e.currentTarget.checked) })
                  }
                />
                {t(LABELS[field])}
              </label>
              {on && (
                <span class="header-fields__moves">
                  <Button
                    id={`move-${field}-up`}
                    size="small"
                    variant="quiet"
                    icon="up"
                    label={t('format_moveUp', t(LABELS[field]))}
                    disabled={index === 0}
                    onClick={() => move(headerFields, field, -1)}
                  />
                  <Button
                    id={`move-${field}-down`}
                    size="small"
                    variant="quiet"
                    icon="down"
                    label={t('format_moveDown', t(LABELS[field]))}
                    disabled={!rows[index + 1]?.on}
                    onClick={() => move(headerFields, field, 1)}
                  />
                </span>
              )}
            </li>
          ))}
        </ol>
      </fieldset>
      <fieldset>
        <legend>{t('format_format')}</legend>
        <Choice
          name="clip-format"
          checked={format === 'page'}
          onPick={() => void update({ format: 'page' })}
          label={t('format_page')}
        />
        <Choice
          name="clip-format"
          checked={format === 'inline'}
          onPick={() => void update({ format: 'inline' })}
          label={t('format_inline')}
        />
      </fieldset>
      <fieldset>
        <legend>{t('format_where')}</legend>
        <Choice
          name="clip-insert-at"
          checked={insertAt === 'start'}
          onPick={() => void update({ insertAt: 'start' })}
          label={t('place_top')}
        />
        <Choice
          name="clip-insert-at"
          checked={insertAt === 'end'}
          onPick={() => void update({ insertAt: 'end' })}
          label={t('place_bottom')}
        />
      </fieldset>
      <label class="check">
        <input
          type="checkbox"
          checked={keepImages}
          onChange={(e) => void update({ keepImages: e.currentTarget.checked })}
        />
        {t('format_keepImages')}
      </label>
    </section>
  );
}
