/** A new document (whole-space links): its folder and title; the folders are fetched when asked. */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { t } from '../../../lib/i18n/t';
import { sendMessage } from '../../../lib/messaging/protocol';
import type { FolderOption } from '../../../lib/model/requests';
import type { Destination } from '../../../lib/model/types';
import { chooseDestination, connection, title } from '../model';

const folders = signal<FolderOption[]>([]);
const folderId = signal('');
const newTitle = signal('');
const folderError = signal<string | undefined>(undefined);

export function newDocument(): Destination {
  const folder = folders.value.find((f) => f.id === folderId.value);
  return {
    kind: 'new-document',
    title: newTitle.value.trim() || title.value.trim() || t('clip_defaultTitle'),
    folderId: folder?.id,
    folderName: folder?.name,
  };
}

export async function loadFolders(): Promise<void> {
  const result = await sendMessage('listFolders', { connectionId: connection.value?.id }).catch(() => ({
    ok: false as const,
    error: '',
  }));
  folderError.value = result.ok ? undefined : result.error || undefined;
  folders.value = result.ok ? result.value : [];
}

export function NewDocumentFields() {
  useEffect(() => {
    if (folders.value.length === 0) void loadFolders();
  }, []);
  return (
    <div class="new-document">
      <label class="field">
        <span class="label">{t('place_folder')}</span>
        <select
          class="select"
          value={folderId.value}
          onChange={(e) => {
            folderId.value = e.currentTarget.value;
            chooseDestination(newDocument());
          }}
        >
          <option value="">{t('place_unsorted')}</option>
          {folders.value
            .filter((f) => f.id !== 'unsorted')
            .map((f) => (
              <option key={f.id} value={f.id}>
                {'\u00a0\u00a0'.repeat(f.depth) + f.name}
              </option>
            ))}
        </select>
      </label>
      <label class="field">
        <span class="label">{t('place_documentTitle')}</span>
        <input
          class="input"
          value={newTitle.value || title.value}
          onInput={(e) => {
            newTitle.value = e.currentTarget.value;
            chooseDestination(newDocument());
          }}
        />
      </label>
      {folderError.value && (
        <p class="picker-error" role="alert">
          {folderError.value}
        </p>
      )}
    </div>
  );
}
