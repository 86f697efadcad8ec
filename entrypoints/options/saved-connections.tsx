/** The saved connections: which one is default, what each can reach, its key only masked. */
import { Button } from '../../components/button';
import { StatusMessage } from '../../components/status-message';
import { KIND_LABELS, isConnectionKind, kindLabel } from '../../lib/connections/kind-label';
import type { ConnectionSummary } from '../../lib/model/types';
import { changeKind, connections, listMessage, makeDefault, removeSaved } from './model';

/** The kind was detected by probing; when Craft answered in a way nobody recorded, the user corrects it here. */
function KindSelect({ connection }: { connection: ConnectionSummary }) {
  return (
    <label class="saved__details">
      Kind{' '}
      <select
        value={connection.kind}
        onChange={(e) => {
          const kind = (e.currentTarget as HTMLSelectElement).value;
          if (isConnectionKind(kind)) void changeKind(connection.id, kind);
        }}
      >
        {Object.entries(KIND_LABELS).map(([kind, label]) => <option key={kind} value={kind}>{label}</option>)}
      </select>
    </label>
  );
}

function SavedConnection({ connection }: { connection: ConnectionSummary }) {
  const host = new URL(connection.apiUrl).host;
  return (
    <li class={`saved${connection.isDefault ? ' saved--default' : ''}`}>
      <div class="saved__text">
        <strong class="saved__name">{connection.name}</strong>
        {connection.isDefault && <span class="badge">Default</span>}
        <p class="saved__details">
          {kindLabel(connection.kind)} · {connection.spaceName} · {connection.timezone} · {host}
        </p>
        <p class="saved__details">{connection.maskedKey ? `Key ${connection.maskedKey}` : 'No key'}</p>
        <KindSelect connection={connection} />
      </div>
      <div class="actions">
        {!connection.isDefault && <Button onClick={() => void makeDefault(connection.id)}>Make default</Button>}
        <Button variant="danger" onClick={() => void removeSaved(connection.id)}>Remove</Button>
      </div>
    </li>
  );
}

export function SavedConnections() {
  const list = connections.value;
  return (
    <section class="card">
      <h2>Saved connections</h2>
      {list.length === 0 ? (
        <p>No connection saved yet. Add one above; the first one becomes the default.</p>
      ) : (
        <ul aria-label="Saved connections" class="saved-list">
          {list.map((c) => <SavedConnection key={c.id} connection={c} />)}
        </ul>
      )}
      {listMessage.value && <StatusMessage tone="error">{listMessage.value}</StatusMessage>}
    </section>
  );
}
