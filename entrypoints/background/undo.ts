/**
 * Undo of a delivered clip: delete the top-level blocks it created (their children go with them)
 * and move a document it created to the trash, then forget it in the history. Undo of a clip that
 * arrived only in part also drops the rest from the outbox.
 */
import type { Result } from '../../lib/model/types';
import { clipHistoryItem } from '../../lib/storage/items';
import { clientFor, findConnection } from './deliver';
import { messageOf } from './destinations';
import { getOutbox } from './outbox';

export async function undoClip(data: { clipId: string }): Promise<Result<null>> {
  const history = await clipHistoryItem.getValue();
  const record = history.find((r) => r.id === data.clipId);
  if (!record) return { ok: false, error: 'That clip is no longer in the history, so it cannot be undone here.' };
  const connection = await findConnection(record.connectionId);
  if (!connection) return { ok: false, error: 'The connection this clip went through has been removed.' };
  const client = clientFor(connection);
  try {
    if (record.createdDocumentId) await client.documents.delete([record.createdDocumentId]);
    else if (record.blockIds.length) await client.blocks.delete(record.blockIds);
  } catch (error) {
    return { ok: false, error: messageOf(error) };
  }
  const now = await clipHistoryItem.getValue();
  await clipHistoryItem.setValue(now.filter((r) => r.id !== record.id));
  // A partial clip's entry carries its outbox job's id: the rest must not follow what was undone.
  await (await getOutbox()).discard(record.id);
  return { ok: true, value: null };
}
