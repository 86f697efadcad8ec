/** The "Show notifications" toggle: the optional notifications permission is the setting itself. */
import { StatusMessage } from '../../components/status-message';
import { notificationsMessage, notificationsOn, setNotifications } from './model';

export function NotificationsSetting() {
  return (
    <section class="card">
      <h2>Notifications</h2>
      <label class="toggle">
        <input
          type="checkbox"
          checked={notificationsOn.value}
          onChange={(event) => void setNotifications(event.currentTarget.checked)}
        />
        Show notifications
      </label>
      <p class="field__hint">A system notification when a clip sent from the menu or a shortcut arrives or fails.</p>
      {notificationsMessage.value && <StatusMessage tone="info">{notificationsMessage.value}</StatusMessage>}
    </section>
  );
}
