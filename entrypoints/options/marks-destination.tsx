/**
 * Where a page's highlights go (issue 27 §4): a page clipped before keeps them where it was clipped;
 * any other page makes its page block in today's daily note, or in the document chosen here — one of
 * the default connection's recent documents, read from storage (opening the options page sends
 * nothing to Craft). The choice is `marksDestinationItem`. A field of the Highlights card (marks-setting.tsx).
 */
import { signal } from '@preact/signals';
import { useEffect, useId } from 'preact/hooks';
import { t } from '../../lib/i18n/t';
import type { Destination } from '../../lib/model/types';
import { marksDestinationItem, recentDestinationsItem } from '../../lib/storage/items';
import { connections } from './model';

type DocumentPlace = Extract<Destination, { kind: 'document' }>;

const documents = signal<DocumentPlace[]>([]);
const chosen = signal('');

async function show(connectionId: string): Promise<void> {
  const kept = await marksDestinationItem.getValue();
  const mine =
    kept?.connectionId === connectionId && kept.destination.kind === 'document' ? kept.destination : undefined;
  const recent = ((await recentDestinationsItem.getValue())[connectionId] ?? []).filter(
    (d): d is DocumentPlace => d.kind === 'document',
  );
  documents.value = mine && !recent.some((d) => d.id === mine.id) ? [mine, ...recent] : recent;
  chosen.value = mine?.id ?? '';
}

async function choose(connectionId: string, id: string): Promise<void> {
  chosen.value = id;
  const picked = documents.value.find((d) => d.id === id);
  await marksDestinationItem.setValue(picked ? { connectionId, destination: picked } : null);
}

export function MarksDestination() {
  const id = useId();
  const connection = connections.value.find((c) => c.isDefault) ?? connections.value[0];
  const connectionId = connection?.id;
  useEffect(() => {
    if (connectionId) void show(connectionId);
  }, [connectionId]);
  if (!connectionId) return null;
  return (
    <div class="field">
      <label for={id}>{t('options_marksLabel')}</label>
      <select
        id={id}
        class="input"
        value={chosen.value}
        aria-describedby={`${id}-hint`}
        onChange={(e) => void choose(connectionId, (e.currentTarget as HTMLSelectElement).value)}
      >
        <option value="">{t('options_marksToday')}</option>
        {documents.value.map((d) => (
          <option key={d.id} value={d.id}>
            {d.title || t('place_untitled')}
          </option>
        ))}
      </select>
      <p class="hint" id={`${id}-hint`}>
        {t('options_marksHint')}
      </p>
    </div>
  );
}
