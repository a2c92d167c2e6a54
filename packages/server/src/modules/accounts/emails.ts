import type { MailMessage } from '../../mail/mailer';

/** What every account email needs: the address, the site's name and its public URL. */
export interface EmailContext {
  to: string;
  siteName: string;
  siteUrl: string;
}

/** The link of the site's activate route: `/auth/activate/{uid}/{token}`. */
export function activationEmail(
  { to, siteName, siteUrl }: EmailContext,
  uid: string,
  token: string,
): MailMessage {
  const link = `${siteUrl}/auth/activate/${uid}/${token}`;
  return {
    kind: 'activation',
    to,
    subject: `Activate your ${siteName} account`,
    text: [
      `Welcome to ${siteName}!`,
      '',
      'Please confirm your email address by opening this link:',
      link,
      '',
      'The link works once and for 7 days.',
    ].join('\n'),
  };
}

/** The link of the site's reset-password-confirm route: `/auth/reset-password/confirm/{uid}/{token}`. */
export function passwordResetEmail(
  { to, siteName, siteUrl }: EmailContext,
  uid: string,
  token: string,
): MailMessage {
  const link = `${siteUrl}/auth/reset-password/confirm/${uid}/${token}`;
  return {
    kind: 'password_reset',
    to,
    subject: `Reset your ${siteName} password`,
    text: [
      `Someone asked to reset the password of your ${siteName} account.`,
      '',
      'To choose a new password, open this link:',
      link,
      '',
      'The link works once and for 1 hour. If you did not ask for it, ignore this email.',
    ].join('\n'),
  };
}

export function passwordChangedEmail({ to, siteName, siteUrl }: EmailContext): MailMessage {
  return {
    kind: 'password_changed',
    to,
    subject: `Your ${siteName} password was changed`,
    text: [
      `The password of your ${siteName} account was just changed, and every session was signed out.`,
      '',
      `If you did not do this, reset your password at ${siteUrl}/forgot-password and contact us.`,
    ].join('\n'),
  };
}

export interface InviteEmailDetails {
  inviteToken: string;
  inviterName: string;
  organisationName?: string | undefined;
  message: string;
}

/** The link of the site's register.accept route: `/sign-up/{inviteId}-{token}`. */
export function inviteEmail(
  { to, siteName, siteUrl }: EmailContext,
  { inviteToken, inviterName, organisationName, message }: InviteEmailDetails,
): MailMessage {
  const where = organisationName === undefined ? siteName : `${organisationName} on ${siteName}`;
  return {
    kind: 'invite',
    to,
    subject: `${inviterName} invited you to join ${where}`,
    text: [
      `${inviterName} invited you to join ${where}.`,
      ...(message.trim() === '' ? [] : ['', message.trim()]),
      '',
      'To accept, create your account here (the link works for 7 days):',
      `${siteUrl}/sign-up/${inviteToken}`,
    ].join('\n'),
  };
}
