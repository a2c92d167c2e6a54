import { authMessages } from '@trove/core/auth';
import { useId } from 'react';
import { type LinkComponent, PlainLink } from '../../shell/ui/linkComponent';
import { cx } from '../../styles/cx';

export type ActivationStatus = 'activating' | 'success' | 'failure';

export interface ActivationTranslations {
  title: string;
  activating: string;
  success: string;
  failure: string;
  continue: string;
}

// A pure call: bundles that never show activation drop it, and core's messages with it.
export const activationTranslations: ActivationTranslations = /* @__PURE__ */ (() => ({
  title: 'Account activation',
  activating: 'Activating your account…',
  success: authMessages.activationSuccessful,
  failure: authMessages.activationUnsuccessful,
  continue: 'Continue to the gallery',
}))();

export interface ActivationHrefs {
  continue: string;
}

export const activationHrefs: ActivationHrefs = { continue: '/collectables' };

type Slot = 'root' | 'title' | 'message' | 'link';

export interface ActivationViewProps {
  status: ActivationStatus;
  hrefs?: Partial<ActivationHrefs>;
  linkComponent?: LinkComponent;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<ActivationTranslations>;
}

/** The activation link's page: activating, then Activation successful! or Activation unsuccessful!. */
export function ActivationView({
  status,
  hrefs,
  linkComponent: Link = PlainLink,
  classNames = {},
  translations,
}: ActivationViewProps) {
  const t = { ...activationTranslations, ...translations };
  const to = { ...activationHrefs, ...hrefs };
  const titleId = useId();
  return (
    <section
      className={cx('trove-root', 'trove-activation', `trove-activation--${status}`, classNames.root)}
      aria-labelledby={titleId}
      aria-busy={status === 'activating'}
    >
      <h1 id={titleId} className={cx('trove-activation__title', classNames.title)}>
        {t.title}
      </h1>
      <p role="status" className={cx('trove-activation__message', classNames.message)}>
        {status === 'activating' ? t.activating : status === 'success' ? t.success : t.failure}
      </p>
      {status !== 'activating' && (
        <p>
          <Link href={to.continue} className={cx('trove-button', 'trove-button--primary', classNames.link)}>
            {t.continue}
          </Link>
        </p>
      )}
    </section>
  );
}
