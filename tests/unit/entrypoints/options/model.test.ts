import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';

const sendMessage = vi.hoisted(() => vi.fn());
vi.mock('../../../../lib/messaging/protocol', () => ({ sendMessage }));

const { installEnglishMessages } = await import('../../support/i18n');
const { ensureHostPermission, hostPattern } = await import('../../../../entrypoints/options/host-permission');
const model = await import('../../../../entrypoints/options/model');

const EMULATOR_URL = 'http://127.0.0.1:8787/links/EmuSpace001/api/v1';
const CRAFT_URL = 'https://connect.craft.do/links/AbC123/api/v1';

/**
 * fakeBrowser has no permissions API: stand in for the browser's answer and its prompt. As in both
 * browsers, a request for access already held resolves true without asking.
 */
function permissions(granted: boolean, userSays: boolean) {
  const contains = vi.fn(async () => granted);
  const request = vi.fn(async () => granted || userSays);
  Object.assign(fakeBrowser.permissions, { contains, request, remove: vi.fn(async () => true) });
  return { contains, request };
}

beforeEach(() => {
  fakeBrowser.reset();
  installEnglishMessages();
  sendMessage.mockReset();
  model.apiUrl.value = '';
  model.apiKey.value = '';
  model.name.value = '';
  model.outcome.value = null;
});

describe('ensureHostPermission', () => {
  it("asks nothing for Craft's own host", async () => {
    const p = permissions(false, false);
    expect(await ensureHostPermission(CRAFT_URL)).toEqual({ ok: true });
    expect(p.request).not.toHaveBeenCalled();
  });

  it('calls request() before anything is awaited: Firefox refuses it outside the click handler', () => {
    const p = permissions(true, false);
    void ensureHostPermission(EMULATOR_URL);
    // Synchronously, in the same turn as the click: no contains() (or any other await) first.
    expect(p.request).toHaveBeenCalledTimes(1);
    expect(p.contains).not.toHaveBeenCalled();
  });

  it.each([
    [true, { ok: true }],
    [false, { ok: false }],
  ])('asks for the host the manifest would grant, without the port; user grants = %s', async (userSays, expected) => {
    const p = permissions(false, userSays);
    expect(await ensureHostPermission(EMULATOR_URL)).toMatchObject(expected);
    expect(p.request).toHaveBeenCalledWith({ origins: ['http://127.0.0.1/*'] });
  });

  it('a request the browser throws on counts as refused', async () => {
    Object.assign(fakeBrowser.permissions, {
      request: vi.fn(() => {
        throw new Error('may only be called from a user input handler');
      }),
    });
    expect(await ensureHostPermission(EMULATOR_URL)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/Nothing was saved/),
    });
  });

  it.each([
    ['http://127.0.0.1:8787/links/x/api/v1', 'http://127.0.0.1/*'],
    ['http://localhost:3000/api', 'http://localhost/*'],
    ['https://proxy.example.com:8443/links/x/api/v1', 'https://proxy.example.com/*'],
    ['http://[::1]:8787/links/x/api/v1', 'http://[::1]/*'],
  ])('hostPattern(%s) = %s', (url, pattern) => {
    expect(hostPattern(url)).toBe(pattern);
  });
});

describe('saveDraft', () => {
  it('saves nothing and explains when host access is denied', async () => {
    permissions(false, false);
    model.apiUrl.value = EMULATOR_URL;
    await model.saveDraft();
    expect(sendMessage).not.toHaveBeenCalled();
    expect(model.outcome.value).toMatchObject({
      tone: 'error',
      message: expect.stringMatching(/127\.0\.0\.1:8787.*Nothing was saved/),
    });
  });

  it('rejects a non-Craft URL locally, without a message to the background', async () => {
    model.apiUrl.value = 'https://example.com/some/page';
    await model.testDraft();
    expect(sendMessage).not.toHaveBeenCalled();
    expect(model.outcome.value).toMatchObject({ tone: 'error', message: expect.stringContaining('API URL') });
  });

  it('sends the normalised URL and trimmed key, then clears the secrets from the form', async () => {
    permissions(true, false);
    sendMessage.mockImplementation(async (type: string) =>
      type === 'saveConnection'
        ? {
            ok: true,
            value: {
              id: 'c1',
              name: 'Home',
              kind: 'space',
              spaceName: 'Home',
              timezone: 'UTC',
              apiUrl: EMULATOR_URL,
              isDefault: true,
              addedAt: '',
            },
          }
        : [],
    );
    model.apiUrl.value = `${EMULATOR_URL}/`;
    model.apiKey.value = '  pdk_secret_value  ';
    await model.saveDraft();
    expect(sendMessage).toHaveBeenCalledWith('saveConnection', {
      apiUrl: EMULATOR_URL,
      apiKey: 'pdk_secret_value',
      name: undefined,
    });
    expect(model.outcome.value).toMatchObject({ tone: 'success', saved: true });
    expect([model.apiUrl.value, model.apiKey.value]).toEqual(['', '']);
  });

  it("shows the background's error as is", async () => {
    permissions(true, false);
    sendMessage.mockResolvedValue({ ok: false, error: 'The API key is invalid or has expired.' });
    model.apiUrl.value = EMULATOR_URL;
    await model.saveDraft();
    expect(model.outcome.value).toEqual({ tone: 'error', message: 'The API key is invalid or has expired.' });
    expect(model.apiUrl.value).toBe(EMULATOR_URL);
  });
});
