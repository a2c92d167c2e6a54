import { createSlidingWindowLimit, type TakeResult } from '../../auth/slidingWindowLimit';
import type { Database } from '../../db/database';

const MINUTE = 60 * 1000;

export interface AccountLimits {
  /** Sign-in: failures of one email from one client address, and of one address on any email. */
  login: { windowMs: number; perAccountAndIp: number; perIp: number };
  /** Changing the password: wrong current passwords of one member. */
  passwordChange: { windowMs: number; perMember: number };
  /** Password-reset and activation mails: per typed address, and per client address. */
  mail: { windowMs: number; perEmail: number; perIp: number };
}

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = {
  login: { windowMs: 15 * MINUTE, perAccountAndIp: 10, perIp: 50 },
  passwordChange: { windowMs: 15 * MINUTE, perMember: 10 },
  mail: { windowMs: 60 * MINUTE, perEmail: 3, perIp: 20 },
};

export type MailRequestKind = 'password_reset' | 'activation_resend';

export interface LoginAttempt {
  email: string;
  ip: string;
}

export interface MailRequest extends LoginAttempt {
  kind: MailRequestKind;
}

export type AccountLimiter = ReturnType<typeof createAccountLimiter>;

const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * The limits of the account routes, all over the one sliding-window limit. Sign-in and password
 * changes take a place before the password is checked and give it back when it was right, so only
 * failures count and racing requests cannot check more passwords than the limit.
 */
export function createAccountLimiter(db: Database, limits: AccountLimits = DEFAULT_ACCOUNT_LIMITS) {
  const login = createSlidingWindowLimit(db, { scope: 'login', windowMs: limits.login.windowMs });
  const passwordChange = createSlidingWindowLimit(db, {
    scope: 'password_change',
    windowMs: limits.passwordChange.windowMs,
  });
  const mail = {
    password_reset: createSlidingWindowLimit(db, { scope: 'password_reset', windowMs: limits.mail.windowMs }),
    activation_resend: createSlidingWindowLimit(db, {
      scope: 'activation_resend',
      windowMs: limits.mail.windowMs,
    }),
  };
  // Counted per account *and* address: a stranger's failures elsewhere never lock the member out.
  const accountKey = ({ email, ip }: LoginAttempt) => `account:${emailKey(email)}|${ip}`;
  const memberKey = (userId: number) => `user:${userId}`;

  return {
    takeLogin: (attempt: LoginAttempt, now: Date): Promise<TakeResult> =>
      login.take(
        [
          { key: accountKey(attempt), limit: limits.login.perAccountAndIp },
          { key: `ip:${attempt.ip}`, limit: limits.login.perIp },
        ],
        now,
      ),

    /** The attempt counts for nothing, and the email's failures from this address are forgotten. */
    async loginSucceeded(attempt: LoginAttempt, events: readonly number[]): Promise<void> {
      await login.release(events);
      await login.forget(accountKey(attempt));
    },

    takePasswordChange: (userId: number, now: Date): Promise<TakeResult> =>
      passwordChange.take([{ key: memberKey(userId), limit: limits.passwordChange.perMember }], now),

    async passwordChangeSucceeded(userId: number, events: readonly number[]): Promise<void> {
      await passwordChange.release(events);
      await passwordChange.forget(memberKey(userId));
    },

    /**
     * Mails to a typed address are counted whether or not an account has it, so a refusal says
     * nothing about who is a member.
     */
    takeMail: ({ kind, email, ip }: MailRequest, now: Date): Promise<TakeResult> =>
      mail[kind].take(
        [
          { key: `email:${emailKey(email)}`, limit: limits.mail.perEmail },
          { key: `ip:${ip}`, limit: limits.mail.perIp },
        ],
        now,
      ),
  };
}
