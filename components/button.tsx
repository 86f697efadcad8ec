/** A button that shows it is busy and cannot be pressed twice while its action runs. */
import type { ComponentChildren } from 'preact';

export interface ButtonProps {
  children: ComponentChildren;
  onClick?: () => void;
  type?: 'button' | 'submit';
  variant?: 'primary' | 'secondary' | 'danger';
  busy?: boolean;
  disabled?: boolean;
}

export function Button({ children, onClick, type = 'button', variant = 'secondary', busy = false, disabled = false }: ButtonProps) {
  return (
    <button
      type={type}
      class={`button button--${variant}`}
      onClick={onClick}
      disabled={disabled || busy}
      aria-busy={busy}
    >
      {children}
    </button>
  );
}
