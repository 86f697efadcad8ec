/**
 * The Clip view's "why I saved this" note and tags (issue 31): both go into the clip, the note as a
 * quote under the header, the tags as its hashtag line. The tags start as the page's rule's.
 */
import { useId } from 'preact/hooks';
import { t } from '../../../lib/i18n/t';
import { MAX_NOTE_CHARS } from '../../../lib/clip/clip-note';
import { clipNote, shownTags } from '../clip-extras';
import { setNote, setTags } from '../extras-edit';
import { busy } from '../model';

export function ClipExtrasFields() {
  const noteId = useId();
  const tagsId = useId();
  return (
    <div class="clip-extras">
      <div class="field">
        <label for={noteId}>{t('clip_note')}</label>
        <input
          id={noteId}
          class="input"
          value={clipNote.value}
          maxLength={MAX_NOTE_CHARS}
          readOnly={busy.value}
          placeholder={t('clip_notePlaceholder')}
          onInput={(e) => setNote(e.currentTarget.value)}
        />
      </div>
      <div class="field">
        <label for={tagsId}>{t('clip_tags')}</label>
        <input
          id={tagsId}
          class="input"
          value={shownTags()}
          readOnly={busy.value}
          placeholder={t('clip_tagsPlaceholder')}
          onInput={(e) => setTags(e.currentTarget.value)}
        />
      </div>
    </div>
  );
}
