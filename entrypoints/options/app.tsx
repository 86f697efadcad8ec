/** The options page: connections, clip format, notifications, export; a link back to the welcome guide. */
import { ClipSettingsForm } from '../../components/clip-settings-form';
import { Icon, Logo } from '../../components/icons';
import { t } from '../../lib/i18n/t';
import { ConnectionForm } from './connection-form';
import { ExportSettings } from './export-settings';
import { NotificationsSetting } from './notifications-setting';
import { SavedConnections } from './saved-connections';

export function App() {
  return (
    <main class="page">
      <header class="page-header">
        <Logo size={40} />
        <div>
          <h1 tabIndex={-1} data-focus-home>{t('options_heading')}</h1>
          <p class="muted">{t('options_intro')}</p>
        </div>
      </header>
      <ConnectionForm />
      <SavedConnections />
      <ClipSettingsForm />
      <NotificationsSetting />
      <ExportSettings />
      <p class="page-footer"><a href="/welcome.html"><Icon name="star" size={16} />{t('options_guide')}</a></p>
    </main>
  );
}
