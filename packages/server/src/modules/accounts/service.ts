import {
  type AuthResponse,
  authMessages,
  type ChangePassword,
  type LoginForm,
  type RegisterForm,
  type ResetPasswordConfirm,
  type SocialProvider,
  serverMessages,
  toMonthOfBirth,
  type User,
  type UserUpdate,
} from '@trove/core/auth';
import type { FastifyBaseLogger } from 'fastify';
import { generateSecretToken, hashSecretToken } from '../../auth/apiTokens';
import {
  createLinkToken,
  decodeUid,
  encodeUid,
  type LinkPurpose,
  verifyLinkToken,
} from '../../auth/linkTokens';
import {
  isPartnerToken,
  issuePartnerToken,
  PARTNER_TOKEN_MAX_AGE_MS,
  readPartnerToken,
} from '../../auth/partnerToken';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { AuthenticationContext, Session } from '../../auth/session';
import type { TakeResult } from '../../auth/slidingWindowLimit';
import { isTokenExpired, type TokenLifetimes } from '../../auth/tokenExpiry';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { HttpError } from '../../http/httpError';
import type { Mailer, MailMessage } from '../../mail/mailer';
import type { InvitesService } from '../invites/service';
import type { SettingsService } from '../settings/service';
import type { AccountLimiter, MailRequest } from './accountLimits';
import { activationEmail, type EmailContext, passwordChangedEmail, passwordResetEmail } from './emails';
import { INDIVIDUAL_MEMBER_GROUP } from './permissionGroups';
import type { AccountsRepository, NewUser, UserChanges, UserRow } from './repository';
import type { SocialIdentity, SocialTokenVerifier } from './socialTokens';
import { toUserPayload } from './userPayload';

/** Reset links work for 1 hour, activation links for 7 days. */
export const RESET_LINK_MAX_AGE_MS = 60 * 60 * 1000;
export const ACTIVATION_LINK_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface AccountsServiceDeps {
  db: Database;
  repository: AccountsRepository;
  invites: InvitesService;
  /** Sign-in and password-change attempts, password-reset and activation mails to a typed address. */
  limits: AccountLimiter;
  /** How long sign-in tokens work. */
  tokenLifetimes: TokenLifetimes;
  settings: SettingsService;
  mailer: Mailer;
  clock: Clock;
  config: Pick<Config, 'SECRET_KEY' | 'CORS_ORIGINS'>;
  socialVerifiers: Partial<Record<SocialProvider, SocialTokenVerifier>>;
  log: FastifyBaseLogger;
}

// What a link token is bound to: activating, setting a password or signing in changes it, so a link works once.
const activationState = (user: Pick<UserRow, 'email' | 'emailActivated'>) =>
  `${user.email.toLowerCase()}|${user.emailActivated}`;
const resetState = (user: Pick<UserRow, 'email' | 'password' | 'lastLogin'>) =>
  `${user.email.toLowerCase()}|${user.password ?? ''}|${user.lastLogin?.toISOString() ?? ''}`;

const invalidUid = () => HttpError.validation({ uid: [serverMessages.invalidUid] });
const invalidLinkToken = () => HttpError.validation({ token: [serverMessages.invalidToken] });
const invalidInvite = () => HttpError.validation({ token: [authMessages.invalidInvite] });
const invalidCredentials = () => HttpError.validation({}, [serverMessages.invalidCredentials]);

/** Who asked: the client's address, and the site address that links mailed in answer start with. */
export interface Client {
  ip: string;
  siteUrl: string;
}

/** A refused attempt: 429 with Retry-After; else the events the attempt took. */
function taken(result: TakeResult): readonly number[] {
  if (!result.taken) throw HttpError.throttled(result.retryAfter);
  return result.events;
}

/** Django REST Framework's text for a primary key that names nothing. */
const unknownPk = (value: unknown) => `Invalid pk "${String(value)}" - object does not exist.`;

export type AccountsService = ReturnType<typeof createAccountsService>;

/** Registration, sign-in and sessions, activation, passwords and the member's profile. */
export function createAccountsService(deps: AccountsServiceDeps) {
  const {
    db,
    repository,
    invites,
    limits,
    tokenLifetimes,
    settings,
    mailer,
    clock,
    config,
    socialVerifiers,
    log,
  } = deps;

  const linkToken = (purpose: LinkPurpose, user: UserRow, state: string) =>
    createLinkToken({ secret: config.SECRET_KEY, purpose, uid: encodeUid(user.id), state }, clock.now());

  const checkLinkToken = (
    purpose: LinkPurpose,
    user: UserRow,
    token: string,
    state: string,
    maxAgeMs: number,
  ) =>
    verifyLinkToken(
      token,
      { secret: config.SECRET_KEY, purpose, uid: encodeUid(user.id), state },
      clock.now(),
      maxAgeMs,
    );

  async function emailContext(to: string, siteUrl: string): Promise<EmailContext> {
    const { site_name: siteName } = await settings.getSiteSettings();
    return { to, siteName, siteUrl };
  }

  /** Sends a notice that the request does not depend on: a mail failure is logged, not answered. */
  async function notify(
    build: (context: EmailContext) => MailMessage,
    to: string,
    siteUrl: string,
  ): Promise<void> {
    try {
      await mailer.send(build(await emailContext(to, siteUrl)));
    } catch (error) {
      log.error({ err: error }, 'An account email could not be sent');
    }
  }

  const sendActivation = (user: UserRow, siteUrl: string) =>
    notify(
      (context) =>
        activationEmail(context, encodeUid(user.id), linkToken('activation', user, activationState(user))),
      user.email,
      siteUrl,
    );

  async function details(userId: number): Promise<User> {
    const row = await repository.findDetails(userId);
    if (!row) throw HttpError.notFound();
    return toUserPayload(row);
  }

  /** A new API token for the member; only its hash is stored. */
  async function issueToken(userId: number, tx: Executor = db) {
    const token = generateSecretToken();
    await repository.insertToken(hashSecretToken(token), userId, clock.now(), tx);
    return token;
  }

  async function signIn(user: UserRow): Promise<AuthResponse> {
    const now = clock.now();
    const auth_token = await db.transaction(async (tx) => {
      await repository.update(user.id, { lastLogin: now }, tx);
      return issueToken(user.id, tx);
    });
    return { auth_token, user: await details(user.id) };
  }

  async function individualMemberGroup() {
    const group = await repository.findGroupByName(INDIVIDUAL_MEMBER_GROUP);
    if (!group)
      throw new Error(`The "${INDIVIDUAL_MEMBER_GROUP}" group is missing: was the database seeded?`);
    return group;
  }

  /** Unclaimed: created for someone (imported) who never chose a password nor signed in. */
  const emailTaken = (user: UserRow) =>
    user.password === null && user.lastLogin === null
      ? new HttpError(400, {
          extra: { code: serverMessages.unclaimedUserCode },
          fieldErrors: { email: [authMessages.unclaimedUser] },
        })
      : HttpError.validation({ email: [serverMessages.emailTaken] });

  async function createUser(values: NewUser, groupId: number, tx: Executor | undefined): Promise<UserRow> {
    try {
      // Inside the caller's transaction this is a savepoint, which a taken email rolls back alone.
      return await (tx ?? db).transaction(async (inner) => {
        const user = await repository.insert(values, inner);
        await repository.addToGroup(user.id, groupId, inner);
        return user;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const existing = await repository.findByEmail(values.email, tx);
      throw existing ? emailTaken(existing) : error;
    }
  }

  /** Too many mails asked for one address (or from one client) within the hour: 429 with Retry-After. */
  async function limitMail(request: MailRequest): Promise<void> {
    taken(await limits.takeMail(request, clock.now()));
  }

  return {
    /** `Authorization: Token <key>`: the session, or undefined when the token is unknown or its member inactive. */
    async authenticate(token: string, { origin }: AuthenticationContext = {}): Promise<Session | undefined> {
      if (isPartnerToken(token)) {
        // Works only from the partner page it was issued for (see auth/partnerToken.ts).
        const claims = readPartnerToken(config.SECRET_KEY, token, clock.now());
        if (!claims || claims.origin !== origin) return undefined;
        const row = await repository.findDetails(claims.userId);
        if (!row?.isActive) return undefined;
        return { user: toUserPayload(row), tokenHash: '', partnerOrigin: claims.origin };
      }
      const tokenHash = hashSecretToken(token);
      const found = await repository.findToken(tokenHash);
      if (!found?.user.isActive) return undefined;
      const now = clock.now();
      // Idle or too old: the prune job deletes it later; it works no more from now.
      if (isTokenExpired(found, now, tokenLifetimes)) return undefined;
      // At most one write a minute per token, not one per request.
      if (now.getTime() - found.lastUsed.getTime() > 60_000) await repository.touchToken(found.id, now);
      return { user: toUserPayload(found.user), tokenHash };
    },

    /**
     * A short-lived token for a partner page on the allow-list (CORS_ORIGINS) or a page of the
     * site's own origin (the /embed/ demo), posted to it by the sign-in popup; a partner token
     * cannot mint another.
     */
    partnerToken(session: Session, origin: string, ownOrigin: string): { token: string; expires: string } {
      const allowed = origin === ownOrigin || config.CORS_ORIGINS.includes(origin);
      if (session.partnerOrigin !== undefined || !allowed) {
        throw HttpError.permissionDenied(serverMessages.notAPartner);
      }
      const expires = clock.now().getTime() + PARTNER_TOKEN_MAX_AGE_MS;
      const userId = session.user.id;
      return {
        token: issuePartnerToken(config.SECRET_KEY, { userId, origin, expires }),
        expires: new Date(expires).toISOString(),
      };
    },

    async register(form: RegisterForm, { siteUrl }: Client): Promise<AuthResponse> {
      let groupId: number;
      if (form.account_type === 'business') {
        const { features } = await settings.getSiteSettings();
        if (!features.business_registration) {
          throw HttpError.permissionDenied(serverMessages.businessRegistrationOff);
        }
        const group = form.group === undefined ? undefined : await repository.findGroupById(form.group);
        if (group?.type !== 'B') throw HttpError.validation({ group: [unknownPk(form.group)] });
        groupId = group.id;
      } else {
        groupId = (await individualMemberGroup()).id;
      }

      const inviteToken = form.token?.trim() || undefined;
      const invite = inviteToken === undefined ? undefined : await invites.findUsable(inviteToken);
      // The form locks the email to the invite's: any other address is not what was invited.
      if (inviteToken !== undefined && (!invite || invite.email.toLowerCase() !== form.email.toLowerCase())) {
        throw invalidInvite();
      }
      // Who joins an organisation acts for it, so takes its group's permissions (as its staff do).
      if (invite?.organisation) {
        const organisation = await repository.findOrganisation(invite.organisation.id);
        if (organisation) groupId = organisation.groupId;
      }

      const existing = await repository.findByEmail(form.email);
      if (existing) throw emailTaken(existing);

      const passwordHash = await hashPassword(form.password);
      const now = clock.now();
      const { user, token } = await db.transaction(async (tx) => {
        const created = await createUser(
          {
            email: form.email,
            password: passwordHash,
            displayName: form.display_name ?? '',
            firstName: form.first_name ?? '',
            lastName: form.last_name ?? '',
            birthYear: form.birth_year ?? null,
            receiveEmails: form.receive_emails ?? false,
            // The invite reached this address, which proves it as well as an activation link would.
            emailActivated: invite !== undefined,
            lastLogin: now,
            dateJoined: now,
          },
          groupId,
          tx,
        );
        if (invite) {
          if (!(await invites.markAccepted(invite.id, now, tx))) throw invalidInvite();
          if (invite.organisation) {
            await repository.addMembership(
              { organisationId: invite.organisation.id, userId: created.id, isAdmin: invite.isAdmin },
              tx,
            );
          }
        }
        return { user: created, token: await issueToken(created.id, tx) };
      });
      if (!user.emailActivated) await sendActivation(user, siteUrl);
      return { auth_token: token, user: await details(user.id) };
    },

    /**
     * Email and password; failures are throttled per email and client address, and per address.
     * The attempt is counted before the password is checked (and given back when it was right),
     * so parallel guesses cannot check more passwords than the limit.
     */
    async login(form: LoginForm, { ip }: Pick<Client, 'ip'>): Promise<AuthResponse> {
      const attempt = { email: form.email, ip };
      const events = taken(await limits.takeLogin(attempt, clock.now()));

      const user = await repository.findByEmail(form.email);
      const matches = await verifyPassword(user?.password, form.password);
      if (!user || !matches || !user.isActive) throw invalidCredentials();
      await limits.loginSucceeded(attempt, events);
      return signIn(user);
    },

    async logout(session: Session): Promise<void> {
      await repository.deleteToken(session.tokenHash);
    },

    async socialLogin(provider: SocialProvider, idToken: string): Promise<AuthResponse> {
      const verify = socialVerifiers[provider];
      if (!verify) throw HttpError.notFound(`Sign-in with ${provider} is not configured on this server.`);
      const identity = await verify(idToken, clock.now());
      if (!identity) throw HttpError.validation({}, [serverMessages.invalidAuthToken]);

      const existing = await repository.findByEmail(identity.email);
      if (existing && !existing.isActive) throw invalidCredentials();
      const user = existing
        ? await claimBySocialIdentity(existing)
        : await createFromSocialIdentity(identity);
      return signIn(user);
    },

    async activate({ uid, token }: { uid: string; token: string }): Promise<void> {
      const userId = decodeUid(uid);
      const user = userId === undefined ? undefined : await repository.findById(userId);
      if (!user) throw invalidUid();
      if (user.emailActivated) {
        // The token was made before activation: tell a second click apart from a forged link.
        const wasValid = checkLinkToken(
          'activation',
          user,
          token,
          activationState({ ...user, emailActivated: false }),
          ACTIVATION_LINK_MAX_AGE_MS,
        );
        if (wasValid) throw new HttpError(400, { detail: serverMessages.staleToken });
        throw invalidLinkToken();
      }
      if (!checkLinkToken('activation', user, token, activationState(user), ACTIVATION_LINK_MAX_AGE_MS)) {
        throw invalidLinkToken();
      }
      await repository.update(user.id, { emailActivated: true });
    },

    /** Sends the activation link again; says nothing about whether the email is known. */
    async resendActivation(email: string, { ip, siteUrl }: Client): Promise<void> {
      await limitMail({ kind: 'activation_resend', email, ip });
      const user = await repository.findByEmail(email);
      if (user?.isActive && !user.emailActivated) await sendActivation(user, siteUrl);
    },

    /** Mails a reset link when the email is known; says nothing about whether it is. */
    async resetPassword(email: string, { ip, siteUrl }: Client): Promise<void> {
      await limitMail({ kind: 'password_reset', email, ip });
      const user = await repository.findByEmail(email);
      if (!user?.isActive) return;
      await notify(
        (context) =>
          passwordResetEmail(
            context,
            encodeUid(user.id),
            linkToken('password_reset', user, resetState(user)),
          ),
        user.email,
        siteUrl,
      );
    },

    /** Sets the new password of a reset link and signs out every session. */
    async resetPasswordConfirm(
      form: ResetPasswordConfirm,
      { siteUrl }: Pick<Client, 'siteUrl'>,
    ): Promise<void> {
      const userId = decodeUid(form.uid);
      const user = userId === undefined ? undefined : await repository.findById(userId);
      if (!user) throw invalidUid();
      if (!checkLinkToken('password_reset', user, form.token, resetState(user), RESET_LINK_MAX_AGE_MS)) {
        throw invalidLinkToken();
      }
      const password = await hashPassword(form.new_password);
      await db.transaction(async (tx) => {
        // The link came by email, which proves the address as well as an activation link would.
        await repository.update(user.id, { password, emailActivated: true }, tx);
        await repository.deleteTokensOf(user.id, tx);
      });
      await notify(passwordChangedEmail, user.email, siteUrl);
    },

    /**
     * Changes the password: every session is signed out and this one gets a new token. Wrong
     * current passwords are throttled per member like sign-in, so a stolen token cannot be used
     * to guess the password.
     */
    async changePassword(
      session: Session,
      form: ChangePassword,
      { siteUrl }: Pick<Client, 'siteUrl'>,
    ): Promise<{ auth_token: string }> {
      const events = taken(await limits.takePasswordChange(session.user.id, clock.now()));
      const user = await repository.findById(session.user.id);
      if (!user || !(await verifyPassword(user.password, form.current_password))) {
        throw HttpError.validation({ current_password: [serverMessages.invalidPassword] });
      }
      await limits.passwordChangeSucceeded(user.id, events);
      const password = await hashPassword(form.new_password);
      const auth_token = await db.transaction(async (tx) => {
        await repository.update(user.id, { password }, tx);
        await repository.deleteTokensOf(user.id, tx);
        return issueToken(user.id, tx);
      });
      await notify(passwordChangedEmail, user.email, siteUrl);
      return { auth_token };
    },

    currentUser: details,

    /** `PUT`/`PATCH /api/auth/user/`: changes the given fields; dependants are replaced when given. */
    async updateUser(userId: number, update: UserUpdate): Promise<User> {
      const { dependants, ...fields } = update;
      const birthdays = dependants?.map(({ birthday }, index) => monthOfBirth(birthday, index));
      await db.transaction(async (tx) => {
        await repository.update(userId, userChanges(fields), tx);
        if (birthdays) await repository.replaceDependants(userId, birthdays, tx);
      });
      return details(userId);
    },
  };

  /**
   * A provider proved the member owns the address. If the account was never activated, whoever
   * chose its password never proved it: that password and its sessions are dropped.
   */
  async function claimBySocialIdentity(user: UserRow): Promise<UserRow> {
    if (user.emailActivated) return user;
    await db.transaction(async (tx) => {
      await repository.update(user.id, { emailActivated: true, password: null }, tx);
      await repository.deleteTokensOf(user.id, tx);
    });
    return { ...user, emailActivated: true, password: null };
  }

  async function createFromSocialIdentity(identity: SocialIdentity): Promise<UserRow> {
    const group = await individualMemberGroup();
    const now = clock.now();
    return createUser(
      {
        email: identity.email,
        password: null,
        displayName: identity.name ?? identity.email.split('@')[0] ?? '',
        firstName: identity.givenName ?? '',
        lastName: identity.familyName ?? '',
        emailActivated: true,
        lastLogin: now,
        dateJoined: now,
      },
      group.id,
      undefined,
    );
  }
}

/** A dependant's birthday as its month: `2014-05-17` → `2014-05-01` (core's rule), refusing non-dates. */
function monthOfBirth(birthday: string, index: number): string {
  const refuse = () =>
    HttpError.validation({
      [`dependants.${index}.birthday`]: [
        'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
      ],
    });
  let month: string;
  try {
    month = toMonthOfBirth(birthday);
  } catch {
    throw refuse();
  }
  const date = new Date(`${month}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== month) throw refuse();
  return month;
}

function userChanges(update: Omit<UserUpdate, 'dependants'>): UserChanges {
  const changes: UserChanges = {
    displayName: update.display_name,
    title: update.title,
    firstName: update.first_name,
    lastName: update.last_name,
    birthYear: update.birth_year,
    phone: update.phone,
    gender: update.gender,
    collects: update.collects,
    receiveEmails: update.receive_emails,
    postalAddressLine1: update.postal_address_line1,
    postalAddressLine2: update.postal_address_line2,
    postalAddressCity: update.postal_address_city,
    postalAddressCountry: update.postal_address_country,
    physicalAddressLine1: update.physical_address_line1,
    physicalAddressLine2: update.physical_address_line2,
    physicalAddressCity: update.physical_address_city,
    physicalAddressCountry: update.physical_address_country,
    categories:
      update.categories === undefined
        ? undefined
        : [...new Set(update.categories.map((name) => name.trim()).filter((name) => name !== ''))],
  };
  // Fields left out of a PATCH stay as they are.
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}
