/**
 * Marks on page load (issue 27 §5), with the user's consent to read all sites: the switch is a stored
 * choice (`marksOnLoadItem`), on only while all-sites access is held too. No script is registered on
 * pages: the background, which sees each tab finish loading, looks the page up in its own marks store
 * and runs the page script only in a tab whose page has marks (entrypoints/background/highlight-page.ts),
 * so a page without marks runs nothing of ours. Turning the switch off keeps the access: other features
 * (the side panel's "Allow reading the pages I visit", a proxy's host) may hold it for their own reasons,
 * and the browser's own extension page removes it.
 */
import { browser } from 'wxt/browser';
import { marksOnLoadItem } from '../storage/items';

const ALL_SITES = { origins: ['*://*/*'] };

/** Whether marks come back by themselves on page load. */
export async function marksOnLoad(): Promise<boolean> {
  const [chosen, granted] = await Promise.all([marksOnLoadItem.getValue(), browser.permissions.contains(ALL_SITES)]);
  return chosen && granted;
}

/**
 * Asks for all-sites access (from a click: the request is made before anything is awaited, as Firefox
 * requires) and keeps the choice; false when the user refused.
 */
export function turnOnMarksOnLoad(): Promise<boolean> {
  let asked: Promise<boolean>;
  try {
    asked = browser.permissions.request(ALL_SITES);
  } catch {
    asked = Promise.resolve(false);
  }
  return asked.then(async (granted) => {
    if (!granted) return false;
    await marksOnLoadItem.setValue(true);
    return true;
  });
}

export async function turnOffMarksOnLoad(): Promise<void> {
  await marksOnLoadItem.setValue(false);
}
