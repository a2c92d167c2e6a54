import {
  activationSchema,
  authResponseSchema,
  changePasswordSchema,
  createRegisterSchema,
  createUserUpdateSchema,
  loginFormSchema,
  resendActivationFormSchema,
  resetPasswordConfirmSchema,
  resetPasswordFormSchema,
  SOCIAL_PROVIDERS,
  socialLoginSchema,
  TEXT_LIMITS,
  type User,
  userSchema,
} from '@trove/core/auth';
import { type Following, followingSchema } from '@trove/core/server';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownOrigin } from '../../auth/authenticate';
import { requireUser, sessionOf, TOKEN_SECURITY } from '../../auth/guards';
import type { Clock } from '../../clock';
import type { AccountsService, Client } from './service';

export interface AccountsRoutesOptions {
  service: AccountsService;
  clock: Clock;
  /** The site address that links mailed in answer to the request start with. */
  siteUrlOf: (request: FastifyRequest) => string;
  /** The organisations and members the member follows (issue 15), for `following`. Default: none. */
  followingOf?: (userId: number) => Promise<Following>;
  /** The member's listing allowance (issue 16), for `transaction_summary`. Default: unlimited. */
  transactionSummaryOf?: (user: User) => Promise<User['transaction_summary']>;
}

const noContent = { 204: z.null().describe('No content') };
const tokenResponseSchema = z.object({ auth_token: z.string() });
const currentUserSchema = z.object({ ...userSchema.shape, following: followingSchema });
type CurrentUser = z.infer<typeof currentUserSchema>;

export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { service, clock, siteUrlOf, followingOf, transactionSummaryOf },
) => {
  const client = (request: FastifyRequest): Client => ({ ip: request.ip, siteUrl: siteUrlOf(request) });
  /**
   * The member as `GET`, `PUT` and `PATCH /api/auth/user/` answer it: with whom they follow, and
   * their listing allowance as it stands (what canList reads).
   */
  const withFollowing = async (user: User): Promise<CurrentUser> => ({
    ...user,
    transaction_summary: transactionSummaryOf ? await transactionSummaryOf(user) : user.transaction_summary,
    following: followingOf ? await followingOf(user.id) : { organisations: [], users: [] },
  });

  app.post(
    '/auth/register/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create an account (personal, or business when enabled) and sign in',
        description:
          'With `token` (`{inviteId}-{secret}`), accepts an invite: the email must be the invited one. ' +
          'Sends an activation link unless an invite already proved the email.',
        body: createRegisterSchema(clock.now()),
        response: { 201: authResponseSchema },
      },
      // Allowed birth years count back from today: the schema is built again for each request.
      validatorCompiler: (definition) => (data) =>
        validatorCompiler({ ...definition, schema: createRegisterSchema(clock.now()) })(data),
    },
    async (request, reply) => reply.status(201).send(await service.register(request.body, client(request))),
  );

  app.post(
    '/auth/login/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with email and password',
        description:
          'After 10 failures for one email from one address (or 50 on any email from one address) ' +
          'in 15 minutes, answers 429 to that address.',
        body: loginFormSchema,
        response: { 200: authResponseSchema },
      },
    },
    (request) => service.login(request.body, client(request)),
  );

  for (const provider of SOCIAL_PROVIDERS) {
    app.post(
      `/auth/login/social/jwt/${provider}/`,
      {
        schema: {
          tags: ['accounts'],
          summary: `Sign in with a ${provider} ID token`,
          description:
            'Signs in the member with the verified email, or creates an activated individual member.',
          body: socialLoginSchema,
          response: { 200: authResponseSchema },
        },
      },
      (request) => service.socialLogin(provider, request.body.token),
    );
  }

  app.post(
    '/auth/partner-token/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'A 15-minute token for a partner page (CORS_ORIGINS), for its embedded elements',
        description:
          'The sign-in popup opened by `<trove-bid-panel>` asks for one and posts it to `origin` alone. ' +
          'The token works only on requests whose `Origin` is that origin. 403 for any other origin.',
        security: TOKEN_SECURITY,
        body: z.object({ origin: z.string().max(TEXT_LIMITS.website) }),
        response: { 200: z.object({ token: z.string(), expires: z.string() }) },
      },
    },
    (request) => service.partnerToken(sessionOf(request), request.body.origin, ownOrigin(request)),
  );

  app.post(
    '/auth/logout/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Revoke the token of this request',
        security: TOKEN_SECURITY,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.logout(sessionOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/activate/',
    {
      schema: {
        tags: ['accounts'],
        summary: "Confirm the member's email with the emailed link's uid and token",
        body: activationSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.activate(request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/activate/resend/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send the activation link again (204 whether or not the email is known)',
        body: resendActivationFormSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.resendActivation(request.body.email, client(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/password/reset/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Email a password reset link (204 whether or not the email is known)',
        body: resetPasswordFormSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.resetPassword(request.body.email, client(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/password/reset/confirm/',
    {
      schema: {
        tags: ['accounts'],
        summary: "Set a new password with a reset link's uid and token; signs out every session",
        body: resetPasswordConfirmSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.resetPasswordConfirm(request.body, client(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/password/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Change the password; every session is signed out and this one gets a new token',
        description: 'After 10 wrong current passwords of one member in 15 minutes, answers 429.',
        security: TOKEN_SECURITY,
        body: changePasswordSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    (request) => service.changePassword(sessionOf(request), request.body, client(request)),
  );

  app.get(
    '/auth/user/',
    {
      preValidation: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in member',
        description:
          '`following`: the ids of the organisations and the public uids of the members the member follows.',
        security: TOKEN_SECURITY,
        response: { 200: currentUserSchema },
      },
    },
    (request) => withFollowing(sessionOf(request).user),
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/auth/user/',
      preValidation: requireUser,
      schema: {
        tags: ['accounts'],
        summary: "Change the member's profile: only the fields given (dependants are replaced as a whole)",
        security: TOKEN_SECURITY,
        body: createUserUpdateSchema(clock.now()),
        description: 'Answers the member as `GET /api/auth/user/` does, `following` included.',
        response: { 200: currentUserSchema },
      },
      // The years of birth allowed count back from today, as at registration.
      validatorCompiler: (definition) => (data) =>
        validatorCompiler({ ...definition, schema: createUserUpdateSchema(clock.now()) })(data),
      handler: async (request) =>
        withFollowing(await service.updateUser(sessionOf(request).user.id, request.body)),
    });
  }
};
