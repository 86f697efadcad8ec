/**
 * The title row of the popup and the side panel: the mark, the title (the focus home), the
 * connection (a switcher when there are several), then the surface's own buttons (`children`).
 */
import type { ComponentChildren } from 'preact';
import { t } from '../lib/i18n/t';
type Named = { id: string; name: string };
import { Logo } from './icons';

export interface AppHeaderProps {
  connections: readonly Named[];
  current: Named | undefined;
  /** While something is sent the connection cannot change. */
  busy: boolean;
  onChoose(id: string): void;
  children: ComponentChildren;
}

export function AppHeader({ connections, current, busy, onChoose, children }: AppHeaderProps) {
  return (
    <header class="popup-header">
      <Logo />
      <h1 tabIndex={-1} data-focus-home>
        {t('extName')}
      </h1>
      {connections.length > 1 ? (
        <select
          class="select connection-switch"
          aria-label={t('popup_connection')}
          value={current?.id}
          disabled={busy}
          onChange={(e) => onChoose(e.currentTarget.value)}
        >
          {connections.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      ) : (
        <span class="connection-name" title={t('popup_connection')}>
          {current?.name}
        </span>
      )}
      {children}
    </header>
  );
}
