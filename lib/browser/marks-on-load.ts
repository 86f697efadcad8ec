/**
 * Marks on page load (issue 27 §5), with the user's consent to read all sites: a small content script
 * (marks-lookup.js) registered with `scripting.registerContentScripts` asks the background once whether
 * the page has marks, and stops when it has none. The switch is on when the script is registered and
 * all-sites access is held. Turning it off unregisters the script and keeps the access: other features
 * ("Save all tabs", a proxy's host) may hold it for their own reasons, and the browser's own extension
 * page removes it.
 */
import { browser } from 'wxt/browser';

export const MARKS_LOOKUP_ID = 'craft-marks-lookup';
const ALL_SITES = { origins: ['*://*/*'] };

/** Whether marks come back by themselves on page load. */
export async function marksOnLoad(): Promise<boolean> {
  const [registered, granted] = await Promise.all([
    browser.scripting.getRegisteredContentScripts({ ids: [MARKS_LOOKUP_ID] }),
    browser.permissions.contains(ALL_SITES),
  ]);
  return registered.length > 0 && granted;
}

/**
 * Asks for all-sites access (from a click: the request is made before anything is awaited, as Firefox
 * requires) and registers the lookup; false when the user refused.
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
    await browser.scripting.unregisterContentScripts({ ids: [MARKS_LOOKUP_ID] }).catch(() => undefined);
    await browser.scripting.registerContentScripts([
      {
        id: MARKS_LOOKUP_ID,
        js: ['marks-lookup.js'],
        matches: ['http://*/*', 'https://*/*'],
        runAt: 'document_idle',
        persistAcrossSessions: true,
      },
    ]);
    return true;
  });
}

export async function turnOffMarksOnLoad(): Promise<void> {
  await browser.scripting.unregisterContentScripts({ ids: [MARKS_LOOKUP_ID] }).catch(() => undefined);
}
