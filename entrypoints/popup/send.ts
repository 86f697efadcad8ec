/**
 * Sending the preview, and what follows: progress, Open in Craft, Undo, Copy. A press while the page
 * is still being read waits for it (`sendQueued`) and sends exactly what the preview then shows.
 */
import { browser } from 'wxt/browser';
import { t } from '../../lib/i18n/t';
import { sendMessage } from '../../lib/messaging/protocol';
import { onTrustedMessage } from '../../lib/messaging/trusted';
import {
  canSend,
  captured,
  connection,
  destination,
  fail,
  failure,
  insertAt,
  markdown,
  maxBytes,
  message,
  notes,
  phase,
  progress,
  reading,
  record,
  sendQueued,
  title,
} from './model';

export async function send(): Promise<void> {
  if (!canSend.value || !destination.value) return;
  if (reading.value) {
    sendQueued.value = true;
    message.value = undefined;
    return;
  }
  const jobId = crypto.randomUUID();
  const stopListening = onTrustedMessage('clipProgress', (data) => {
    if (data.jobId === jobId) progress.value = { part: data.part, total: data.total };
  });
  phase.value = 'sending';
  message.value = undefined;
  progress.value = undefined;
  const resume = failure.value?.resume;
  // The side panel moves on to another page while a clip is sent (a new capture): the clip still goes
  // out through the outbox, but its answer is not shown on the page that replaced it.
  const source = captured.value;
  try {
    const result = await sendMessage('clip', {
      connectionId: connection.value?.id,
      destination: destination.value,
      insertAt: insertAt.value,
      markdown: markdown.value,
      title: title.value.trim() || t('clip_defaultTitle'),
      sourceUrl: captured.value?.metadata.url,
      jobId,
      maxBytes,
      resume,
      // The preview's craft-upload:N lines point into these (lib/clip/upload-tokens.ts).
      ...(captured.value?.kept?.length ? { uploads: captured.value.kept } : {}),
    });
    if (captured.value !== source) return;
    if (result.ok) {
      record.value = result.value;
      notes.value = result.value.notes ?? [];
      failure.value = undefined;
      phase.value = 'sent';
    } else {
      failure.value = result.failure;
      // What arrived stays in Craft; the preview now holds only what is left to send.
      if (result.failure?.remainingMarkdown) markdown.value = result.failure.remainingMarkdown;
      fail(result.error);
    }
  } catch {
    if (captured.value !== source) return;
    fail(t('clip_noAnswer'));
  } finally {
    stopListening();
  }
}

export async function undo(): Promise<void> {
  const clip = record.value;
  if (!clip) return;
  const result = await sendMessage('undoClip', { clipId: clip.id });
  if (result.ok) {
    record.value = undefined;
    message.value = t('clip_undone');
    phase.value = 'ready';
  } else {
    message.value = result.error;
  }
}

export async function copyPreview(): Promise<void> {
  await navigator.clipboard.writeText(markdown.value);
  message.value = t('clip_copied');
}

export function openInCraft(): void {
  const url = record.value?.openUrl;
  if (url) void browser.tabs.create({ url });
}
