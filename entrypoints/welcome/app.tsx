/**
 * The welcome page, opened once on install (background welcome.ts): create an API connection in
 * Craft (with a picture of where), paste its URL, test and save it (the options page's form), then a
 * first clip to try.
 */
import { Icon } from '../../components/icons';
import { PageHeader } from '../../components/page-header';
import { shortcutOf, useBoundCommands } from '../../components/use-shortcuts';
import { t } from '../../lib/i18n/t';
import { ConnectionForm } from '../options/connection-form';
import { connections } from '../options/model';
import { CraftPicture } from './craft-picture';

function FirstClip() {
  const ready = connections.value.length > 0;
  // As the browser bound them: the user may have changed one, or another extension taken it.
  const bound = useBoundCommands();
  const open = shortcutOf(bound, '_execute_action');
  const quickClip = shortcutOf(bound, 'quick-clip');
  const quickTask = shortcutOf(bound, 'quick-task');
  return (
    <section class={`card first-clip${ready ? ' first-clip--ready' : ''}`} aria-labelledby="first-clip-title">
      <h2 id="first-clip-title" class="step">
        <span class="step__number" aria-hidden="true">
          <Icon name="star" size={16} />
        </span>
        {t('welcome_firstClip')}
      </h2>
      <p>{ready ? t('welcome_firstClipReady') : t('welcome_firstClipLater')}</p>
      <ol class="how">
        <li>{t('welcome_tryOpen')}</li>
        <li>{t('welcome_trySelect')}</li>
        <li>{open ? t('welcome_tryPopup', open) : t('welcome_tryPopupNoKey')}</li>
        <li>{t('welcome_trySend')}</li>
      </ol>
      {quickClip && quickTask && <p class="hint">{t('welcome_shortcuts', [quickClip, quickTask])}</p>}
    </section>
  );
}

export function App() {
  return (
    <main class="page welcome">
      <PageHeader title={t('welcome_heading')} intro={t('welcome_intro')} logoSize={48} />
      <section class="card" aria-labelledby="step-1">
        <h2 id="step-1" class="step">
          <span class="step__number" aria-hidden="true">
            1
          </span>
          {t('welcome_step1')}
        </h2>
        <ol class="how">
          <li>{t('welcome_step1Open')}</li>
          <li>{t('welcome_step1Add')}</li>
          <li>{t('welcome_step1Copy')}</li>
        </ol>
        <CraftPicture />
      </section>
      <ConnectionForm steps />
      <FirstClip />
      <p class="page-footer">
        <a href="/options.html">
          <Icon name="settings" size={16} />
          {t('welcome_settings')}
        </a>
      </p>
    </main>
  );
}
