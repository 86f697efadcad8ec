/** The options page: connection settings, notifications, clip settings and their export. */
import { ClipSettingsForm } from '../../components/clip-settings-form';
import { ConnectionForm } from './connection-form';
import { ExportSettings } from './export-settings';
import { NotificationsSetting } from './notifications-setting';
import { SavedConnections } from './saved-connections';
import { ShortcutsLink } from './shortcuts-link';

export function App() {
  return (
    <main>
      <h1>Craft connections</h1>
      <p class="intro">Clip to Craft sends what you clip to Craft through an API connection you create in Craft.</p>
      <ConnectionForm />
      <SavedConnections />
      <NotificationsSetting />
      <ShortcutsLink />
      <ClipSettingsForm />
      <ExportSettings />
    </main>
  );
}
