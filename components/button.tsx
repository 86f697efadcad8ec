/**
 * A button that shows it is busy and cannot be pressed twice while its action runs. Unavailable is
 * `aria-disabled`, not `disabled`: a disabled button drops the keyboard focus to the page body, and
 * focus must stay where the user acted (the click is ignored instead).
 */
import type { ComponentChildren, Ref } from 'preact';
import { Icon, type IconName } from './icons';

export interface ButtonProps {
  children?: ComponentChildren;
  onClick?: () => void;
  type?: 'button' | 'submit';
  variant?: 'primary' | 'secondary' | 'danger' | 'quiet';
  size?: 'normal' | 'small';
  icon?: IconName;
  /** For icon-only buttons, and where the visible words need more context. */
  label?: string;
  busy?: boolean;
  disabled?: boolean;
  keyshortcuts?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  class?: string;
  id?: string;
  /** Where focus goes when the control that had it goes away (components/keep-focus.ts). */
  focusHome?: boolean;
}

export function Button(props: ButtonProps) {
  const {
    children,
    onClick,
    type = 'button',
    variant = 'secondary',
    size = 'normal',
    icon,
    label,
    busy = false,
    disabled = false,
  } = props;
  const off = disabled || busy;
  const classes = [
    'button',
    `button--${variant}`,
    size === 'small' && 'button--small',
    !children && 'button--icon',
    props.class,
  ];
  return (
    <button
      ref={props.buttonRef}
      id={props.id}
      data-focus-home={props.focusHome ? '' : undefined}
      type={type}
      class={classes.filter(Boolean).join(' ')}
      onClick={(event) => {
        if (off) event.preventDefault();
        else onClick?.();
      }}
      aria-disabled={off ? 'true' : undefined}
      aria-busy={busy ? 'true' : undefined}
      aria-label={label}
      aria-keyshortcuts={props.keyshortcuts}
    >
      {icon && <Icon name={icon} size={size === 'small' ? 16 : 18} />}
      {children}
    </button>
  );
}
