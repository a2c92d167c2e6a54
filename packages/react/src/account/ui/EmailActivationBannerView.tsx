import { cx } from '../../styles/cx';

export type ResendActivationStatus = 'idle' | 'sending' | 'sent' | 'failed';

export interface EmailActivationBannerTranslations {
  label: string;
  message: string;
  resend: string;
  sending: string;
  sent: string;
  failed: string;
}

export const emailActivationBannerTranslations: EmailActivationBannerTranslations = {
  label: 'Email activation',
  message: 'Please activate your account with the link we emailed you.',
  resend: 'Resend activation email',
  sending: 'Sending…',
  sent: 'Activation email sent. Please check your email.',
  failed: 'Sorry there was a problem sending the activation email, please try again.',
};

type Slot = 'root' | 'message' | 'button' | 'status';

export interface EmailActivationBannerViewProps {
  /** The resend action's progress. Default: idle. */
  status?: ResendActivationStatus;
  onResend?: () => void;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<EmailActivationBannerTranslations>;
}

/** The banner asking a member to activate their email, with a "Resend activation email" action. */
export function EmailActivationBannerView({
  status = 'idle',
  onResend,
  classNames = {},
  translations,
}: EmailActivationBannerViewProps) {
  const t = { ...emailActivationBannerTranslations, ...translations };
  return (
    <aside
      aria-label={t.label}
      className={cx('trove-root', 'trove-banner', 'trove-banner--warning', classNames.root)}
    >
      <p className={cx('trove-banner__message', classNames.message)}>{t.message}</p>
      {status !== 'sent' && (
        <button
          type="button"
          className={cx('trove-button', classNames.button)}
          disabled={status === 'sending'}
          onClick={onResend}
        >
          {status === 'sending' ? t.sending : t.resend}
        </button>
      )}
      <p role="status" className={cx('trove-banner__status', classNames.status)}>
        {status === 'sent' ? t.sent : status === 'failed' ? t.failed : ''}
      </p>
    </aside>
  );
}
