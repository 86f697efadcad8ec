/**
 * The Reading list view: save the page as an item of a collection. The collection, the item's
 * title and its mapped properties prefilled from the page and editable, each select value the
 * collection lacks offered as "new — add to the collection?", whether the page is already there
 * (Open; Update it — its properties and earlier clip replaced, the user's notes kept — or Add another), and after saving Open and Undo. State: ../reading-list.ts.
 */
import { useEffect, useId } from 'preact/hooks';
import { Button } from '../../../components/button';
import { StatusMessage } from '../../../components/status-message';
import { t } from '../../../lib/i18n/t';
import { captured, connection } from '../model';
import { taken } from '../rule-state';
import { savedItemText } from '../saved-item-day';
import { LazyRuleBar } from './lazy-rule-bar';
import { wantedCollection } from './place-collections';
import {
  chooseCollection,
  chosenInTrash,
  pickCollection,
  chosen,
  collectionName,
  collections,
  isAccepted,
  itemTitle,
  listMessage,
  listRecord,
  loadCollections,
  lookUp,
  prefill,
  saved,
  saveItem,
  saving,
  setup,
  shownProperties,
  toggleAccepted,
  typeTitle,
  typeValue,
  undoItem,
  unknownValues,
  values,
} from '../reading-list';

function open(url: string | undefined): void {
  if (url) window.open(url, '_blank');
}

function PropertyField({ name, keyName, options }: { name: string; keyName: string; options?: string[] }) {
  const id = useId();
  return (
    <div class="field">
      <label for={id}>{name}</label>
      <input
        id={id}
        class="input"
        value={values.value[keyName] ?? ''}
        list={options ? `${id}-options` : undefined}
        onInput={(e) => typeValue(keyName, e.currentTarget.value)}
      />
      {options && (
        <datalist id={`${id}-options`}>
          {options.map((o) => (
            <option key={o} value={o} />
          ))}
        </datalist>
      )}
    </div>
  );
}

export function ReadingListView() {
  const pickId = useId();
  const titleId = useId();
  // Keyed by connection (lazy-reading-list-view.tsx): a switch starts the view afresh.
  useEffect(() => {
    void loadCollections();
  }, []);
  const ready = setup.value;
  const page = captured.value;
  // Both the collection's setup and the page's capture: fill the fields and look for the page there.
  const rule = taken.value;
  useEffect(() => {
    if (!ready || !page) return;
    prefill();
    void lookUp();
  }, [ready, page, rule]);
  // A rule found once the page was read may name another collection than the one shown.
  const wanted = wantedCollection.value;
  useEffect(() => {
    if (wanted && wanted !== chosen.peek() && collections.peek()?.some((c) => c.id === wanted))
      void chooseCollection(wanted);
  }, [wanted]);

  if (collections.value?.length === 0 && !listMessage.value)
    return <StatusMessage tone="info">{t('list_none')}</StatusMessage>;
  const record = listRecord.value;
  const fresh = unknownValues();
  const trashed = chosenInTrash();
  return (
    <section class="reading-list" aria-busy={!setup.value || !captured.value}>
      {rule?.rule.destination?.kind === 'collection' && <LazyRuleBar siteRule={false} />}
      <div class="field">
        <label for={pickId}>{t('list_collection')}</label>
        <select
          id={pickId}
          class="input"
          value={chosen.value}
          onChange={(e) => void pickCollection(e.currentTarget.value)}
        >
          {collections.value?.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {saved.value && !record && (
        <StatusMessage tone="info">
          {savedItemText(
            saved.value,
            setup.value?.mapping ?? { fields: {} },
            collectionName(),
            connection.value?.timezone,
          )}{' '}
          {saved.value.openUrl && (
            <Button variant="quiet" size="small" onClick={() => open(saved.value?.openUrl)}>
              {t('clip_open')}
            </Button>
          )}
        </StatusMessage>
      )}
      {/* The fields as soon as the collection is known: a big page's capture can take seconds, and
          what the user types meanwhile stays (prefill fills only the fields they left alone). */}
      {setup.value && (
        <>
          <div class="field">
            <label for={titleId}>{t('clip_title')}</label>
            <input
              id={titleId}
              class="input"
              value={itemTitle.value}
              onInput={(e) => typeTitle(e.currentTarget.value)}
            />
          </div>
          {shownProperties().map((p) => (
            <PropertyField key={p.key} name={p.name} keyName={p.key} options={p.options} />
          ))}
          {fresh.map(({ key, value }) => (
            <label key={`${key}-${value}`} class="check">
              <input
                type="checkbox"
                checked={isAccepted(key, value)}
                onChange={(e) => toggleAccepted(key, value, e.currentTarget.checked)}
              />
              {t('list_newOption', value)}
            </label>
          ))}
          {!record && trashed && (
            <StatusMessage tone="error">{t('list_collectionTrashed', collectionName())}</StatusMessage>
          )}
          {!record &&
            !trashed &&
            captured.value &&
            (saved.value ? (
              <>
                <p class="hint">{t('list_updateReplaces')}</p>
                <div class="send-bar">
                  <Button variant="primary" busy={saving.value} onClick={() => void saveItem('update')}>
                    {t('list_update')}
                  </Button>
                  <Button busy={saving.value} onClick={() => void saveItem('add')}>
                    {t('list_addAnother')}
                  </Button>
                </div>
              </>
            ) : (
              <div class="send-bar">
                <Button variant="primary" icon="send" busy={saving.value} onClick={() => void saveItem('add')}>
                  {t('list_save')}
                </Button>
              </div>
            ))}
        </>
      )}
      {record && (
        <StatusMessage tone="success">
          {t(record.updated ? 'list_updated' : 'list_saved', record.collectionName)}{' '}
          <Button variant="quiet" size="small" onClick={() => open(record.openUrl)}>
            {t('clip_open')}
          </Button>
          {!record.updated && (
            <Button variant="quiet" size="small" onClick={() => void undoItem()}>
              {t('clip_undo')}
            </Button>
          )}
        </StatusMessage>
      )}
      {listMessage.value && (
        <StatusMessage tone={listRecord.value || !saved.value ? 'error' : 'info'}>{listMessage.value}</StatusMessage>
      )}
    </section>
  );
}
