/** The popup: header with the connection, Clip, Task and Reading list views, and the outbox below them. */
import { NoConnection } from '../../components/no-connection';
import { TabPanel } from '../../components/tab-list';
import { ClipView } from './components/clip-view';
import { LazyReadingListView } from './components/lazy-reading-list-view';
import { LazyTaskView } from './components/lazy-task-view';
import { OutboxList } from './components/outbox-list';
import { PopupHeader } from './components/popup-header';
import { LazySavedLine, LazySaveTabs } from './components/lazy-reading';
import { ViewTabs } from './components/view-tabs';
import { message, openSettings, phase, view } from './model';

export function App() {
  if (phase.value === 'loading') return <main class="popup" aria-busy="true" />;
  if (phase.value === 'no-connection') return <NoConnection error={message.value} onSettings={openSettings} />;
  return (
    <main class="popup">
      <PopupHeader />
      <ViewTabs />
      <TabPanel selected={view.value}>
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
      </TabPanel>
      <OutboxList />
    </main>
  );
}
