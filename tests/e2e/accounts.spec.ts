import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { linkFromOutbox, uniqueEmail } from './support/outbox';

const PASSWORD = 'Coins2026x';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
}

async function logOut(page: Page, displayName: string) {
  await page.getByRole('banner').getByRole('button', { name: displayName }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('You have been logged out')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
}

test('join, activate from the emailed link, sign in, see the menu, sign out', async ({ page }) => {
  const email = uniqueEmail('join');
  const name = `kiri${Date.now().toString(36)}`;
  await page.goto('/sign-up');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Username').fill(name);
  await dialog.getByLabel('Year of birth').selectOption('1990');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Join' }).click();

  // registered and signed in, not yet activated
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('Please activate your account with the link we emailed you.')).toBeVisible();
  await logOut(page, name);

  await page.goto(await linkFromOutbox(page.request, email, '/auth/activate/'));
  await expect(page.getByText('Activation successful!')).toBeVisible();

  await logIn(page, email, PASSWORD);
  await expect(page.getByText('You have successfully signed in!')).toBeVisible();
  await expect(page.getByText('Please activate your account with the link we emailed you.')).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name }).click();
  await expect(page.getByRole('menuitem', { name: 'Complete Profile' })).toBeVisible();
  // no billing pages yet: no Upgrade (see links.spec.ts)
  await expect(page.getByRole('menuitem', { name: 'Upgrade' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await logOut(page, name);
});

test('a used activation link is refused', async ({ page, request }) => {
  const email = uniqueEmail('twice');
  const registered = await request.post('/api/auth/register/', {
    data: {
      account_type: 'personal',
      email,
      display_name: 'twice',
      birth_year: 1985,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(registered.status()).toBe(201);
  const link = await linkFromOutbox(request, email, '/auth/activate/');
  await page.goto(link);
  await expect(page.getByText('Activation successful!')).toBeVisible();
  await page.goto(link);
  await expect(page.getByText('Activation unsuccessful!')).toBeVisible();
});

test('forgot password: the emailed link sets a new one; the old session and password stop working', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('forgot');
  const registered = await request.post('/api/auth/register/', {
    data: {
      account_type: 'personal',
      email,
      display_name: 'forgetful',
      birth_year: 1970,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  const { auth_token: oldToken } = await registered.json();

  await page.goto('/login');
  await page.getByRole('dialog').getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('dialog').getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('dialog').getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset email sent. Please check your email.')).toBeVisible();

  const link = await linkFromOutbox(request, email, '/auth/reset-password/confirm/');
  await page.goto(link);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New password', { exact: true }).fill('Brand-New-2026');
  await dialog.getByLabel('Confirm new password').fill('Brand-New-2026');
  await dialog.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Password reset.')).toBeVisible();

  const oldSession = await request.get('/api/auth/user/', {
    headers: { Authorization: `Token ${oldToken}` },
  });
  expect(oldSession.status()).toBe(401);

  await logIn(page, email, PASSWORD);
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText(
    'Unable to log in with provided credentials.',
  );
  await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill('Brand-New-2026');
  await page.getByRole('dialog').getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('You have successfully signed in!')).toBeVisible();

  // the reset link cannot be used twice
  const reuse = await request.post('/api/auth/password/reset/confirm/', {
    data: {
      uid: link.split('/').at(-2),
      token: link.split('/').at(-1),
      new_password: 'Another-2026x',
      re_new_password: 'Another-2026x',
    },
  });
  expect(reuse.status()).toBe(400);
});

test("a wrong password shows the server's message", async ({ page }) => {
  await logIn(page, 'member@demo.trove.test', 'Not-the-password-1');
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText(
    'Unable to log in with provided credentials.',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
});

test('an invite link pre-fills and locks the email', async ({ page, request }) => {
  const login = await request.post('/api/auth/login/', {
    data: { email: 'club@demo.trove.test', password: 'Trove-demo-2026' },
  });
  expect(login.ok()).toBe(true);
  const { auth_token: token, user } = await login.json();
  const organisation = user.organisations.find((o: { is_owner: boolean }) => o.is_owner);
  const invitee = uniqueEmail('invitee');
  const invite = await request.post(`/api/invites/${organisation.id}/`, {
    headers: { Authorization: `Token ${token}` },
    data: { email: invitee, message: 'Join our club on Trove', is_admin: false },
  });
  expect(invite.status()).toBe(201);

  await page.goto(await linkFromOutbox(request, invitee, '/sign-up/'));
  const email = page.getByRole('dialog').getByLabel('Email', { exact: true });
  await expect(email).toHaveValue(invitee);
  await expect(email).not.toBeEditable();
  await expect(page.getByText('Your invitation is for this email address.')).toBeVisible();
});

test('an unknown invite says it may have expired', async ({ page }) => {
  await page.goto('/sign-up/999999-not-a-real-token');
  await expect(page.getByRole('dialog')).toContainText('Invalid Token - Your invitation may have expired.');
});

test('dashboard routes need login, and signed-in members skip login', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill('member@demo.trove.test');
  await dialog.getByLabel('Password', { exact: true }).fill('Trove-demo-2026');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 2 })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/collectables$/);
});
