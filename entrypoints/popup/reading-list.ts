/**
 * The popup's Reading list view state: the connection's collections, the chosen one's schema and
 * mapping, the item's properties prefilled from the page and editable (a field the user typed in
 * keeps their text: the page's facts fill only the others), select values the schema
 * lacks (sent with allowNewSelectOptions only when the user ticks them), whether the page is
 * already there, and saving (add, or update the existing item) with Open and Undo afterwards. The
 * collection first shown: the one chosen in the destination picker or named by the page's rule, else
 * the one last used on this connection, else the default, else the first. The rule's title, tags and
 * properties fill their fields like the page's facts (the user's typing stays).
 */
import { signal } from '@preact/signals';
import { itemProperties, newOptions, readingMinutes } from '../../lib/collections/page-facts';
import type { SchemaProperty } from '../../lib/collections/schema';
import { todayIn } from '../../lib/dates/today';
import { t } from '../../lib/i18n/t';
import { sendMessage } from '../../lib/messaging/protocol';
import type { CollectionChoice, CollectionSetup, SavedItem } from '../../lib/model/reading-list';
import type { ItemRecord } from '../../lib/model/types';
import { ruleValues } from '../../lib/collections/rule-values';
import { lastCollectionItem, readingListItem } from '../../lib/storage/reading-list';
import { wantedCollection } from './components/place-collections';
import { captured, connection, maxBytes } from './model';
import { ruleCollection } from './rule-state';
import { inTrash, watchTrash } from './trash-watch';

export const collections = signal<CollectionChoice[] | undefined>(undefined);
export const chosen = signal<string | undefined>(undefined);
export const setup = signal<CollectionSetup | undefined>(undefined);
export const itemTitle = signal('');
/** Property key → the text in its field (a multi-select's values comma-separated). */
export const values = signal<Record<string, string>>({});
/** `key\u0000value` of the new select values the user said yes to (acceptKey). */
export const accepted = signal<ReadonlySet<string>>(new Set());
const acceptKey = (key: string, value: string) => `${key}\u0000${value}`;
/** Whether the user said yes to adding `value` to the property `key`'s options. */
export const isAccepted = (key: string, value: string) => accepted.value.has(acceptKey(key, value));
/** The property keys whose field the user typed in, and whether they typed the title: prefill leaves those. */
export const typedKeys = signal<ReadonlySet<string>>(new Set());
export const titleTyped = signal(false);
export const saved = signal<SavedItem | null | undefined>(undefined);
export const listMessage = signal<string | undefined>(undefined);
export const listRecord = signal<ItemRecord | undefined>(undefined);
export const saving = signal(false);

const pageUrl = () => captured.value?.metadata.canonicalUrl ?? captured.value?.metadata.url ?? '';
export const collectionName = () => collections.value?.find((c) => c.id === chosen.value)?.name ?? '';
/** The chosen collection lives in a document in Craft's trash (trash-watch.ts): nothing is saved there. */
export const chosenInTrash = () => {
  const documentId = collections.value?.find((c) => c.id === chosen.value)?.documentId;
  return Boolean(documentId && inTrash({ kind: 'document', id: documentId, title: '' }));
};

export async function loadCollections(): Promise<void> {
  const answer = await sendMessage('listCollections', { connectionId: connection.value?.id });
  if (!answer.ok) {
    listMessage.value = answer.error;
    collections.value = [];
    return;
  }
  collections.value = answer.value;
  // The documents holding the collections: is one in Craft's trash? (one question for all of them)
  const connectionId = connection.value?.id;
  if (connectionId)
    void watchTrash(
      connectionId,
      answer.value.map((c) =>
        c.documentId ? { kind: 'document' as const, id: c.documentId, title: c.name } : undefined,
      ),
    );
  const shown = chosen.value;
  const [settings, last] = await Promise.all([readingListItem.getValue(), lastCollectionItem.getValue()]);
  // The list is on screen while the preference is read: a collection the user picked meanwhile stands.
  if (chosen.value !== shown) return;
  const known = (id: string | undefined) => answer.value.some((c) => c.id === id);
  const preferred = settings.defaultCollection;
  const here = connection.value?.id;
  const id = [
    wantedCollection.value,
    ruleCollection()?.collectionId,
    here ? last[here] : undefined,
    preferred?.connectionId === here ? preferred?.collectionId : undefined,
    answer.value[0]?.id,
  ].find(known);
  if (id) await chooseCollection(id);
}

/** The user's pick in the view: shown now, and the one the view opens on next time on this connection. */
export async function pickCollection(id: string): Promise<void> {
  const here = connection.value?.id;
  if (here) void lastCollectionItem.getValue().then((last) => lastCollectionItem.setValue({ ...last, [here]: id }));
  await chooseCollection(id);
}

export async function chooseCollection(id: string): Promise<void> {
  chosen.value = id;
  setup.value = undefined;
  saved.value = undefined;
  listRecord.value = undefined;
  listMessage.value = undefined;
  const answer = await sendMessage('collectionSetup', { connectionId: connection.value?.id, collectionId: id });
  if (chosen.value !== id) return;
  if (!answer.ok) {
    listMessage.value = answer.error;
    return;
  }
  // The view fills the fields once both this and the page's capture are there (prefill, lookUp).
  setup.value = answer.value;
}

/** The user's text in the title field: from now on the page's title does not replace it. */
export function typeTitle(text: string): void {
  titleTyped.value = true;
  itemTitle.value = text;
}

/** The user's text in a property's field: from now on the page's facts do not replace it. */
export function typeValue(key: string, text: string): void {
  typedKeys.value = new Set(typedKeys.value).add(key);
  values.value = { ...values.value, [key]: text };
}

/**
 * The page's facts through the mapping, as the fields show them; fields the user typed in keep their
 * text. The fields show as soon as the collection's setup is there, and a big page's capture can
 * take seconds: what they typed meanwhile, or before a collection switch, is theirs.
 */
export function prefill(): void {
  const s = setup.value;
  const page = captured.value;
  if (!s || !page) return;
  const m = page.metadata;
  const props = itemProperties(
    {
      title: m.title,
      url: pageUrl(),
      author: m.author,
      site: m.siteName,
      published: m.published,
      description: m.description,
      language: m.language,
      readingTime: readingMinutes(page.markdown),
      clippedAt: todayIn(new Date(), connection.value?.timezone),
    },
    s.schema,
    s.mapping,
  );
  // The page's rule, when it puts the page in this collection: its title and values over the page's.
  const picks = rulePicksHere();
  if (!titleTyped.value) itemTitle.value = picks?.title || m.title || pageUrl();
  const typed = typedKeys.value;
  const fromRule = picks ? ruleValues(s.schema, s.mapping, picks) : {};
  const filled = [
    ...Object.entries(props).filter(([k]) => !typed.has(k) && !(k in fromRule)),
    ...Object.entries(fromRule).filter(([k]) => !typed.has(k)),
  ];
  const kept = Object.entries(values.value).filter(([k]) => typed.has(k));
  values.value = Object.fromEntries([
    ...filled.map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]),
    ...kept,
  ]);
  // A new value the user typed and said yes to stays accepted; the page's own are asked afresh.
  accepted.value = new Set([...accepted.value].filter((a) => typed.has(a.slice(0, a.indexOf('\u0000')))));
}

/** The rule's picks, when the page's rule puts it in the collection shown. */
function rulePicksHere() {
  const rule = ruleCollection();
  return rule && rule.collectionId === chosen.value ? rule.pick : undefined;
}

/** The mapped properties and those the page's rule fills, in schema order: the fields the view shows. */
export function shownProperties(): SchemaProperty[] {
  const s = setup.value;
  if (!s) return [];
  const picks = rulePicksHere();
  const fromRule = picks ? Object.keys(ruleValues(s.schema, s.mapping, picks)) : [];
  const keys = new Set([...Object.values(s.mapping.fields), ...fromRule]);
  return s.schema.properties.filter((p) => keys.has(p.key));
}

/** The fields' text as the schema's values; new select values the user did not accept are left out. */
function typed(acceptedOnly: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of shownProperties()) {
    const text = (values.value[p.key] ?? '').trim();
    if (!text) continue;
    if (p.type === 'multiSelect') {
      const list = text
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
        .filter((v) => !acceptedOnly || p.options!.includes(v) || isAccepted(p.key, v));
      if (list.length) out[p.key] = list;
    } else if (p.type === 'number') {
      if (Number.isFinite(Number(text))) out[p.key] = Number(text);
    } else if (p.type !== 'singleSelect' || !acceptedOnly || p.options!.includes(text) || isAccepted(p.key, text)) {
      out[p.key] = text;
    }
  }
  return out;
}

/** Values the schema does not have yet, each to be accepted or left out. */
export function unknownValues(): { key: string; value: string }[] {
  const s = setup.value;
  return s ? newOptions(typed(false), s.schema) : [];
}

export function toggleAccepted(key: string, value: string, yes: boolean): void {
  const next = new Set(accepted.value);
  if (yes) next.add(acceptKey(key, value));
  else next.delete(acceptKey(key, value));
  accepted.value = next;
}

/**
 * The side panel moved to another page: the item's fields, the answer about the last page and what
 * was saved from it go; the collections and the chosen one's setup stay (they belong to the connection).
 */
export function forgetPageItem(): void {
  itemTitle.value = '';
  values.value = {};
  accepted.value = new Set();
  typedKeys.value = new Set();
  titleTyped.value = false;
  saved.value = undefined;
  listMessage.value = undefined;
  listRecord.value = undefined;
}

/** Whether the page is in the chosen collection already (a cached lookup in the background). */
export async function lookUp(): Promise<void> {
  const s = setup.value;
  if (!s || !chosen.value) return;
  const url = pageUrl();
  const answer = await sendMessage('findSavedItem', {
    connectionId: connection.value?.id,
    collectionId: chosen.value!,
    urlKey: s.mapping.fields.url,
    url,
    title: itemTitle.value,
  });
  // An answer about a page no longer shown (the side panel moved on) is dropped.
  if (answer.ok && pageUrl() === url) saved.value = answer.value;
}

export async function saveItem(how: 'add' | 'update'): Promise<void> {
  const s = setup.value;
  const id = chosen.value;
  if (!s || !id || saving.value) return;
  saving.value = true;
  listMessage.value = undefined;
  const properties = typed(true);
  try {
    const answer = await sendMessage('saveItem', {
      connectionId: connection.value?.id,
      collectionId: id,
      collectionName: collectionName(),
      title: itemTitle.value.trim() || pageUrl(),
      properties,
      ...(accepted.value.size ? { allowNewSelectOptions: true } : {}),
      ...(how === 'update' && saved.value ? { updateId: saved.value.itemId } : {}),
      urlKey: s.mapping.fields.url,
      url: pageUrl(),
      markdown: captured.value?.markdown ?? '',
      maxBytes,
      ...(captured.value?.kept?.length ? { uploads: captured.value.kept } : {}),
    });
    if (answer.ok) listRecord.value = answer.value;
    else listMessage.value = answer.error;
  } catch {
    listMessage.value = t('common_noAnswer');
  } finally {
    saving.value = false;
  }
}

export async function undoItem(): Promise<void> {
  const record = listRecord.value;
  if (!record) return;
  const answer = await sendMessage('undoItem', {
    connectionId: record.connectionId,
    collectionId: record.collectionId,
    itemId: record.itemId,
  });
  if (answer.ok) {
    listRecord.value = undefined;
    saved.value = null;
    listMessage.value = t('list_undone');
  } else listMessage.value = answer.error;
}
