/**
 * The side panel (Chrome) or sidebar (Firefox): the page the user is reading, and what to do with it
 * without leaving it — where it is in Craft, its highlights, a note, a task, a clip. It follows the
 * active tab; a page no extension may read gets a clear state instead of the sections.
 */
import { AppHeader } from '../../components/app-header';
import { Button } from '../../components/button';
import { NoConnection } from '../../components/no-connection';
import { StatusMessage } from '../../components/status-message';
import { t } from '../../lib/i18n/t';
import { busy, chooseConnection, connection, connections, message, openSettings, phase } from '../popup/model';
import { page } from './follow-tab';
import { allowAllSites } from './panel-model';
import { PanelSections } from './panel-sections';

/** The popup's title row, without the button that opens this panel. */
function Header() {
  return (
    <AppHeader connections={connections.value} current={connection.value} busy={busy.value} onChoose={chooseConnection}>
      <Button variant="quiet" icon="settings" label={t('popup_settings')} onClick={openSettings} />
    </AppHeader>
  );
}

/** What the panel says instead of its sections when it has no page it may read. */
function NoPage() {
  const p = page.value;
  if (p.state === 'no-access') {
    return (
      <section class="panel-empty" data-focus-scope>
        <StatusMessage tone="info">{t('panel_noAccess')}</StatusMessage>
        <Button icon="key" onClick={allowAllSites}>
          {t('panel_allowSites')}
        </Button>
      </section>
    );
  }
  return (
    <section class="panel-empty">
      <StatusMessage tone="info">{p.state === 'closed' ? t('panel_closedPage') : t('panel_noPage')}</StatusMessage>
    </section>
  );
}

export function App() {
  if (phase.value === 'loading') return <main class="popup side-panel" aria-busy="true" />;
  if (phase.value === 'no-connection') {
    return <NoConnection class="side-panel" error={message.value} onSettings={openSettings} />;
  }
  const p = page.value;
  return (
    <main class="popup side-panel">
      <Header />
      {p.state === 'page' ? (
        <>
          <p class="panel-page" title={p.url}>
            {p.title}
          </p>
          <PanelSections key={`${p.tabId} ${p.url}`} tabId={p.tabId} url={p.url} title={p.title} />
        </>
      ) : (
        <NoPage />
      )}
    </main>
  );
}
