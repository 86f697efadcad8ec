/**
 * Undo. Of a clip or an upload (an entry of the history): delete the top-level blocks it created
 * (their children go with them) or move a document it created to the trash, then forget the entry;
 * a clip that arrived only in part also drops the rest from the outbox (the entry carries the
 * job's id). Of a task: DELETE /tasks, or DELETE /blocks for a to-do block.
 */
import { t } from '../../lib/i18n/t';
import type { Result, TaskRecord } from '../../lib/model/types';
import { findRecord, forget } from './history';
import { onTrustedMessage } from './on-message';
import { getOutbox } from './outbox';
import type { Services } from './services';

export function setUpUndo(services: Services): void {
  async function undoClip({ clipId }: { clipId: string }): Promise<Result<null>> {
    const record = await findRecord(clipId);
    if (!record) return { ok: false, error: t('bg_undoNotInHistory') };
    const connection = await services.connection(record.connectionId);
    if (!connection) return { ok: false, error: t('bg_undoClipConnectionGone') };
    const client = services.client(connection);
    try {
      if (record.createdDocumentId) await client.documents.delete([record.createdDocumentId]);
      else if (record.blockIds.length) await client.blocks.delete(record.blockIds);
    } catch (error) {
      return { ok: false, error: services.errorText(error, connection) };
    }
    await forget(record.id);
    // A partial clip's entry carries its outbox job's id: the rest must not follow what was undone.
    await (await getOutbox()).discard(record.id);
    return { ok: true, value: null };
  }

  async function undoTask(record: TaskRecord): Promise<Result<null>> {
    const connection = await services.connection(record.connectionId);
    if (!connection) return { ok: false, error: t('bg_undoTaskConnectionGone') };
    try {
      const client = services.client(connection);
      if (record.asBlock) await client.blocks.delete(record.blockIds?.length ? record.blockIds : [record.id]);
      else await client.tasks.delete([record.id]);
      return { ok: true, value: null };
    } catch (error) {
      return { ok: false, error: services.errorText(error, connection) };
    }
  }

  onTrustedMessage('undoClip', undoClip);
  onTrustedMessage('undoTask', undoTask);
}
