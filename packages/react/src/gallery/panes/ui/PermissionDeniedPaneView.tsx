import { permissionDeniedOffer } from '@trove/core/gallery';
import { type LinkComponent, PlainLink } from '../../../shell/ui/linkComponent';
import { cx } from '../../../styles/cx';
import { PaneFrame, type PaneFrameSlot } from './PaneFrame';
import { type PaneHrefs, type PaneTranslations, paneHrefs, paneTranslations } from './paneTranslations';

type Slot = PaneFrameSlot | 'message' | 'actions';

export interface PermissionDeniedPaneViewProps {
  /** Signed in: the offer is Upgrade; signed out, Join for FREE or Log In (core's `permissionDeniedOffer`). */
  signedIn: boolean;
  /** The restricted listing's title, when its tile is known. */
  title?: string | undefined;
  onClose: () => void;
  hrefs?: Partial<PaneHrefs> | undefined;
  linkComponent?: LinkComponent | undefined;
  classNames?: Partial<Record<Slot, string>> | undefined;
  translations?: Partial<PaneTranslations> | undefined;
}

/** The restricted-item pane (§6): anonymous visitors are invited to join free or log in, members to upgrade. */
export function PermissionDeniedPaneView({
  signedIn,
  title,
  onClose,
  hrefs,
  linkComponent: Link = PlainLink,
  classNames = {},
  translations,
}: PermissionDeniedPaneViewProps) {
  const t = { ...paneTranslations, ...translations };
  const to = { ...paneHrefs, ...hrefs };
  const offer = permissionDeniedOffer(signedIn);
  return (
    <PaneFrame
      kind="permission-denied"
      title={t.permissionDenied}
      onClose={onClose}
      closeLabel={t.close}
      classNames={classNames}
    >
      {title && <p className="trove-pane__restricted-title">{title}</p>}
      <p className={cx('trove-pane__message', classNames.message)}>
        {offer === 'upgrade' ? t.restrictedMember : t.restrictedAnonymous}
      </p>
      <div className={cx('trove-actions', classNames.actions)}>
        {offer === 'upgrade' ? (
          to.upgrade !== null && (
            <Link href={to.upgrade} className="trove-button trove-button--primary">
              {t.upgrade}
            </Link>
          )
        ) : (
          <>
            <Link href={to.join} className="trove-button trove-button--primary">
              {t.join}
            </Link>
            <Link href={to.login} className="trove-button">
              {t.login}
            </Link>
          </>
        )}
      </div>
    </PaneFrame>
  );
}
