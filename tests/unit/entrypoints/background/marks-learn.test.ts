/**
 * A fresh profile learns from Craft which pages have marks (marks-learn.ts), for marks on page load:
 * against the emulator, with the worker's clock pinned. One search per connection when the switch is
 * turned on, when a connection is added with it on, and at a worker's start only when the last search
 * is older than 12 hours (a failed one: 30 minutes); never with the switch off or the host not allowed.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { LEARN, setUpMarksLearn } from '../../../../entrypoints/background/marks-learn';
import { createServices, type Services } from '../../../../entrypoints/background/services';
import { createCraftClient } from '../../../../lib/craft';
import { marksPageMarkdown } from '../../../../lib/highlights/blocks';
import { markCount } from '../../../../lib/highlights/store';
import type { Connection } from '../../../../lib/model/types';
import { connectionsItem, marksLearnedItem, marksOnLoadItem } from '../../../../lib/storage/items';
import { useEmulator } from '../../lib/outbox/use-emulator';

const emulator = useEmulator();
const PAGE = 'https://essays.test/reading?x=1';
const NOW = Date.parse('2026-03-14T11:00:00Z');
const HOUR = 60 * 60_000;

function connection(id: string): Connection {
  const link = emulator.link('space');
  return {
    id,
    name: 'Garden',
    apiUrl: link.apiUrl,
    apiKey: link.apiKey,
    kind: 'space',
    spaceName: 'Garden',
    spaceId: 'sp',
    timezone: 'Europe/Berlin',
    isDefault: id === 'c1',
    addedAt: '2026-01-01T00:00:00Z',
  };
}

/** Marks another browser made: the page's marks page in today's note. */
async function markedElsewhere(): Promise<void> {
  const link = emulator.link('space');
  const client = createCraftClient({ baseUrl: link.apiUrl, apiKey: link.apiKey });
  const marks = [
    { quote: { type: 'TextQuoteSelector' as const, exact: 'One sentence' }, color: 'green' as const, note: 'why' },
    { quote: { type: 'TextQuoteSelector' as const, exact: 'A third' }, color: 'red' as const },
  ];
  await client.blocks.insertMarkdown(marksPageMarkdown({ title: 'On reading', url: PAGE }, marks), {
    position: 'end',
    date: 'today',
  });
  emulator.log.clear();
}

const searches = () => emulator.log.entries().filter((e) => e.path.endsWith('/search')).length;
let services: Services;
let allowed: boolean;
beforeEach(async () => {
  fakeBrowser.reset();
  vi.spyOn(fakeBrowser.permissions, 'contains').mockResolvedValue(true);
  allowed = true;
  const real = createServices();
  services = { ...real, hostAllowed: async (url) => allowed && real.hostAllowed(url) };
  await connectionsItem.setValue([connection('c1')]);
  await markedElsewhere();
});

describe('learning which pages have marks', () => {
  it('switch on, never searched: one search at the worker’s start, and the page has its marks', async () => {
    await marksOnLoadItem.setValue(true);
    expect(await markCount(PAGE)).toBe(0);
    await setUpMarksLearn(services, () => NOW).started;
    expect(searches()).toBe(1);
    expect(await markCount(PAGE + '#top')).toBe(2);
    expect(await marksLearnedItem.getValue()).toEqual({ c1: { at: NOW, ok: true } });
  });

  it.each([
    ['switch off', false, true],
    ['host not allowed', true, false],
  ])('%s: nothing is searched', async (_, on, host) => {
    await marksOnLoadItem.setValue(on);
    allowed = host;
    await setUpMarksLearn(services, () => NOW).started;
    expect(searches()).toBe(0);
    expect(await markCount(PAGE)).toBe(0);
  });

  it.each([
    ['searched 11 hours ago', { at: NOW - 11 * HOUR, ok: true }, 0],
    ['searched 12 hours ago', { at: NOW - LEARN.everyMs, ok: true }, 1],
    ['failed 29 minutes ago', { at: NOW - 29 * 60_000, ok: false }, 0],
    ['failed 30 minutes ago', { at: NOW - LEARN.retryMs, ok: false }, 1],
  ])('at a worker’s start, %s: %i search(es)', async (_, last, expected) => {
    await marksOnLoadItem.setValue(true);
    await marksLearnedItem.setValue({ c1: last });
    await setUpMarksLearn(services, () => NOW).started;
    expect(searches()).toBe(expected);
    expect(await markCount(PAGE)).toBe(expected ? 2 : 0);
  });

  it('a failed search is kept as failed, and nothing learned', async () => {
    await marksOnLoadItem.setValue(true);
    emulator.faults.setErrorRate(1, 503);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await setUpMarksLearn(services, () => NOW).started;
    emulator.faults.reset();
    expect(await marksLearnedItem.getValue()).toEqual({ c1: { at: NOW, ok: false } });
    expect(await markCount(PAGE)).toBe(0);
  });

  it('the switch turned on: searched at once, even when searched a moment ago', async () => {
    await marksLearnedItem.setValue({ c1: { at: NOW - 1000, ok: true } });
    setUpMarksLearn(services, () => NOW);
    await marksOnLoadItem.setValue(true);
    await vi.waitFor(async () => expect(await markCount(PAGE)).toBe(2), { interval: 5 });
    expect(searches()).toBe(1);
  });

  it('a connection added with the switch on: that connection is searched, the others not', async () => {
    await marksOnLoadItem.setValue(true);
    await marksLearnedItem.setValue({ c1: { at: NOW, ok: true } });
    const learn = setUpMarksLearn(services, () => NOW + 1000);
    await learn.started;
    await connectionsItem.setValue([connection('c1'), connection('c2')]);
    learn.connectionAdded('c2');
    await vi.waitFor(async () => expect(Object.keys(await marksLearnedItem.getValue())).toEqual(['c1', 'c2']));
    expect(searches()).toBe(1);
    expect(await marksLearnedItem.getValue()).toEqual({ c1: { at: NOW, ok: true }, c2: { at: NOW + 1000, ok: true } });
    expect(await markCount(PAGE)).toBe(2);
  });
});
