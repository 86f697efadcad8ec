/**
 * Clip format settings, rendered by the options page: the header's fields and their order, page
 * or inline format, top or bottom, keep images in Craft. Saved to clipSettingsItem on every change.
 */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { fieldRows, HEADER_FIELD_LABELS, moveField, toggleField } from '../lib/clip/header-fields';
import type { ClipSettings } from '../lib/model/types';
import { DEFAULT_CLIP_SETTINGS } from '../lib/model/types';
import { clipSettingsItem } from '../lib/storage/items';

const settings = signal<ClipSettings>(DEFAULT_CLIP_SETTINGS);

function update(patch: Partial<ClipSettings>): void {
  settings.value = { ...settings.value, ...patch };
  void clipSettingsItem.setValue(settings.value);
}

export function ClipSettingsForm() {
  useEffect(() => {
    void clipSettingsItem.getValue().then((value) => (settings.value = value));
  }, []);
  const { headerFields, format, insertAt, keepImages } = settings.value;
  const rows = fieldRows(headerFields);
  return (
    <section class="clip-settings" aria-labelledby="clip-settings-title">
      <h2 id="clip-settings-title">Clip format</h2>
      <fieldset>
        <legend>Header line above each clip</legend>
        <ol class="header-fields">
          {rows.map(({ field, on }, index) => (
            <li key={field}>
              <label>
                <input type="checkbox" checked={on} onChange={(e) => update({ headerFields: toggleField(headerFields, field, e.currentTarget.checked) })} />
                {HEADER_FIELD_LABELS[field]}
              </label>
              {on && (
                <>
                  <button type="button" aria-label={`Move ${HEADER_FIELD_LABELS[field]} up`} disabled={index === 0}
                    onClick={() => update({ headerFields: moveField(headerFields, field, -1) })}>↑</button>
                  <button type="button" aria-label={`Move ${HEADER_FIELD_LABELS[field]} down`} disabled={!rows[index + 1]?.on}
                    onClick={() => update({ headerFields: moveField(headerFields, field, 1) })}>↓</button>
                </>
              )}
            </li>
          ))}
        </ol>
      </fieldset>
      <fieldset>
        <legend>Format</legend>
        <label><input type="radio" name="clip-format" checked={format === 'page'} onChange={() => update({ format: 'page' })} /> A nested page holding the clip (keeps a daily note tidy)</label>
        <label><input type="radio" name="clip-format" checked={format === 'inline'} onChange={() => update({ format: 'inline' })} /> Inline blocks</label>
      </fieldset>
      <fieldset>
        <legend>Where in the destination</legend>
        <label><input type="radio" name="clip-insert-at" checked={insertAt === 'start'} onChange={() => update({ insertAt: 'start' })} /> Top</label>
        <label><input type="radio" name="clip-insert-at" checked={insertAt === 'end'} onChange={() => update({ insertAt: 'end' })} /> Bottom</label>
      </fieldset>
      <label>
        <input type="checkbox" checked={keepImages} onChange={(e) => update({ keepImages: e.currentTarget.checked })} />
        Keep images in Craft: upload the images Craft cannot fetch itself (embedded, made by the page, or behind a login)
      </label>
    </section>
  );
}
