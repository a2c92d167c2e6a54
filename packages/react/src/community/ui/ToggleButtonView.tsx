import type { ReactNode } from 'react';
import { cx } from '../../styles/cx';

export interface ToggleButtonViewProps {
  /** Whether the toggle is on (the member likes, follows or watches). */
  on: boolean;
  /** Signed out: the button goes to log in (`onLogin`) and tells no state. Default: true. */
  signedIn?: boolean;
  /** While the call runs: the button is busy and takes no second click. Default: false. */
  pending?: boolean;
  onToggle?: (() => void) | undefined;
  onLogin?: (() => void) | undefined;
  /** The button's name when its content does not say it (an icon alone). */
  label?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * The community's toggle button (Like, Follow, Watch): pressed when on, busy while pending, and
 * signed out a way to log in. Its state is also `data-state` (`on`, `off`, `pending`) for styles.
 */
export function ToggleButtonView({
  on,
  signedIn = true,
  pending = false,
  onToggle,
  onLogin,
  label,
  className,
  children,
}: ToggleButtonViewProps) {
  return (
    <button
      type="button"
      className={cx('trove-community-button', on && 'trove-community-button--on', className)}
      aria-pressed={signedIn ? on : undefined}
      aria-label={label}
      aria-busy={pending || undefined}
      disabled={pending}
      onClick={signedIn ? onToggle : onLogin}
      data-state={pending ? 'pending' : on ? 'on' : 'off'}
    >
      {children}
    </button>
  );
}
