/** A labelled text input with an optional hint, wired for screen readers. */
import { useId } from 'preact/hooks';

export interface FieldProps {
  label: string;
  value: string;
  onInput: (value: string) => void;
  type?: 'text' | 'password' | 'url';
  placeholder?: string;
  hint?: string;
  autoComplete?: string;
}

export function Field({ label, value, onInput, type = 'text', placeholder, hint, autoComplete = 'off' }: FieldProps) {
  const id = useId();
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input
        id={id}
        class="input"
        // Preact's input typing discriminates on a literal `type`; a union of them doesn't fit it.
        type={type as 'text'}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        spellcheck={false}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onInput={(event) => onInput(event.currentTarget.value)}
      />
      {hint && (
        <p id={`${id}-hint`} class="hint">
          {hint}
        </p>
      )}
    </div>
  );
}
