/** The options page: connections, the default destination, clip format, the rules, the reading list's mapping, where highlights go, notifications, export; a link back to the welcome guide. */
import { ClipSettingsForm } from '../../components/clip-settings-form';
import { Icon } from '../../components/icons';
import { lazy } from '../../components/lazy';
import { PageHeader } from '../../components/page-header';
import { t } from '../../lib/i18n/t';
import { ConnectionForm } from './connection-form';
import { DefaultDestination } from './default-destination';
import { ExportSettings } from './export-settings';
import { MarksSetting } from './marks-setting';
import { NotificationsSetting } from './notifications-setting';
import { ReadingListSetting } from './reading-list-setting';
import { SavedConnections } from './saved-connections';
import { ShortcutsLink } from './shortcuts-link';

/** Its own chunk (validation, matching, the form): the rest of the page paints without waiting for it. */
const RulesSetting = lazy(() => import('./rules-setting').then((m) => m.RulesSetting));

export function App() {
  return (
    <main class="page">
      <PageHeader title={t('options_heading')} intro={t('options_intro')} />
      <ConnectionForm />
      <SavedConnections />
      <DefaultDestination />
      <ShortcutsLink />
      <ClipSettingsForm />
      <RulesSetting />
      <ReadingListSetting />
      <MarksSetting />
      <NotificationsSetting />
      <ExportSettings />
      <p class="page-footer">
        <a href="/welcome.html">
          <Icon name="star" size={16} />
          {t('options_guide')}
        </a>
      </p>
    </main>
  );
}
