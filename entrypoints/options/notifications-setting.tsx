/** The "Show notifications" toggle: the optional notifications permission is the setting itself. */
import { StatusMessage } from '../../components/status-message';
import { t } from '../../lib/i18n/t';
import { notificationsMessage, notificationsOn, setNotifications } from './model';

export function NotificationsSetting() {
  return (
    <section class="card" aria-labelledby="notifications-title">
      <h2 id="notifications-title">{t('notify_heading')}</h2>
      <label class="check">
        <input
          type="checkbox"
          checked={notificationsOn.value}
          onChange={(event) => void setNotifications(event.currentTarget.checked)}
        />
        {t('notify_toggle')}
      </label>
      <p class="hint">{t('notify_hint')}</p>
      {notificationsMessage.value && <StatusMessage tone="info">{notificationsMessage.value}</StatusMessage>}
    </section>
  );
}
