import * as z from 'zod/mini';
import type {
  Activation,
  ChangePassword,
  LoginForm,
  RegisterForm,
  ResetPasswordConfirm,
  ResetPasswordForm,
  SocialProvider,
} from '../forms/authForms';
import { type Notification, notificationSchema } from '../schemas/notification';
import { type Page, pageSchema } from '../schemas/page';
import {
  type AuthResponse,
  authResponseSchema,
  type GroupType,
  type Invite,
  inviteSchema,
  type LinkType,
  linkTypeSchema,
  type SimpleGroup,
  type Site,
  simpleGroupSchema,
  siteSchema,
  type User,
  type UserUpdate,
  userSchema,
} from '../schemas/user';
import type { TroveClient } from './createTroveClient';
import { send } from './request';

const noContent = z.optional(z.unknown());
const tokenResponseSchema = z.object({ auth_token: z.string() });
const notificationPageSchema = pageSchema(notificationSchema);

export interface AuthApi {
  /** Creates the account and signs in (the token is stored). */
  register(form: RegisterForm): Promise<AuthResponse>;
  /** Signs in (the token is stored). */
  login(form: LoginForm): Promise<AuthResponse>;
  /** Signs in with a provider's signed ID token. */
  socialLogin(provider: SocialProvider, idToken: string): Promise<AuthResponse>;
  /** Revokes the token on the server and forgets it, even when the server cannot be reached. */
  logout(): Promise<void>;
  activate(activation: Activation): Promise<void>;
  resendActivation(form: ResetPasswordForm): Promise<void>;
  resetPassword(form: ResetPasswordForm): Promise<void>;
  resetPasswordConfirm(form: ResetPasswordConfirm): Promise<void>;
  /** Changes the password; every other session is signed out and this one gets a new token. */
  changePassword(form: ChangePassword): Promise<void>;
  currentUser(): Promise<User>;
  updateUser(update: UserUpdate): Promise<User>;
  patchUser(update: UserUpdate): Promise<User>;
  notifications(page?: number): Promise<Page<Notification>>;
  acknowledgeNotification(id: number): Promise<Notification>;
  sites(): Promise<Site[]>;
  linkTypes(): Promise<LinkType[]>;
  /** `GET /api/groups/?simple&type=B`: the organisation types a business can register as. */
  groups(type?: GroupType): Promise<SimpleGroup[]>;
  /** What an invite (`{id}-{token}`) pre-fills; fails when the invite is unknown or used. */
  invite(token: string): Promise<Invite>;
  /**
   * A 15-minute token for a partner page's embedded elements, working only from `origin`; the
   * server refuses origins off its partner allow-list (403).
   */
  partnerToken(origin: string): Promise<{ token: string; expires: string }>;
}

/**
 * The signed-in member (`GET /api/auth/user/`), a call of its own as well as `AuthApi.currentUser`:
 * code that only needs to know who is signed in (a lot's widget) then carries none of the other
 * accounts calls and their schemas.
 */
export function fetchCurrentUser({ http }: Pick<TroveClient, 'http'>): Promise<User> {
  return send(http, { method: 'get', path: 'auth/user/', schema: userSchema });
}

/** The accounts calls over a Trove client: registration, sign-in, activation, passwords, the member. */
export function createAuthApi({ http, tokenStore }: Pick<TroveClient, 'http' | 'tokenStore'>): AuthApi {
  const signIn = async (path: string, json: unknown) => {
    const response = await send(http, {
      method: 'post',
      path,
      schema: authResponseSchema,
      options: { json },
    });
    tokenStore.set(response.auth_token);
    return response;
  };
  const post = async (path: string, json: unknown) => {
    await send(http, { method: 'post', path, schema: noContent, options: { json } });
  };
  return {
    register: (form) => signIn('auth/register/', form),
    login: (form) => signIn('auth/login/', form),
    socialLogin: (provider, idToken) => signIn(`auth/login/social/jwt/${provider}/`, { token: idToken }),
    async logout() {
      try {
        if (tokenStore.get()) await post('auth/logout/', {});
      } finally {
        tokenStore.clear();
      }
    },
    activate: (activation) => post('auth/activate/', activation),
    resendActivation: (form) => post('auth/activate/resend/', form),
    resetPassword: (form) => post('auth/password/reset/', form),
    resetPasswordConfirm: (form) => post('auth/password/reset/confirm/', form),
    async changePassword(form) {
      const response = await send(http, {
        method: 'post',
        path: 'auth/password/',
        schema: tokenResponseSchema,
        options: { json: form },
      });
      tokenStore.set(response.auth_token);
    },
    currentUser: () => fetchCurrentUser({ http }),
    updateUser: (update) =>
      send(http, { method: 'put', path: 'auth/user/', schema: userSchema, options: { json: update } }),
    patchUser: (update) =>
      send(http, { method: 'patch', path: 'auth/user/', schema: userSchema, options: { json: update } }),
    notifications: (page = 1) =>
      send(http, {
        method: 'get',
        path: 'auth/user/notifications/',
        schema: notificationPageSchema,
        options: { searchParams: { page } },
      }),
    acknowledgeNotification: (id) =>
      send(http, { method: 'put', path: `auth/user/notifications/${id}`, schema: notificationSchema }),
    sites: () => send(http, { method: 'get', path: 'auth/sites/', schema: z.array(siteSchema) }),
    linkTypes: () => send(http, { method: 'get', path: 'link_types/', schema: z.array(linkTypeSchema) }),
    groups: (type) =>
      send(http, {
        method: 'get',
        path: 'groups/',
        schema: z.array(simpleGroupSchema),
        options: { searchParams: type ? { simple: '', type } : { simple: '' } },
      }),
    invite: (token) =>
      send(http, { method: 'get', path: `invites/${encodeURIComponent(token)}/`, schema: inviteSchema }),
    partnerToken: (origin) =>
      send(http, {
        method: 'post',
        path: 'auth/partner-token/',
        schema: z.object({ token: z.string(), expires: z.string() }),
        options: { json: { origin } },
      }),
  };
}
