import { type ReactNode, useId } from 'react';
import { cx } from '../../../styles/cx';
import { CloseIcon } from '../../ui/icons';

/** The slots every pane shares. */
export type PaneFrameSlot = 'root' | 'scrollMessage' | 'header' | 'title' | 'close';

interface PaneFrameProps {
  kind: 'item' | 'event' | 'organisation' | 'permission-denied' | 'loading';
  title: ReactNode;
  /** The Close button; without it none (a pane shown on its own, e.g. in `<trove-item>`). */
  onClose?: (() => void) | undefined;
  closeLabel: string;
  scrollMessage?: string | null | undefined;
  busy?: boolean;
  classNames?: Partial<Record<PaneFrameSlot, string>> | undefined;
  children?: ReactNode;
}

/**
 * What every pane has: a region named by its heading, a Close button, and the scroll message
 * above it. It takes focus (tabIndex -1) when opened, so keyboard and screen reader users land on it.
 */
export function PaneFrame({
  kind,
  title,
  onClose,
  closeLabel,
  scrollMessage,
  busy = false,
  classNames = {},
  children,
}: PaneFrameProps) {
  const headingId = useId();
  return (
    <section
      className={cx('trove-root', 'trove-pane', `trove-pane--${kind}`, classNames.root)}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      tabIndex={-1}
      data-trove-pane=""
      part="pane"
    >
      {scrollMessage && (
        <p className={cx('trove-pane__scroll-message', classNames.scrollMessage)}>{scrollMessage}</p>
      )}
      <div className={cx('trove-pane__header', classNames.header)}>
        <h2 id={headingId} className={cx('trove-pane__title', classNames.title)} part="title">
          {title}
        </h2>
        {onClose && (
          <button
            type="button"
            className={cx('trove-button', 'trove-pane__close', classNames.close)}
            onClick={onClose}
          >
            <CloseIcon /> {closeLabel}
          </button>
        )}
      </div>
      {children}
    </section>
  );
}
