// @vitest-environment happy-dom
/**
 * The popup in each UI language: `lang` is the browser's language and the shell speaks it (the real
 * locale files, read as the browser would). Chromium here ships only its en-US UI locale, so this is
 * where the other languages are seen rendered.
 */
import { render } from 'preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { installMessages } from '../../support/i18n';

const sendMessage = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/browser/capture-tab', () => ({ captureTab: vi.fn(() => new Promise(() => undefined)) }));
vi.mock('../../../../lib/messaging/protocol', () => ({ sendMessage }));
vi.mock('../../../../lib/messaging/trusted', () => ({ onTrustedMessage: () => () => undefined }));

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

beforeEach(() => {
  vi.resetModules();
  fakeBrowser.reset();
  sendMessage.mockReset();
  sendMessage.mockResolvedValue([]);
});

async function openPopup(locale: string): Promise<HTMLElement> {
  installMessages(locale);
  const { connectionsItem } = await import('../../../../lib/storage/items');
  await connectionsItem.setValue([CONNECTION]);
  const { localizeDocument } = await import('../../../../lib/i18n/t');
  const model = await import('../../../../entrypoints/popup/model');
  const { App } = await import('../../../../entrypoints/popup/app');
  localizeDocument(document, 'extName');
  await model.load();
  const root = document.createElement('div');
  render(<App />, root);
  return root;
}

describe('the popup speaks the UI language', () => {
  it.each([
    ['de', 'de', ['Senden', 'Auswahl', 'Heutige Tagesnotiz', 'Vorschau']],
    ['fr', 'fr', ['Envoyer', 'Sélection', 'Note du jour', 'Aperçu']],
    ['es', 'es', ['Enviar', 'Selección', 'Nota diaria de hoy', 'Vista previa']],
    ['ja', 'ja', ['送信', '選択範囲', '今日のデイリーノート', 'プレビュー']],
    ['zh_CN', 'zh-CN', ['发送', '选中内容', '今天的每日笔记', '预览']],
  ])('%s', async (locale, lang, words) => {
    const root = await openPopup(locale);
    expect(document.documentElement.lang).toBe(lang);
    for (const word of words) expect(root.textContent).toContain(word);
    // No English left in the shell (the connection's own name aside).
    for (const english of [/\bSend\b/, /\bSelection\b/, /Today's daily note/, /\bPreview\b/, /Nest the clip/])
      expect(root.textContent).not.toMatch(english);
  });
});
