import { Navigate, useNavigate } from '@tanstack/react-router';
import type { AccountType } from '@trove/core/auth';
import {
  Activation,
  ChangePasswordForm,
  ForgotPasswordModal,
  LoginModal,
  Notifications,
  RegisterModal,
  ResetPasswordConfirmModal,
  useSettings,
} from '@trove/react';
import { RouterLink } from '../app/RouterLink';
import { DashboardLayout } from './DashboardLayout';
import { GalleryPage } from './GalleryPage';

const GALLERY = '/collectables';

/** Only same-site paths are followed after login, never another origin. */
function safeRedirect(target: string | undefined): string {
  return target?.startsWith('/') && !target.startsWith('//') ? target : GALLERY;
}

export function LoginPage({ showLogin, redirect }: { showLogin: boolean; redirect: string | undefined }) {
  const navigate = useNavigate();
  return (
    <>
      <GalleryPage />
      <LoginModal
        showLogin={showLogin}
        linkComponent={RouterLink}
        onClose={() => navigate({ href: GALLERY })}
        onSuccess={() => navigate({ href: safeRedirect(redirect), replace: true })}
      />
    </>
  );
}

export function RegisterPage(props: { token?: string; email?: string; accountType?: AccountType }) {
  const navigate = useNavigate();
  return (
    <>
      <GalleryPage />
      <RegisterModal
        {...props}
        linkComponent={RouterLink}
        onClose={() => navigate({ href: GALLERY })}
        onRegistered={() => navigate({ href: GALLERY, replace: true })}
      />
    </>
  );
}

/**
 * `/sign-up/business` (seed 001 §2 register.business). With business registration off (the default)
 * there is no business form: the visitor is sent on to `/sign-up`, the registration there is, rather
 * than shown a personal form under a business address.
 */
export function RegisterBusinessPage() {
  const settings = useSettings();
  if (settings.data && !settings.data.features.business_registration) {
    return <Navigate to="/sign-up" replace />;
  }
  return <RegisterPage accountType="business" />;
}

export function ForgotPasswordPage({ email }: { email: string | undefined }) {
  const navigate = useNavigate();
  return (
    <>
      <GalleryPage />
      <ForgotPasswordModal
        defaultEmail={email}
        linkComponent={RouterLink}
        onClose={() => navigate({ href: GALLERY })}
        onSuccess={() => navigate({ href: GALLERY, replace: true })}
      />
    </>
  );
}

export function ResetPasswordConfirmPage({ uid, token }: { uid: string; token: string }) {
  const navigate = useNavigate();
  return (
    <>
      <GalleryPage />
      <ResetPasswordConfirmModal
        uid={uid}
        token={token}
        onClose={() => navigate({ href: GALLERY })}
        onSuccess={() => navigate({ href: '/login', replace: true })}
      />
    </>
  );
}

export function ActivationPage({ uid, token }: { uid: string; token: string }) {
  return (
    <main id="content" className="site-main">
      <Activation uid={uid} token={token} linkComponent={RouterLink} />
    </main>
  );
}

export function NotificationsPage({ page }: { page: number }) {
  const navigate = useNavigate();
  return (
    <DashboardLayout title="Your account">
      <Notifications
        page={page}
        linkComponent={RouterLink}
        onPageChange={(next) => navigate({ to: '/notifications', search: { page: next } })}
      />
    </DashboardLayout>
  );
}

export function AccountPage() {
  return (
    <DashboardLayout title="Your account">
      <ChangePasswordForm />
    </DashboardLayout>
  );
}
