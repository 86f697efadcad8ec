/**
 * The outcome of an action. Errors are an alert (read out at once), everything else a polite status.
 * Content is rendered as text only: messages may quote what a server said.
 */
import type { ComponentChildren } from 'preact';

export interface StatusMessageProps {
  tone: 'success' | 'error' | 'info';
  children: ComponentChildren;
}

export function StatusMessage({ tone, children }: StatusMessageProps) {
  return (
    <div class={`status status--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
