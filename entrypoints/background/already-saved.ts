/**
 * "Already saved?": the popup asks `whereSaved` for its tab's URL, and when a tab finishes loading
 * the toolbar icon of that tab gets a ✓ and a title saying where the page went ("Clipped to today's
 * note at 10:32") — but only from providers that cost no request (the clip history's index, one
 * storage read), and only for tabs whose URL the browser shows us (host access, or `tabs` once granted
 * for "Save all tabs"). A page with marks (issue 27 §7) is saved too: the ✓ carries their count and
 * the title says how many (lib/highlights/store.ts: its small count of marks per page). More providers (a collection lookup) plug in through `setUpAlreadySaved(services, extra)`.
 */
import { browser } from 'wxt/browser';
import { markCount } from '../../lib/highlights/store';
import { t } from '../../lib/i18n/t';
import { historyProvider } from '../../lib/reading/history-provider';
import { savedText } from '../../lib/reading/saved-text';
import { whereSaved, type WhereSavedProvider } from '../../lib/reading/where-saved';
import { savedIndexItem } from '../../lib/storage/items';
import { restoreTab, showOnTab } from './badge';
import { onTrustedMessage } from './on-message';
import type { Services } from './services';

const SAVED_COLOR = '#1a7f37';

/** Registers `whereSaved`; the composition root hands `tabLoaded` to the outbox leaf's one tabs.onUpdated listener. */
export function setUpAlreadySaved(
  services: Services,
  extra: WhereSavedProvider[] = [],
): { tabLoaded(tabId: number, url: string | undefined): void } {
  const providers = [historyProvider(() => savedIndexItem.getValue()), ...extra];
  const onLoad = providers.filter((p) => p.onLoad);

  async function mark(tabId: number, url: string | undefined): Promise<void> {
    const [place] = url ? await whereSaved(url, onLoad) : [];
    const marks = url && /^https?:/i.test(url) ? await markCount(url) : 0;
    try {
      if (place || marks) {
        const zone = place && (await services.connection(place.connectionId))?.timezone;
        const lines = [
          ...(place ? [savedText(place, new Date(), zone)] : []),
          ...(marks ? [t('saved_marks', [marks])] : []),
        ];
        await browser.action.setTitle({ tabId, title: `${t('extName')} — ${lines.join(' · ')}` });
        await showOnTab(tabId, marks ? '✓' + Math.min(marks, 99) : '✓', SAVED_COLOR);
      } else {
        // A page not saved shows the global title and badge again (a saved page was here before).
        await browser.action.setTitle({ tabId, title: await browser.action.getTitle({}) });
        await restoreTab(tabId);
      }
    } catch {
      // The tab closed meanwhile.
    }
  }

  onTrustedMessage('whereSaved', ({ url }) => whereSaved(url, providers));
  return { tabLoaded: (tabId, url) => void mark(tabId, url) };
}
