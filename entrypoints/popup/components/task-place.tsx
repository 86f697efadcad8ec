/**
 * Where a task goes: the inbox, today's daily note, or (whole-space links, and always on Selected
 * Documents links, which have no inbox) a document found by search.
 */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { t } from '../../../lib/i18n/t';
import { connection } from '../model';
import { results, searchPlaces } from './place-search';

type PlaceChoice = 'inbox' | 'today' | 'document';
export const placeChoice = signal<PlaceChoice>('inbox');
export const chosenDocument = signal<{ id: string; title: string } | undefined>(undefined);

export function TaskPlacePicker() {
  const kind = connection.value?.kind;
  const noInbox = kind === 'documents';
  useEffect(() => {
    // No inbox to offer: the document list is the only choice, so show it (again when the link changes to one).
    if (noInbox) void searchPlaces('');
  }, [noInbox]);
  const showSearch = noInbox || placeChoice.value === 'document';
  const choices: Array<[PlaceChoice, string]> = [
    ['inbox', t('task_inbox')],
    ['today', t('task_todayNote')],
  ];
  if (kind === 'space') choices.push(['document', t('task_document')]);
  return (
    <>
      {!noInbox && (
        <div class="field">
          <span class="label" id="task-place-label">
            {t('task_addTo')}
          </span>
          <div class="segmented segmented--small" role="radiogroup" aria-labelledby="task-place-label">
            {choices.map(([value, name]) => (
              <label key={value}>
                <input
                  type="radio"
                  name="task-place"
                  checked={placeChoice.value === value}
                  onChange={() => {
                    placeChoice.value = value;
                    if (value === 'document') void searchPlaces('');
                  }}
                />
                {name}
              </label>
            ))}
          </div>
        </div>
      )}
      {showSearch && (
        <div class="places">
          <input
            type="search"
            class="input"
            aria-label={t('place_find')}
            placeholder={t('place_find')}
            onInput={(e) => void searchPlaces(e.currentTarget.value)}
          />
          <ul class="place-list results" aria-label={t('place_documents')}>
            {results.value.map(
              (d) =>
                d.kind === 'document' && (
                  <li key={d.id}>
                    <button
                      type="button"
                      class="place"
                      aria-pressed={chosenDocument.value?.id === d.id}
                      onClick={() => (chosenDocument.value = { id: d.id, title: d.title })}
                    >
                      <span class="place__name">{d.title || t('place_untitled')}</span>
                    </button>
                  </li>
                ),
            )}
          </ul>
        </div>
      )}
    </>
  );
}
