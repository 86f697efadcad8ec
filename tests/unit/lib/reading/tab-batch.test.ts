import { expect, it } from 'vitest';
import { MAX_TABS, planTabs } from '../../../../lib/reading/tab-batch';

it('keeps web pages, once each, with ids made from the batch and the page', () => {
  const items = planTabs('b1', [
    { id: 1, url: 'https://example.com/a', title: 'A' },
    { id: 2, url: 'chrome://newtab/' },
    { id: 3 },
    { id: 4, url: 'https://www.example.com/a/?utm_source=x', title: 'A again' },
    { id: 5, url: 'https://example.com/b', title: '  ' },
  ]);
  expect(items).toEqual([
    { tabId: 1, url: 'https://example.com/a', title: 'A', jobId: 'tabs-b1-example.com/a' },
    { tabId: 5, url: 'https://example.com/b', title: 'https://example.com/b', jobId: 'tabs-b1-example.com/b' },
  ]);
  // The same batch asked again names the same items: the background skips what it stored already.
  expect(planTabs('b1', [{ id: 9, url: 'https://example.com/b' }])[0]!.jobId).toBe(items[1]!.jobId);
  expect(planTabs('b2', [{ id: 9, url: 'https://example.com/b' }])[0]!.jobId).not.toBe(items[1]!.jobId);
});

it('saves at most MAX_TABS tabs', () => {
  const tabs = Array.from({ length: MAX_TABS + 5 }, (_, i) => ({ id: i, url: `https://example.com/${i}` }));
  expect(planTabs('b', tabs)).toHaveLength(MAX_TABS);
});
