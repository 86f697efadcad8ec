/**
 * The "Where clips go" list of the rule form: the fixed choices, then the default connection's
 * documents, folders (for a new document) and collections, asked from the background the first time
 * the list gets focus — opening the options page sends nothing to Craft. A rule's own place is shown
 * by its title before that, so editing never loses it.
 */
import { signal } from '@preact/signals';
import { t } from '../../lib/i18n/t';
import { sendMessage } from '../../lib/messaging/protocol';
import type { RuleDestination } from '../../lib/rules/types';
import { placeValue, type PlaceOption } from './rule-draft';
import { connections } from './model';

export const loadedPlaces = signal<PlaceOption[]>([]);
export const placesError = signal<string | undefined>(undefined);
const asked = signal<string | undefined>(undefined);

export function fixedPlaces(): PlaceOption[] {
  return [
    { value: '', label: t('rules_whereDefault') },
    { value: 'today', label: t('rules_whereToday') },
    { value: 'new', label: t('rules_whereNew'), destination: { kind: 'new-document' } },
  ];
}

export function placeLabel(destination: RuleDestination): string {
  switch (destination.kind) {
    case 'today-section':
      return t('rules_sumToday', destination.title);
    case 'new-document':
      return destination.folderName ? t('rules_whereNewIn', destination.folderName) : t('rules_whereNew');
    case 'document':
      return t('rules_whereDocument', destination.title);
    case 'collection':
      return t('rules_whereCollection', destination.name);
  }
}

const option = (destination: RuleDestination): PlaceOption => ({
  value: placeValue(destination),
  label: placeLabel(destination),
  destination,
});

/** The options of the list: fixed ones, the loaded ones, and the rule's own if not among them. */
export function placeOptions(own: RuleDestination | undefined): PlaceOption[] {
  const list = [...fixedPlaces(), ...loadedPlaces.value];
  if (own && own.kind !== 'today-section' && !list.some((p) => p.value === placeValue(own))) list.push(option(own));
  return list;
}

const failed = () => ({ ok: false as const, error: t('options_noAnswer') });

export async function loadPlaces(): Promise<void> {
  const connection = connections.value.find((c) => c.isDefault) ?? connections.value[0];
  if (!connection || asked.value === connection.id) return;
  asked.value = connection.id;
  const connectionId = connection.id;
  const [documents, folders, collections] = await Promise.all([
    sendMessage('searchDestinations', { connectionId, query: '', titlesOnly: true }).catch(failed),
    sendMessage('listFolders', { connectionId }).catch(failed),
    sendMessage('listCollections', { connectionId }).catch(failed),
  ]);
  const firstError = [documents, folders, collections].find((answer) => !answer.ok);
  placesError.value = firstError && !firstError.ok ? firstError.error : undefined;
  loadedPlaces.value = [
    ...(documents.ok ? documents.value : []).flatMap((d) =>
      d.kind === 'document' ? [option({ kind: 'document', id: d.id, title: d.title })] : [],
    ),
    ...(folders.ok ? folders.value : []).map((f) =>
      option({ kind: 'new-document', folderId: f.id, folderName: f.name }),
    ),
    ...(collections.ok ? collections.value : []).map((c) =>
      option({ kind: 'collection', collectionId: c.id, name: c.name }),
    ),
  ];
}
