import { cx } from '../../../styles/cx';
import { PaneFrame, type PaneFrameSlot } from './PaneFrame';
import { type PaneTranslations, paneTranslations } from './paneTranslations';

type Slot = PaneFrameSlot | 'status';

export interface LoadingPaneViewProps {
  /** The listing's title, when its tile is known; else the heading says Loading. */
  title?: string | undefined;
  /** The Close button; without it none. */
  onClose?: (() => void) | undefined;
  classNames?: Partial<Record<Slot, string>> | undefined;
  translations?: Partial<Pick<PaneTranslations, 'close' | 'loading'>> | undefined;
}

/** The pane while a listing loads: busy, with a Loading status, and already closable. */
export function LoadingPaneView({ title, onClose, classNames = {}, translations }: LoadingPaneViewProps) {
  const t = { ...paneTranslations, ...translations };
  return (
    <PaneFrame
      kind="loading"
      title={title || t.loading}
      onClose={onClose}
      closeLabel={t.close}
      busy
      classNames={classNames}
    >
      <div role="status" aria-label={t.loading} className={cx('trove-spinner', classNames.status)} />
      <div className="trove-pane__skeleton" aria-hidden="true">
        <span className="trove-skeleton trove-pane__skeleton-image" />
        <span className="trove-skeleton" />
        <span className="trove-skeleton" />
      </div>
    </PaneFrame>
  );
}
