/**
 * An inline question before something is dropped (edits, a saved connection). The safe answer takes
 * the focus when it appears, so a keyboard user answers at once and Enter never drops anything by
 * surprise; Escape means no too.
 */
import { useEffect, useRef } from 'preact/hooks';
import { Button } from './button';

export interface ConfirmBarProps {
  question: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmBar({ question, confirm, cancel, onConfirm, onCancel }: ConfirmBarProps) {
  const safe = useRef<HTMLButtonElement>(null);
  useEffect(() => safe.current?.focus(), []);
  return (
    <div
      class="confirm"
      role="alertdialog"
      aria-label={question}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onCancel();
      }}
    >
      <p>{question}</p>
      <div class="confirm__actions">
        <Button variant="danger" size="small" onClick={onConfirm}>
          {confirm}
        </Button>
        <Button size="small" buttonRef={safe} onClick={onCancel}>
          {cancel}
        </Button>
      </div>
    </div>
  );
}
