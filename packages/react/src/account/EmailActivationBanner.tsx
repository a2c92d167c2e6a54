import { useCurrentUser } from '../auth/useCurrentUser';
import { useResendActivation } from '../auth/useResendActivation';
import {
  EmailActivationBannerView,
  type EmailActivationBannerViewProps,
  type ResendActivationStatus,
} from './ui/EmailActivationBannerView';

export type EmailActivationBannerProps = Omit<EmailActivationBannerViewProps, 'status' | 'onResend'>;

/** Shown while the signed-in member's email is not activated; resends the activation email to it. */
export function EmailActivationBanner(props: EmailActivationBannerProps) {
  const { data: user } = useCurrentUser();
  const resend = useResendActivation();
  if (!user || user.email_activated) return null;
  const status: ResendActivationStatus = resend.isPending
    ? 'sending'
    : resend.isSuccess
      ? 'sent'
      : resend.isError
        ? 'failed'
        : 'idle';
  return (
    <EmailActivationBannerView
      {...props}
      status={status}
      onResend={() => resend.mutate({ email: user.email })}
    />
  );
}
