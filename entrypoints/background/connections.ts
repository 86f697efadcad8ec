/**
 * Background handlers for the connection settings: test a pasted URL against GET /connection and
 * the kind probes, save, list (keys masked), remove, set default. Every Craft call goes through
 * lib/craft; its CraftError messages are what the user sees. The URL and key are never logged.
 */
import {
  addConnection,
  removeConnection,
  setConnectionKind,
  setDefaultConnection,
  toSummary,
} from '../../lib/connections/connection-list';
import { detectConnectionKind, isCraftError, parseConnectionUrl, type RetrySettings } from '../../lib/craft';
import { t } from '../../lib/i18n/t';
import type { ConnectionCheck, ConnectionDraft } from '../../lib/model/requests';
import type { Connection, ConnectionSummary, Result } from '../../lib/model/types';
import { connectionsItem } from '../../lib/storage/items';
import { onTrustedMessage } from './on-message';
import type { Services } from './services';

/** Tests: the clock and the ids of new connections. */
export interface ConnectionDeps {
  now?: () => Date;
  newId?: () => string;
}

/** A person is waiting on the button: one quick retry, then say what happened. */
const CHECK_RETRY: Partial<RetrySettings> = { limit: 1, maxWaitMs: 3_000, baseDelayMs: 300 };

export async function testConnection(services: Services, draft: ConnectionDraft): Promise<Result<ConnectionCheck>> {
  const parsed = parseConnectionUrl(draft.apiUrl ?? '');
  if (!parsed.ok) return { ok: false, error: parsed.error };
  try {
    const client = services.client({ apiUrl: parsed.apiUrl, apiKey: draft.apiKey?.trim() || undefined }, CHECK_RETRY);
    const info = await client.connection();
    const kind = await detectConnectionKind(client);
    return {
      ok: true,
      value: {
        kind,
        spaceName: info.space.name?.trim() || t('bg_spaceName'),
        spaceId: info.space.id,
        timezone: info.space.timezone,
        appUrlTemplate: info.urlTemplates?.app,
        apiUrl: parsed.apiUrl,
      },
    };
  } catch (error) {
    // Not a Craft failure: a bug here, not the user's doing. Its detail stays out (it may hold the URL).
    return {
      ok: false,
      error: isCraftError(error)
        ? services.errorText(error, { apiUrl: parsed.apiUrl, apiKey: draft.apiKey?.trim() || undefined })
        : t('bg_checkFailed'),
    };
  }
}

export async function saveConnection(
  services: Services,
  draft: ConnectionDraft & { name?: string },
  deps: ConnectionDeps = {},
): Promise<Result<ConnectionSummary>> {
  const check = await testConnection(services, draft);
  if (!check.ok) return check;
  const { value } = check;
  const incoming: Connection = {
    id: deps.newId?.() ?? crypto.randomUUID(),
    name: draft.name?.trim() || value.spaceName,
    apiUrl: value.apiUrl,
    apiKey: draft.apiKey?.trim() || undefined,
    kind: value.kind,
    spaceId: value.spaceId,
    spaceName: value.spaceName,
    timezone: value.timezone,
    appUrlTemplate: value.appUrlTemplate,
    isDefault: false,
    addedAt: (deps.now?.() ?? new Date()).toISOString(),
  };
  const { list, saved } = addConnection(await connectionsItem.getValue(), incoming);
  await connectionsItem.setValue(list);
  return { ok: true, value: toSummary(saved) };
}

export async function listConnections(): Promise<ConnectionSummary[]> {
  return (await connectionsItem.getValue()).map(toSummary);
}

/** Applies `change` to the saved list when the connection `id` is still in it. */
async function changeSaved(
  id: string,
  change: (list: Connection[], id: string) => Connection[],
): Promise<Result<null>> {
  const list = await connectionsItem.getValue();
  if (!list.some((c) => c.id === id)) return { ok: false, error: t('bg_connectionNotSaved') };
  await connectionsItem.setValue(change(list, id));
  return { ok: true, value: null };
}

export async function changeConnectionKind({
  id,
  kind,
}: {
  id: string;
  kind: Connection['kind'];
}): Promise<Result<null>> {
  const list = await connectionsItem.getValue();
  if (!list.some((c) => c.id === id)) return { ok: false, error: t('bg_connectionNotSaved') };
  const next = setConnectionKind(list, id, kind);
  if (!next) return { ok: false, error: t('bg_notAKind') };
  await connectionsItem.setValue(next);
  return { ok: true, value: null };
}

/** What others do when a connection is saved (index.ts hands it in). */
export interface ConnectionHooks {
  added?(id: string): void;
}

export function setUpConnections(services: Services, deps: ConnectionDeps = {}, hooks: ConnectionHooks = {}): void {
  onTrustedMessage('testConnection', (draft) => testConnection(services, draft));
  onTrustedMessage('saveConnection', async (draft) => {
    const saved = await saveConnection(services, draft, deps);
    if (saved.ok) hooks.added?.(saved.value.id);
    return saved;
  });
  onTrustedMessage('listConnections', () => listConnections());
  onTrustedMessage('removeConnection', ({ id }) => changeSaved(id, removeConnection));
  onTrustedMessage('setDefaultConnection', ({ id }) => changeSaved(id, setDefaultConnection));
  onTrustedMessage('setConnectionKind', (data) => changeConnectionKind(data));
}
