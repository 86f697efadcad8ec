/**
 * The list of places: today's note, another date, a section of today's note, a new document (whole-space links), the recent
 * places and collections, and collections and documents found by typing. Each shows its icon, name
 * and what kind of place it is. A collection opens the Reading list view on it (place-collections.ts).
 * Escape closes it and returns to the button that opened it (destination-picker.tsx).
 */
import { useEffect } from 'preact/hooks';
import { Icon, type IconName } from '../../../components/icons';
import type { CollectionPlace } from '../../../lib/collections/collection-places';
import { todayIn } from '../../../lib/dates/today';
import { destinationKey } from '../../../lib/clip/recent';
import { t } from '../../../lib/i18n/t';
import type { Destination } from '../../../lib/model/types';
import { chooseDestination, connection, dailyNotes, destination, recent } from '../model';
import { loadFolders, newDocument } from './new-document-fields';
import { lastSection } from './section-field';
import { collectionPlaces, findCollections, openCollection, recentCollections } from './place-collections';
import { collectionLabel, placeLabel } from './place-label';
import { query, results, searchError, searching, searchPlaces } from './place-search';

const RECENT_SHOWN = 4;
const RECENT_COLLECTIONS_SHOWN = 2;

function Place({
  icon,
  name,
  detail,
  chosen,
  onPick,
}: {
  icon: IconName;
  name: string;
  detail?: string;
  chosen?: boolean;
  onPick: () => void;
}) {
  return (
    <li>
      <button type="button" class="place" aria-pressed={chosen} onClick={onPick}>
        <Icon name={icon} />
        <span class="place__name">{name}</span>
        {detail && (
          <span class="place__detail" aria-hidden="true">
            {detail}
          </span>
        )}
        {chosen && <Icon name="check" size={16} />}
      </button>
    </li>
  );
}

export function DestinationPanel({ close }: { close: () => void }) {
  const current = destination.value;
  const currentKey = current ? destinationKey(current) : '';
  const pick = (d: Destination) => {
    chooseDestination(d);
    close();
  };
  const places = (list: Destination[]) =>
    list.map((d) => {
      const label = placeLabel(d);
      return (
        <Place
          key={destinationKey(d)}
          icon={label.icon}
          name={label.name}
          detail={label.detail}
          chosen={destinationKey(d) === currentKey}
          onPick={() => pick(d)}
        />
      );
    });
  useEffect(() => {
    void findCollections(query.value);
  }, []);
  const collectionsOf = (list: CollectionPlace[]) =>
    list.map((c) => {
      const label = collectionLabel(c);
      return (
        <Place
          key={`collection:${c.id}`}
          icon={label.icon}
          name={label.name}
          detail={label.detail}
          onPick={() => {
            close();
            openCollection(c);
          }}
        />
      );
    });
  const recentCollectionsShown = recentCollections.value.slice(0, RECENT_COLLECTIONS_SHOWN);
  const recentShown = recent.value
    .filter((d) => !(d.kind === 'daily-note' && d.date === 'today'))
    .slice(0, RECENT_SHOWN);
  return (
    <div id="dest-panel" class="places" data-focus-scope>
      <ul class="place-list" aria-label={t('place_kinds')}>
        {dailyNotes.value && (
          <Place
            icon="calendar"
            name={t('place_today')}
            chosen={currentKey === 'daily-note:today'}
            onPick={() => pick({ kind: 'daily-note', date: 'today' })}
          />
        )}
        {dailyNotes.value && (
          <Place
            icon="calendar"
            name={t('place_anotherDate')}
            onPick={() => pick({ kind: 'daily-note', date: todayIn(new Date()) })}
          />
        )}
        {dailyNotes.value && (
          <Place
            icon="calendar"
            name={t('place_todaySection')}
            chosen={current?.kind === 'daily-section'}
            onPick={() => pick(lastSection(recent.value))}
          />
        )}
        {connection.value?.kind === 'space' && (
          <Place
            icon="newDocument"
            name={t('place_newDocument')}
            chosen={current?.kind === 'new-document'}
            onPick={() => {
              void loadFolders();
              pick(newDocument());
            }}
          />
        )}
      </ul>
      {recentShown.length + recentCollectionsShown.length > 0 && (
        <>
          <h2 class="places__heading" id="recent-heading">
            <Icon name="recent" size={14} />
            {t('place_recent')}
          </h2>
          <ul class="place-list" aria-labelledby="recent-heading">
            {places(recentShown)}
            {collectionsOf(recentCollectionsShown)}
          </ul>
        </>
      )}
      <div class="search-box">
        <Icon name="search" size={16} />
        <input
          type="search"
          class="input"
          aria-label={t('place_find')}
          placeholder={t('place_find')}
          value={query.value}
          onInput={(e) => {
            void searchPlaces(e.currentTarget.value);
            void findCollections(e.currentTarget.value);
          }}
        />
      </div>
      {collectionPlaces.value.length > 0 && (
        <ul class="place-list results" aria-label={t('place_collections')}>
          {collectionsOf(collectionPlaces.value)}
        </ul>
      )}
      <ul class="place-list results" aria-label={t('place_documents')} aria-busy={searching.value}>
        {places(results.value)}
      </ul>
      {/* Collections that match are an answer too: "no match" only when neither list has one. */}
      {!searching.value && !searchError.value && results.value.length === 0 && collectionPlaces.value.length === 0 && (
        <p class="hint">{query.value.trim() ? t('place_noMatch') : t('place_noDocuments')}</p>
      )}
      {searchError.value && (
        <p class="picker-error" role="alert">
          {searchError.value}
        </p>
      )}
    </div>
  );
}
