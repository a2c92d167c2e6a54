import { timingSafeEqual } from 'node:crypto';
import { authMessages, type Invite, type User } from '@trove/core/auth';
import { DATABASE_INT_MAX } from '@trove/core/server';
import { generateSecretToken, hashSecretToken } from '../../auth/apiTokens';
import type { Clock } from '../../clock';
import { HttpError } from '../../http/httpError';
import type { Mailer } from '../../mail/mailer';
import { inviteEmail } from '../accounts/emails';
import type { AccountsRepository } from '../accounts/repository';
import type { SettingsService } from '../settings/service';
import type { InvitesRepository } from './repository';

/** An invite can be accepted for 7 days after it was sent. */
export const INVITE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface InviteRequest {
  email: string;
  message?: string | undefined;
  is_admin?: boolean | undefined;
}

/** An invite that can still be accepted. */
export interface UsableInvite {
  id: number;
  email: string;
  isAdmin: boolean;
  organisation: { id: number; name: string } | null;
}

export interface InvitesServiceDeps {
  repository: InvitesRepository;
  accounts: AccountsRepository;
  settings: SettingsService;
  mailer: Mailer;
  clock: Clock;
}

export type InvitesService = ReturnType<typeof createInvitesService>;

export function createInvitesService({ repository, accounts, settings, mailer, clock }: InvitesServiceDeps) {
  /** The invite of a link token `{id}-{secret}`, if it exists, matches, is unused and not expired. */
  async function findUsable(token: string): Promise<UsableInvite | undefined> {
    const match = /^(\d{1,10})-(.+)$/.exec(token);
    // An id past the database's integer names no invite (and would fail the query).
    if (!match || Number(match[1]) > DATABASE_INT_MAX) return undefined;
    const invite = await repository.findById(Number(match[1]));
    if (!invite || invite.acceptedAt !== null) return undefined;
    if (clock.now().getTime() - invite.created.getTime() >= INVITE_MAX_AGE_MS) return undefined;
    const given = Buffer.from(hashSecretToken(match[2] ?? ''));
    const stored = Buffer.from(invite.tokenHash);
    if (given.length !== stored.length || !timingSafeEqual(given, stored)) return undefined;
    const organisation =
      invite.organisationId === null || invite.organisationName === null
        ? null
        : { id: invite.organisationId, name: invite.organisationName };
    return { id: invite.id, email: invite.email, isAdmin: invite.isAdmin, organisation };
  }

  return {
    findUsable,

    /** `GET /api/invites/{token}/`: what the registration form pre-fills. */
    async lookup(token: string): Promise<Invite> {
      const invite = await findUsable(token);
      if (!invite) throw HttpError.notFound(authMessages.invalidInvite);
      return { email: invite.email, organisation: invite.organisation };
    },

    /**
     * Invites someone into an organisation: the inviter must be one of its admins or its owner
     * (the route has already checked the add_organisationuser permission).
     */
    async create(inviter: User, organisationId: number, request: InviteRequest, siteUrl: string) {
      const organisation = await accounts.findOrganisation(organisationId);
      if (!organisation) throw HttpError.notFound();
      const membership = await accounts.findMembership(inviter.id, organisationId);
      if (!membership || !(membership.isAdmin || membership.isOwner)) throw HttpError.permissionDenied();

      const secret = generateSecretToken();
      const isAdmin = request.is_admin ?? false;
      const message = request.message ?? '';
      const id = await repository.insert({
        organisationId,
        email: request.email,
        isAdmin,
        message,
        tokenHash: hashSecretToken(secret),
        invitedBy: inviter.id,
        created: clock.now(),
      });
      const { site_name: siteName } = await settings.getSiteSettings();
      const inviterName =
        [inviter.first_name, inviter.last_name].join(' ').trim() || inviter.display_name || inviter.email;
      // A failure here fails the request: an invite nobody received is worth retrying.
      await mailer.send(
        inviteEmail(
          { to: request.email, siteName, siteUrl },
          { inviteToken: `${id}-${secret}`, inviterName, organisationName: organisation.name, message },
        ),
      );
      return { id, email: request.email, is_admin: isAdmin };
    },

    /** Uses the invite inside the registration's transaction; false when someone used it first. */
    markAccepted: repository.markAccepted,
  };
}
