/** The popup's title row (components/app-header.tsx): the connection, then side panel and settings. */
import { AppHeader } from '../../../components/app-header';
import { Button } from '../../../components/button';
import { openSidePanel } from '../../../lib/browser/side-panel';
import { t } from '../../../lib/i18n/t';
import { busy, chooseConnection, connection, connections, openSettings, tabId } from '../model';

/** Opened in the click (the browser needs the gesture), then the popup makes way for it. */
function openPanel(): void {
  void openSidePanel({ tabId: tabId.value }).then(
    () => window.close(),
    () => undefined,
  );
}

export function PopupHeader() {
  return (
    <AppHeader connections={connections.value} current={connection.value} busy={busy.value} onChoose={chooseConnection}>
      <Button variant="quiet" icon="open" label={t('popup_openPanel')} onClick={openPanel} />
      <Button variant="quiet" icon="settings" label={t('popup_settings')} onClick={openSettings} />
    </AppHeader>
  );
}
