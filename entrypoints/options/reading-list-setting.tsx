/**
 * The "Reading list" card: pick a connection's collection, see which property each page fact goes
 * to (guessed once, a property of a fitting type or "not saved"), change it, and choose the status
 * a new item starts with. Each change is saved at once. State: reading-list-model.ts.
 */
import { signal } from '@preact/signals';
import { useEffect, useId } from 'preact/hooks';
import { StatusMessage } from '../../components/status-message';
import { PAGE_FACTS, type PageFact } from '../../lib/collections/mapping';
import { t, type MessageKey } from '../../lib/i18n/t';
import { propertyChoices, statusChoices, withField, withStatus } from './mapping-choices';
import { connections } from './model';
import {
  chooseListCollection,
  chooseListConnection,
  listCollection,
  listCollections,
  listConnection,
  listNote,
  listSetup,
  saveMapping,
} from './reading-list-model';

function Choice({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: preact.ComponentChildren;
}) {
  const id = useId();
  return (
    <div class="field mapping__row">
      <label for={id}>{label}</label>
      <select id={id} class="select" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {children}
      </select>
    </div>
  );
}

// Spelled out so the locale test sees every key used.
const FACT_LABELS: Record<PageFact, MessageKey> = {
  url: 'mapping_fact_url',
  author: 'mapping_fact_author',
  site: 'mapping_fact_site',
  published: 'mapping_fact_published',
  description: 'mapping_fact_description',
  language: 'mapping_fact_language',
  readingTime: 'mapping_fact_readingTime',
  clippedAt: 'mapping_fact_clippedAt',
  tags: 'mapping_fact_tags',
  status: 'mapping_fact_status',
};

function FactRow({ fact }: { fact: PageFact }) {
  const setup = listSetup.value!;
  return (
    <Choice
      label={t(FACT_LABELS[fact])}
      value={setup.mapping.fields[fact] ?? ''}
      onChange={(key) => void saveMapping(withField(setup.mapping, fact, key))}
    >
      <option value="">{t('mapping_notSaved')}</option>
      {propertyChoices(fact, setup.schema).map((p) => (
        <option key={p.key} value={p.key}>
          {p.name}
        </option>
      ))}
    </Choice>
  );
}

// Opened on demand: the options page asks Craft nothing until the user wants the mapping.
const open = signal(false);

export function ReadingListSetting() {
  const list = connections.value;
  const shown = open.value;
  useEffect(() => {
    if (shown && list.length && !list.some((c) => c.id === listConnection.value))
      void chooseListConnection(list[0]!.id);
  }, [list, shown]);
  if (!list.length) return null;
  const setup = listSetup.value;
  const statuses = setup ? statusChoices(setup.schema, setup.mapping) : [];
  return (
    <section
      class="card"
      aria-labelledby="reading-list-title"
      aria-busy={shown && !setup && !listNote.value && listCollections.value?.length !== 0}
    >
      <h2 id="reading-list-title">{t('mapping_heading')}</h2>
      <p class="hint">{t('mapping_intro')}</p>
      <details open={shown} onToggle={(e) => (open.value = e.currentTarget.open)}>
        <summary>{t('mapping_show')}</summary>
        <div class="mapping-body">
          {list.length > 1 && (
            <Choice
              label={t('mapping_connection')}
              value={listConnection.value ?? ''}
              onChange={(id) => void chooseListConnection(id)}
            >
              {list.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Choice>
          )}
          {listCollections.value?.length === 0 && !listNote.value && (
            <StatusMessage tone="info">{t('list_none')}</StatusMessage>
          )}
          {!!listCollections.value?.length && (
            <Choice
              label={t('list_collection')}
              value={listCollection.value ?? ''}
              onChange={(id) => void chooseListCollection(id)}
            >
              {listCollections.value.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Choice>
          )}
          {setup && (
            <fieldset class="mapping">
              <legend>{t('mapping_legend')}</legend>
              <p class="hint">{t('mapping_title')}</p>
              {PAGE_FACTS.map((fact) => (
                <FactRow key={fact} fact={fact} />
              ))}
              {statuses.length > 0 && (
                <Choice
                  label={t('mapping_status')}
                  value={setup.mapping.status ?? ''}
                  onChange={(s) => void saveMapping(withStatus(setup.mapping, s))}
                >
                  <option value="">{t('mapping_statusFirst', statuses[0]!)}</option>
                  {statuses.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </Choice>
              )}
            </fieldset>
          )}
          {listNote.value && <StatusMessage tone={listNote.value.tone}>{listNote.value.text}</StatusMessage>}
        </div>
      </details>
    </section>
  );
}
