/** How a destination (or a collection) is shown in the popup: an icon, its name, and what kind of place it is. */
import type { IconName } from '../../../components/icons';
import { labelOf } from '../../../lib/dates/today';
import { t, uiLanguage } from '../../../lib/i18n/t';
import type { CollectionPlace } from '../../../lib/collections/collection-places';
import type { Destination } from '../../../lib/model/types';

export interface PlaceLabel {
  icon: IconName;
  name: string;
  detail: string;
}

export function placeLabel(d: Destination): PlaceLabel {
  switch (d.kind) {
    case 'daily-note':
      return d.date === 'today'
        ? { icon: 'calendar', name: t('place_today'), detail: t('place_dailyNote') }
        : { icon: 'calendar', name: labelOf(d.date, uiLanguage()), detail: t('place_dailyNote') };
    case 'daily-section':
      return {
        icon: 'calendar',
        name: d.title,
        detail: d.date === 'today' ? t('place_section') : labelOf(d.date, uiLanguage()),
      };
    case 'document':
      return { icon: 'document', name: d.title || t('place_untitled'), detail: t('place_document') };
    case 'new-document':
      return {
        icon: 'newDocument',
        name: d.title,
        detail: t('place_newDocumentIn', d.folderName ?? t('place_unsorted')),
      };
  }
}

/** A collection: where it lives (its document, or its daily note's date) when known. */
export function collectionLabel(c: CollectionPlace): PlaceLabel {
  const where = c.documentTitle ?? (c.dailyNoteDate ? labelOf(c.dailyNoteDate, uiLanguage()) : undefined);
  return { icon: 'collection', name: c.name, detail: where ? t('place_collectionIn', where) : t('place_collection') };
}
