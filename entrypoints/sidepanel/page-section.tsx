/**
 * The page's place in Craft: where it was clipped before (the popup's already-saved line) or, never
 * clipped, a button to clip it; and its item in a collection, edited and saved as in the popup's
 * Reading list view (the same view, over the same model); then a note about the page (note-form.tsx).
 */
import { useSignal } from '@preact/signals';
import { LazyReadingListView } from '../popup/components/lazy-reading-list-view';
import { places, SavedLine } from '../popup/components/saved-line';
import { t } from '../../lib/i18n/t';
import { ClipToLast } from './clip-to-last';
import { NoteForm } from './note-form';

export function PageSection({ tabId, url, title }: { tabId: number; url: string; title: string }) {
  // Once pressed, the button's part stays to say how it went (and keep the focus), places or not.
  const pressed = useSignal(false);
  return (
    <>
      <section class="panel-part" aria-labelledby="panel-where">
        <h2 id="panel-where">{t('panel_where')}</h2>
        <SavedLine />
        {(places.value.length === 0 || pressed.value) && (
          <ClipToLast tabId={tabId} onPress={() => (pressed.value = true)} />
        )}
      </section>
      <section class="panel-part" aria-labelledby="panel-collection">
        <h2 id="panel-collection">{t('panel_collection')}</h2>
        <LazyReadingListView />
      </section>
      <section class="panel-part" aria-labelledby="panel-note">
        <h2 id="panel-note">{t('panel_note')}</h2>
        <NoteForm url={url} title={title} />
      </section>
    </>
  );
}
