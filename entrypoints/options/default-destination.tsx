/**
 * The default destination: today's daily note (the link's first document where there are none), or
 * one of the default connection's collections — then quick clip saves the page as an item of it and
 * the right-click menu offers "Save to reading list". The collections come from the popup's own
 * message (listCollections), asked when the control gets focus — opening the options page sends
 * nothing to Craft; the choice is the reading list's `defaultCollection`.
 */
import { signal } from '@preact/signals';
import { useEffect, useId } from 'preact/hooks';
import { StatusMessage } from '../../components/status-message';
import { t } from '../../lib/i18n/t';
import { sendMessage } from '../../lib/messaging/protocol';
import type { CollectionChoice } from '../../lib/model/reading-list';
import { readingListItem } from '../../lib/storage/reading-list';
import { connections } from './model';

const choices = signal<CollectionChoice[]>([]);
const chosen = signal('');
const message = signal<string | undefined>(undefined);

const asked = signal<string | undefined>(undefined);

/** The kept choice, shown by name without asking Craft. */
async function showKept(connectionId: string): Promise<void> {
  const kept = (await readingListItem.getValue()).defaultCollection;
  const mine = kept?.connectionId === connectionId ? kept : undefined;
  chosen.value = mine?.collectionId ?? '';
  choices.value = mine ? [{ id: mine.collectionId, name: mine.name }] : [];
  asked.value = undefined;
}

async function load(connectionId: string): Promise<void> {
  if (asked.value === connectionId) return;
  asked.value = connectionId;
  const kept = (await readingListItem.getValue()).defaultCollection;
  const answer = await sendMessage('listCollections', { connectionId }).catch(() => ({
    ok: false as const,
    error: t('options_noAnswer'),
  }));
  message.value = answer.ok ? undefined : answer.error;
  // A kept collection the list no longer has stays shown by name until the user picks another.
  choices.value = answer.ok
    ? answer.value
    : kept?.connectionId === connectionId
      ? [{ id: kept.collectionId, name: kept.name }]
      : [];
}

async function choose(connectionId: string, collectionId: string): Promise<void> {
  chosen.value = collectionId;
  const settings = await readingListItem.getValue();
  const picked = choices.value.find((c) => c.id === collectionId);
  const { defaultCollection: _, ...rest } = settings;
  await readingListItem.setValue(
    picked ? { ...rest, defaultCollection: { connectionId, collectionId, name: picked.name } } : rest,
  );
}

export function DefaultDestination() {
  const id = useId();
  const connection = connections.value.find((c) => c.isDefault) ?? connections.value[0];
  const connectionId = connection?.id;
  useEffect(() => {
    if (connectionId) void showKept(connectionId);
  }, [connectionId]);
  return (
    <section class="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('options_defaultHeading')}</h2>
      {connectionId ? (
        <div class="field">
          <label for={id}>{t('options_defaultLabel')}</label>
          <select
            id={id}
            class="input"
            value={chosen.value}
            aria-describedby={`${id}-hint`}
            onFocus={() => void load(connectionId)}
            onChange={(e) => void choose(connectionId, (e.currentTarget as HTMLSelectElement).value)}
          >
            <option value="">{t('options_defaultToday')}</option>
            {choices.value.map((c) => (
              <option key={c.id} value={c.id}>
                {t('options_defaultCollection', c.name)}
              </option>
            ))}
          </select>
          <p class="hint" id={`${id}-hint`}>
            {t('options_defaultHint')}
          </p>
        </div>
      ) : (
        <p class="hint">{t('options_defaultNoConnection')}</p>
      )}
      {message.value && <StatusMessage tone="error">{message.value}</StatusMessage>}
    </section>
  );
}
