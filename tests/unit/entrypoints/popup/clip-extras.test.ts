// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { CaptureResult } from '../../../../lib/capture/types';
import type { Result } from '../../../../lib/model/types';
import type { Rule } from '../../../../lib/rules/types';

const captureTab = vi.hoisted(() => vi.fn());
const sendMessage = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/browser/capture-tab', () => ({ captureTab }));
vi.mock('../../../../lib/messaging/protocol', () => ({ sendMessage }));
vi.mock('../../../../lib/messaging/trusted', () => ({ onTrustedMessage: () => () => undefined }));

const { connectionsItem, rulesItem } = await import('../../../../lib/storage/items');
const { installEnglishMessages } = await import('../../support/i18n');
type Popup = typeof import('../../../../entrypoints/popup/model') &
  typeof import('../../../../entrypoints/popup/capture') &
  typeof import('../../../../entrypoints/popup/send') &
  typeof import('../../../../entrypoints/popup/clip-extras') &
  typeof import('../../../../entrypoints/popup/extras-edit') &
  typeof import('../../../../entrypoints/popup/rule-actions');

const CONNECTION = {
  id: 'c1',
  name: 'Space',
  apiUrl: 'http://127.0.0.1/links/x/api/v1',
  kind: 'space' as const,
  spaceName: 'Space',
  timezone: 'Europe/Berlin',
  isDefault: true,
  addedAt: '2026-11-21T00:00:00.000Z',
};
const SOUP_RULE: Rule = {
  id: 'r',
  name: 'Soups',
  match: { kind: 'site', domain: 'food.test', subdomains: false },
  tags: ['soup', '{site}'],
};

const capture: Result<CaptureResult> = {
  ok: true,
  value: {
    mode: 'article',
    requestedMode: 'selection',
    markdown: 'The soup is slowly cooked with onions.\n',
    metadata: { title: 'Soup', url: 'https://food.test/soup', siteName: 'Food' },
    hasSelection: false,
    notes: [],
    images: [],
  },
};

let popup: Popup;

beforeEach(async () => {
  fakeBrowser.reset();
  installEnglishMessages();
  captureTab.mockReset().mockResolvedValue(capture);
  sendMessage.mockReset().mockResolvedValue({ ok: true, value: { id: 'clip-1', blockIds: ['b1'] } });
  vi.resetModules();
  popup = {
    ...(await import('../../../../entrypoints/popup/model')),
    ...(await import('../../../../entrypoints/popup/capture')),
    ...(await import('../../../../entrypoints/popup/send')),
    ...(await import('../../../../entrypoints/popup/clip-extras')),
    ...(await import('../../../../entrypoints/popup/extras-edit')),
    ...(await import('../../../../entrypoints/popup/rule-actions')),
  };
});

async function openPopup(rules: Rule[] = []): Promise<void> {
  await connectionsItem.setValue([CONNECTION]);
  await rulesItem.setValue(rules);
  await popup.load();
  await popup.startCapture(Promise.resolve(7));
}

describe('the note and tags of the Clip view', () => {
  it('go into the preview and are sent with the clip, in one request', async () => {
    await openPopup();
    popup.setNote('For the winter menu');
    popup.setTags('soup, winter');
    expect(popup.edited.value).toBe(false);
    await popup.send();
    expect(sendMessage).toHaveBeenCalledTimes(1);
    const [, request] = sendMessage.mock.calls[0];
    expect(request.markdown).toBe(popup.markdown.value);
    expect(request.markdown).toMatch(/#soup #winter\n\n> For the winter menu\n\nThe soup is slowly cooked/);
  });

  it("start as the rule's tags; typing replaces them, and setting the rule aside keeps what was typed", async () => {
    await openPopup([SOUP_RULE]);
    expect(popup.shownTags()).toBe('soup, Food');
    expect(popup.markdown.value).toContain('#soup #Food');
    popup.dropRule();
    expect(popup.shownTags()).toBe('');
    expect(popup.markdown.value).not.toContain('#soup');
    popup.useRule();
    popup.setTags('soup');
    popup.dropRule();
    expect(popup.shownTags()).toBe('soup');
    expect(popup.markdown.value).toContain('#soup\n\n');
  });

  it('a note typed after the preview was edited goes into the edits, which stay', async () => {
    await openPopup();
    popup.markdown.value = popup.markdown.value.replace('with onions.', 'with onions and leeks.');
    popup.setNote('W');
    popup.setNote('Winter');
    expect(popup.markdown.value).toMatch(/> Winter\n\nThe soup is slowly cooked with onions and leeks\./);
    expect(popup.edited.value).toBe(true);
    expect(popup.message.value).toBeUndefined();
  });

  it('says so when the edits leave no place for the note', async () => {
    await openPopup();
    popup.markdown.value = 'Only my own words.';
    popup.setNote('Winter');
    expect(popup.markdown.value).toBe('Only my own words.');
    expect(popup.message.value).toMatch(/could not be placed/);
  });
});
