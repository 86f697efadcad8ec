/** The list of places: its own chunk, fetched when first opened. */
const DestinationPanel = lazy(() => import('./destination-panel').then((m) => m.DestinationPanel));

/**
 * Where the clip goes: a card naming the place (icon, name, what it is) that opens the list of places
 * (destination-panel.tsx); the date, the section's title or the new document's folder and title when chosen; top or
 * bottom; nested page or inline. Lists are fetched only when the list opens: first paint needs no network.
 */
import { useEffect, useRef } from 'preact/hooks';
import { Icon } from '../../../components/icons';
import { t } from '../../../lib/i18n/t';
import { requestFormat } from '../capture';
import { busy, chooseDestination, connection, destination, format, insertAt, recent } from '../model';
import { inTrash, watchTrash } from '../trash-watch';
import { lazy } from '../../../components/lazy';
import { panelOpen } from './place-search';
import { NewDocumentFields } from './new-document-fields';
import { SectionField } from './section-field';
import { placeLabel } from './place-label';
import { searchPlaces } from './place-search';

function DateField({ date }: { date: string }) {
  return (
    <label class="field inline-field">
      <span class="label">{t('place_date')}</span>
      <input
        type="date"
        class="input"
        value={date}
        onInput={(e) => e.currentTarget.value && chooseDestination({ kind: 'daily-note', date: e.currentTarget.value })}
      />
    </label>
  );
}

export function DestinationPicker() {
  const current = destination.value;
  const label = current ? placeLabel(current) : undefined;
  const toggle = useRef<HTMLButtonElement>(null);
  const connectionId = connection.value?.id;
  useEffect(() => {
    // A Selected Documents link without a recent document opens on its document list.
    if (!current) {
      panelOpen.value = true;
      void searchPlaces('');
    }
    // Once per connection: are its remembered documents in the trash? (one request, only if it has any)
    if (connectionId) void watchTrash(connectionId, [current, ...recent.value]);
    // Once per connection, with the destination of that moment: a destination cleared later must not reopen the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `current` left out on purpose (above)
  }, [connectionId]);
  const close = () => {
    panelOpen.value = false;
    toggle.current?.focus();
  };
  return (
    <section
      class="card destination"
      aria-label={t('place_clipTo')}
      data-focus-scope
      onKeyDown={(e) => {
        // Escape closes the list (from the list or from the button that opened it), not the popup.
        if (e.key !== 'Escape' || !panelOpen.value) return;
        e.stopPropagation();
        close();
      }}
    >
      <div class="destination__row">
        <span class="label" aria-hidden="true">
          {t('place_clipTo')}
        </span>
        <button
          ref={toggle}
          type="button"
          class={`place-current${current ? '' : ' place-current--none'}`}
          aria-expanded={panelOpen.value}
          aria-controls={panelOpen.value ? 'dest-panel' : undefined}
          onClick={() => {
            panelOpen.value = !panelOpen.value;
            if (panelOpen.value) void searchPlaces('');
          }}
        >
          <Icon name={label?.icon ?? 'search'} />
          <span class="place-current__text">
            <span class="visually-hidden">{t('place_clipTo')}: </span>
            <span class="place-current__name">{label?.name ?? t('place_choose')}</span>
            {label && <span class="place-current__detail">{label.detail}</span>}
          </span>
          <Icon name="chevron" size={16} />
        </button>
      </div>
      {label && inTrash(current) && (
        <p class="picker-error" role="alert">
          {t('popup_destinationTrashed', label.name)}
        </p>
      )}
      {panelOpen.value && <DestinationPanel close={close} />}
      {current?.kind === 'daily-note' && current.date !== 'today' && <DateField date={current.date} />}
      {current?.kind === 'daily-section' && <SectionField title={current.title} />}
      {current?.kind === 'new-document' && <NewDocumentFields />}
      <div class="destination__options">
        <div class="segmented segmented--small" role="radiogroup" aria-label={t('place_position')}>
          <label>
            <input
              type="radio"
              name="insertAt"
              checked={insertAt.value === 'start'}
              onChange={() => (insertAt.value = 'start')}
            />
            {t('place_top')}
          </label>
          <label>
            <input
              type="radio"
              name="insertAt"
              checked={insertAt.value === 'end'}
              onChange={() => (insertAt.value = 'end')}
            />
            {t('place_bottom')}
          </label>
        </div>
        <label class="check">
          <input
            type="checkbox"
            checked={format.value === 'page'}
            disabled={busy.value}
            onChange={(e) => requestFormat(e.currentTarget.checked ? 'page' : 'inline')}
          />
          {t('place_nest')}
        </label>
      </div>
    </section>
  );
}
