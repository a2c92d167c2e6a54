import { type ReactNode, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { deferredModule } from '../shell/deferredModule';
import { cx } from '../styles/cx';

// The drawer's react-aria modal dialog, out of the gallery's first script: loaded when the drawer
// first opens (only a narrow screen has one).
const modalDialog = deferredModule(() => import('../shell/ui/ModalDialog'));

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
 * gallery's mobile bar opens, so the first tiles show above the fold. The dialog's code loads
 * when the drawer first opens, which shows once it is in (its dialog takes the focus as it mounts).
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
  const asDrawer = drawer ?? narrow;
  const Dialog = useDeferredDialog(asDrawer, isOpen);
  if (!asDrawer) {
    return (
      <aside aria-label={title} className={cx('trove-gallery-refine', className)}>
        {children}
      </aside>
    );
  }
  if (!Dialog) return null;
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onClose={() => onOpenChange(false)}
      closeLabel={closeLabel}
      className="trove-drawer"
    >
      <div className="trove-drawer__body">{children}</div>
    </Dialog>
  );
}

type ModalDialogComponent = NonNullable<typeof modalDialog.loaded>['ModalDialog'];

/**
 * `ModalDialog` once loaded, when the drawer first opens. Not when the page is idle: react-aria's
 * first module reads the browser's locale through Intl (its data loaded then), a long task after the
 * gallery's first paint on every phone, most of which never open the drawer.
 */
function useDeferredDialog(asDrawer: boolean, isOpen: boolean): ModalDialogComponent | undefined {
  const [Dialog, setDialog] = useState(() => modalDialog.loaded?.ModalDialog);
  useEffect(() => {
    if (Dialog || !asDrawer || !isOpen) return;
    let live = true;
    modalDialog.load().then(
      (module) => {
        if (live) setDialog(() => module.ModalDialog);
      },
      // a failed load is tried again when the drawer next opens
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [Dialog, asDrawer, isOpen]);
  return Dialog;
}
