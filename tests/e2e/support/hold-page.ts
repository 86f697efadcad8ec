/**
 * Holds a page's capture deterministically: the page's main thread (where capture.js runs) is
 * parked in a synchronous request that the test answers when it chooses.
 */
import type { Page } from '@playwright/test';

/** Blocks the page's main thread until `release()`: nothing, capture.js included, runs in it meanwhile. */
export async function holdPage(page: Page): Promise<{ release(): Promise<void> }> {
  let answer!: () => Promise<void>;
  const arrived = new Promise<void>((resolve) => {
    void page.route('**/__hold', (route) => {
      answer = () => route.fulfill({ status: 204 });
      resolve();
    });
  });
  await page.evaluate(() => {
    setTimeout(() => {
      const request = new XMLHttpRequest();
      request.open('GET', '/__hold', false);
      request.send();
    });
  });
  await arrived;
  return { release: () => answer() };
}
