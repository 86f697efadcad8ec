/** The popup's title row: the mark, the connection (a switcher when there are several), side panel, settings. */
import { Button } from '../../../components/button';
import { Logo } from '../../../components/icons';
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
  const list = connections.value;
  return (
    <header class="popup-header">
      <Logo />
      <h1 tabIndex={-1} data-focus-home>
        {t('extName')}
      </h1>
      {list.length > 1 ? (
        <select
          class="select connection-switch"
          aria-label={t('popup_connection')}
          value={connection.value?.id}
          disabled={busy.value}
          onChange={(e) => chooseConnection(e.currentTarget.value)}
        >
          {list.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      ) : (
        <span class="connection-name" title={t('popup_connection')}>
          {connection.value?.name}
        </span>
      )}
      <Button variant="quiet" icon="open" label={t('popup_openPanel')} onClick={openPanel} />
      <Button variant="quiet" icon="settings" label={t('popup_settings')} onClick={openSettings} />
    </header>
  );
}
