import { type ReactNode, useCallback, useSyncExternalStore } from 'react';
import { ModalDialog } from '../shell/ui/ModalDialog';
import { cx } from '../styles/cx';

/** Below this width the refine panels go into a drawer (the gallery's mobile bar shows below it too). */
export const NARROW_GALLERY_QUERY = '(max-width: 40rem)';

/** Whether the window matches a media query, following it as it changes. False where there is no window. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

export interface GalleryRefineProps {
  /** The drawer's title and the aside's name. Default: Refine. */
  title?: string;
  /** The drawer is open (on a narrow screen). */
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's close button. Default: Close. */
  closeLabel?: string;
  /** Always a drawer (true) or always beside the tiles (false). Default: a drawer below 40rem. */
  drawer?: boolean | undefined;
  /** The aside's class on a wide screen. */
  className?: string | undefined;
  /** The panels: the site's category panel and saved searches. */
  children: ReactNode;
}

/**
 * The panels that refine a gallery (categories, saved searches): beside the tiles on a wide
 * screen; on a phone (below 40rem) in a drawer from the side, a react-aria modal dialog the
 * gallery's mobile bar opens, so the first tiles show above the fold.
 */
export function GalleryRefine({
  title = 'Refine',
  isOpen,
  onOpenChange,
  closeLabel = 'Close',
  drawer,
  className,
  children,
}: GalleryRefineProps) {
  const narrow = useMediaQuery(NARROW_GALLERY_QUERY);
  if (!(drawer ?? narrow)) {
    return (
      <aside aria-label={title} className={cx('trove-gallery-refine', className)}>
        {children}
      </aside>
    );
  }
  return (
    <ModalDialog
      title={title}
      isOpen={isOpen}
      onClose={() => onOpenChange(false)}
      closeLabel={closeLabel}
      className="trove-drawer"
    >
      <div className="trove-drawer__body">{children}</div>
    </ModalDialog>
  );
}
