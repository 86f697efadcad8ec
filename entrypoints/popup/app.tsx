/** The popup: header with the connection, Clip, Task and Reading list views, and the outbox below them. */
import { Button } from '../../components/button';
import { Logo } from '../../components/icons';
import { StatusMessage } from '../../components/status-message';
import { t } from '../../lib/i18n/t';
import { ClipView } from './components/clip-view';
import { LazyReadingListView } from './components/lazy-reading-list-view';
import { LazyTaskView } from './components/lazy-task-view';
import { OutboxList } from './components/outbox-list';
import { PopupHeader } from './components/popup-header';
import { LazySavedLine, LazySaveTabs } from './components/lazy-reading';
import { ViewTabs } from './components/view-tabs';
import { message, openSettings, phase, view } from './model';

function NoConnection() {
  return (
    <main class="popup popup--empty" data-focus-scope>
      <Logo size={40} />
      <h1 tabIndex={-1} data-focus-home>
        {t('extName')}
      </h1>
      {message.value && <StatusMessage tone="error">{message.value}</StatusMessage>}
      <p>{t('popup_noConnection')}</p>
      <Button variant="primary" icon="settings" onClick={openSettings}>
        {t('popup_openSettings')}
      </Button>
    </main>
  );
}

export function App() {
  if (phase.value === 'loading') return <main class="popup" aria-busy="true" />;
  if (phase.value === 'no-connection') return <NoConnection />;
  return (
    <main class="popup">
      <PopupHeader />
      <ViewTabs />
      <div id={`panel-${view.value}`} role="tabpanel" class="panel" data-focus-scope>
        {view.value === 'task' ? (
          <LazyTaskView />
        ) : view.value === 'list' ? (
          <LazyReadingListView />
        ) : (
          <>
            <LazySavedLine />
            <ClipView />
            <LazySaveTabs />
          </>
        )}
      </div>
      <OutboxList />
    </main>
  );
}
