/** What the popup and the side panel show before any connection is saved: why, and the way to the settings. */
import { t } from '../lib/i18n/t';
import { Button } from './button';
import { Logo } from './icons';
import { StatusMessage } from './status-message';

export function NoConnection({
  error,
  onSettings,
  class: extra,
}: {
  error?: string;
  onSettings(): void;
  class?: string;
}) {
  return (
    <main class={`popup popup--empty ${extra ?? ''}`.trim()} data-focus-scope>
      <Logo size={40} />
      <h1 tabIndex={-1} data-focus-home>
        {t('extName')}
      </h1>
      {error && <StatusMessage tone="error">{error}</StatusMessage>}
      <p>{t('popup_noConnection')}</p>
      <Button variant="primary" icon="settings" onClick={onSettings}>
        {t('popup_openSettings')}
      </Button>
    </main>
  );
}
