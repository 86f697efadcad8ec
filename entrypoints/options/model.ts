/**
 * The options page's state and actions. The background does every Craft call; this only validates
 * the pasted URL locally (so garbage never leaves the page), asks for host access when needed, and
 * renders what comes back.
 */
import { signal } from '@preact/signals';
import { browser } from 'wxt/browser';
import { t } from '../../lib/i18n/t';
import { parseConnectionUrl } from '../../lib/craft/parse-connection-url';
import { sendMessage } from '../../lib/messaging/protocol';
import type { ConnectionCheck } from '../../lib/model/requests';
import type { ConnectionSummary } from '../../lib/model/types';
import { ensureHostPermission } from './host-permission';

export type Outcome = { tone: 'success'; check: ConnectionCheck; saved: boolean } | { tone: 'error'; message: string };

export const apiUrl = signal('');
export const apiKey = signal('');
export const name = signal('');
export const busy = signal<'test' | 'save' | null>(null);
export const outcome = signal<Outcome | null>(null);
export const connections = signal<ConnectionSummary[]>([]);
export const listMessage = signal<string | null>(null);
export const notificationsOn = signal(false);
export const notificationsMessage = signal<string | null>(null);

/** A fresh object each call: the permissions API must not share one across calls. */
const notifications = () => ({ permissions: ['notifications' as const] });

const FAILED = () => t('options_noAnswer');

export async function load(): Promise<void> {
  try {
    connections.value = await sendMessage('listConnections', undefined);
    notificationsOn.value = await browser.permissions.contains(notifications());
  } catch {
    listMessage.value = FAILED();
  }
}

/** Local checks and host access shared by Test and Save; undefined when the draft may go out. */
async function prepare(): Promise<{ apiUrl: string; apiKey?: string } | undefined> {
  const parsed = parseConnectionUrl(apiUrl.value);
  if (!parsed.ok) {
    outcome.value = { tone: 'error', message: parsed.error };
    return undefined;
  }
  if (!parsed.isCraftHost) {
    const access = await ensureHostPermission(parsed.apiUrl);
    if (!access.ok) {
      outcome.value = { tone: 'error', message: access.error };
      return undefined;
    }
  }
  return { apiUrl: parsed.apiUrl, apiKey: apiKey.value.trim() || undefined };
}

async function run(kind: 'test' | 'save', action: () => Promise<void>): Promise<void> {
  if (busy.value) return;
  busy.value = kind;
  outcome.value = null;
  try {
    await action();
  } catch {
    outcome.value = { tone: 'error', message: FAILED() };
  } finally {
    busy.value = null;
  }
}

export function testDraft(): Promise<void> {
  return run('test', async () => {
    const draft = await prepare();
    if (!draft) return;
    const result = await sendMessage('testConnection', draft);
    outcome.value = result.ok
      ? { tone: 'success', check: result.value, saved: false }
      : { tone: 'error', message: result.error };
  });
}

export function saveDraft(): Promise<void> {
  return run('save', async () => {
    const draft = await prepare();
    if (!draft) return;
    const result = await sendMessage('saveConnection', { ...draft, name: name.value.trim() || undefined });
    if (!result.ok) {
      outcome.value = { tone: 'error', message: result.error };
      return;
    }
    const { value } = result;
    outcome.value = {
      tone: 'success',
      saved: true,
      check: {
        kind: value.kind,
        spaceName: value.spaceName,
        spaceId: value.spaceId,
        timezone: value.timezone,
        apiUrl: value.apiUrl,
      },
    };
    // The form holds secrets: clear it once they are stored.
    apiUrl.value = '';
    apiKey.value = '';
    name.value = '';
    await load();
  });
}

async function change(action: () => Promise<{ ok: boolean; error?: string }>): Promise<void> {
  listMessage.value = null;
  try {
    const result = await action();
    if (!result.ok) listMessage.value = result.error ?? FAILED();
  } catch {
    listMessage.value = FAILED();
  }
  await load();
}

export function removeSaved(id: string): Promise<void> {
  return change(() => sendMessage('removeConnection', { id }));
}

export function makeDefault(id: string): Promise<void> {
  return change(() => sendMessage('setDefaultConnection', { id }));
}

/** The user knows better than the probes (lib/craft/detect-connection-kind.ts). */
export function changeKind(id: string, kind: ConnectionSummary['kind']): Promise<void> {
  return change(() => sendMessage('setConnectionKind', { id, kind }));
}

/** Turning on asks for the optional permission (a user gesture); turning off gives it back. */
export async function setNotifications(on: boolean): Promise<void> {
  notificationsMessage.value = null;
  try {
    if (on) {
      const granted = await browser.permissions.request(notifications());
      if (!granted) notificationsMessage.value = t('notify_notGranted');
    } else {
      await browser.permissions.remove(notifications());
    }
  } catch {
    notificationsMessage.value = t('notify_refused');
  }
  notificationsOn.value = await browser.permissions.contains(notifications());
}
