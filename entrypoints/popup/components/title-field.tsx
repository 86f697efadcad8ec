/** The clip's title: the nested page's name in Craft (or the new document's), editable. */
import { useId } from 'preact/hooks';
import { t } from '../../../lib/i18n/t';
import { setTitle } from '../capture';
import { busy, title } from '../model';

export function TitleField() {
  const id = useId();
  return (
    <div class="field title-field">
      <label for={id}>{t('clip_title')}</label>
      <input
        id={id}
        class="input"
        value={title.value}
        readOnly={busy.value}
        placeholder={t('clip_titlePlaceholder')}
        onInput={(e) => setTitle(e.currentTarget.value)}
      />
    </div>
  );
}
