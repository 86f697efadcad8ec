/**
 * "Already saved?" in the popup: where this tab's page went before (the newest place), with Open,
 * and — when the destination chosen now is that place — "Clipped here before — clip again?". A hint
 * only: it never blocks Send, and a page never clipped shows nothing. The side panel shows it too, and
 * asks again after a clip (`lookWhereSaved`); of answers that cross, only the latest asked counts.
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

export const places = signal<SavedPlace[]>([]);
let asked = 0;

export async function lookWhereSaved(id: number): Promise<void> {
  const run = ++asked;
  const url = (await browser.tabs.get(id)).url;
  const found = url ? await sendMessage('whereSaved', { url }).catch(() => []) : [];
  if (run === asked) places.value = found;
}

/** The side panel moved to another page: nothing of the last one's places stays, nor arrives late. */
export function forgetWhereSaved(): void {
  asked++;
  places.value = [];
}

export function SavedLine() {
  const id = tabId.value;
  useEffect(() => {
    if (id !== undefined) lookWhereSaved(id).catch(() => (places.value = []));
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
