/**
 * The outcome of an action. Errors are an alert (read out at once), everything else a polite status.
 * Content is rendered as text only: messages may quote what a server said.
 */
import type { ComponentChildren } from 'preact';
import { Icon } from './icons';

export interface StatusMessageProps {
  tone: 'success' | 'error' | 'info';
  children: ComponentChildren;
}

const ICONS = { success: 'check', error: 'alert', info: 'info' } as const;

export function StatusMessage({ tone, children }: StatusMessageProps) {
  return (
    <div class={`status status--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={ICONS[tone]} />
      <div class="status__body">{children}</div>
    </div>
  );
}
