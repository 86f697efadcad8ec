/** The Reading list view, loaded on first use: none of it is needed for the Clip view's first paint. */
import { lazy } from '../../../components/lazy';
import { StatusMessage } from '../../../components/status-message';
import { t } from '../../../lib/i18n/t';
import { connection } from '../model';

const ReadingListView = lazy(() => import('./reading-list-view').then((m) => m.ReadingListView));

export function LazyReadingListView() {
  return (
    <ReadingListView
      key={connection.value?.id}
      fallback={<section class="reading-list" aria-busy="true" />}
      failure={<StatusMessage tone="error">{t('common_noAnswer')}</StatusMessage>}
    />
  );
}
