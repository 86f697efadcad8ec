/**
 * "Already saved?" in the popup: where this tab's page went before (the newest place), with Open,
 * and — when the destination chosen now is that place — "Clipped here before — clip again?". A hint
 * only: it never blocks Send, and a page never clipped shows nothing.
 */
import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { Icon } from '../../../components/icons';
import { todayIn } from '../../../lib/dates/today';
import { t } from '../../../lib/i18n/t';
import { sendMessage } from '../../../lib/messaging/protocol';
import type { SavedPlace } from '../../../lib/reading/saved-index';
import { isSamePlace, savedText } from '../../../lib/reading/saved-text';
import { connection, destination, tabId } from '../model';

const places = signal<SavedPlace[]>([]);

async function look(id: number): Promise<void> {
  const url = (await browser.tabs.get(id)).url;
  places.value = url ? await sendMessage('whereSaved', { url }) : [];
}

export function SavedLine() {
  const id = tabId.value;
  useEffect(() => {
    if (id !== undefined) look(id).catch(() => (places.value = []));
  }, [id]);
  const [newest] = places.value;
  if (!newest) return null;
  const zone = connection.value?.timezone;
  const now = new Date();
  const again = places.value.some((p) => isSamePlace(p, destination.value, connection.value?.id, todayIn(now, zone)));
  return (
    <div class="saved-line" role="status">
      <p class="note">
        <Icon name="check" size={16} />
        <span>{savedText(newest, now, zone)}</span>
        {newest.openUrl && (
          <a href={newest.openUrl} target="_blank" rel="noreferrer">
            {t('saved_open')}
          </a>
        )}
      </p>
      {again && <p class="note saved-line__again">{t('saved_again')}</p>}
    </div>
  );
}
