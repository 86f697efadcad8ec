/**
 * The saved connections: which one is default, what each can reach, its key only masked. Removing
 * one asks first (it cannot be undone here: the URL and key are not kept anywhere else).
 */
import { signal } from '@preact/signals';
import { Button } from '../../components/button';
import { ConfirmBar } from '../../components/confirm-bar';
import { Icon } from '../../components/icons';
import { StatusMessage } from '../../components/status-message';
import { KIND_LABELS, isConnectionKind, kindLabel } from '../../lib/connections/kind-label';
import { t } from '../../lib/i18n/t';
import type { ConnectionSummary } from '../../lib/model/types';
import { changeKind, connections, listMessage, makeDefault, removeSaved } from './model';

/** The kind was detected by probing; when Craft answered in a way nobody recorded, the user corrects it here. */
function KindSelect({ connection }: { connection: ConnectionSummary }) {
  return (
    <label class="saved__details">
      {t('saved_kind')}{' '}
      <select
        value={connection.kind}
        onChange={(e) => {
          const kind = (e.currentTarget as HTMLSelectElement).value;
          if (isConnectionKind(kind)) void changeKind(connection.id, kind);
        }}
      >
        {Object.entries(KIND_LABELS).map(([kind, label]) => (
          <option key={kind} value={kind}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}

const confirming = signal<string | undefined>(undefined);
const removed = signal<string | undefined>(undefined);

async function remove(connection: ConnectionSummary): Promise<void> {
  confirming.value = undefined;
  await removeSaved(connection.id);
  if (!listMessage.value) removed.value = connection.name;
  // The row is gone: focus goes to the list's heading rather than the page body.
  document.getElementById('saved-title')?.focus();
}

function SavedConnection({ connection }: { connection: ConnectionSummary }) {
  const host = new URL(connection.apiUrl).host;
  return (
    <li class={`saved${connection.isDefault ? ' saved--default' : ''}`} data-focus-scope>
      <Icon name="key" />
      <div class="saved__text">
        <p>
          <strong class="saved__name">{connection.name}</strong>
          {connection.isDefault && <span class="badge">{t('saved_default')}</span>}
        </p>
        <p class="saved__details">
          {kindLabel(connection.kind)} · {connection.spaceName} · {connection.timezone} · {host}
        </p>
        <p class="saved__details">{connection.maskedKey ? t('saved_key', connection.maskedKey) : t('saved_noKey')}</p>
        <KindSelect connection={connection} />
        {confirming.value === connection.id && (
          <ConfirmBar
            question={t('saved_removeQuestion', connection.name)}
            confirm={t('saved_remove')}
            cancel={t('common_cancel')}
            onConfirm={() => void remove(connection)}
            onCancel={() => (confirming.value = undefined)}
          />
        )}
      </div>
      <div class="actions">
        {!connection.isDefault && (
          <Button size="small" onClick={() => void makeDefault(connection.id)}>
            {t('saved_makeDefault')}
          </Button>
        )}
        <Button
          size="small"
          variant="danger"
          icon="trash"
          onClick={() => {
            removed.value = undefined;
            confirming.value = connection.id;
          }}
        >
          {t('saved_remove')}
        </Button>
      </div>
    </li>
  );
}

export function SavedConnections() {
  const list = connections.value;
  return (
    <section class="card" aria-labelledby="saved-title" data-focus-scope>
      <h2 id="saved-title" tabIndex={-1} data-focus-home>
        {t('saved_heading')}
      </h2>
      {list.length === 0 ? (
        <p class="muted">{t('saved_none')}</p>
      ) : (
        <ul aria-label={t('saved_heading')} class="saved-list">
          {list.map((c) => (
            <SavedConnection key={c.id} connection={c} />
          ))}
        </ul>
      )}
      {removed.value && <StatusMessage tone="info">{t('saved_removed', removed.value)}</StatusMessage>}
      {listMessage.value && <StatusMessage tone="error">{listMessage.value}</StatusMessage>}
    </section>
  );
}
