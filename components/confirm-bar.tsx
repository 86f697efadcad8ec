/**
 * An inline question before something is dropped (edits, a saved connection): the confirming button
 * takes the focus when it appears, so a keyboard user answers at once; Escape means no.
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
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div class="confirm" role="alertdialog" aria-label={question}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onCancel();
      }}>
      <p>{question}</p>
      <div class="confirm__actions">
        <Button variant="danger" size="small" buttonRef={first} onClick={onConfirm}>{confirm}</Button>
        <Button size="small" onClick={onCancel}>{cancel}</Button>
      </div>
    </div>
  );
}
