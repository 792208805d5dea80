import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { acceptCookies, checkPage, clientUrl } from '../support/check-page.ts';
import { DEMO_PASSWORD, fillLogin, totpCode, welcomeOf } from '../support/auth.ts';
import { openProfile, profileSection } from '../support/profile.ts';

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

test('a user with two-factor on logs in with a code from the app', async ({ page }) => {
  await page.goto(clientUrl('acme', '/'));
  await acceptCookies(page);
  await fillLogin(page, 'mfa@acme.test');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/two-fa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Two factor authentication' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Digit \d of 6/ })).toHaveCount(6);
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
  await checkPage(page, 'two-fa-login');

  // A code of the wrong shape is refused here; a wrong code by the server.
  await typeCode(page, '12');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app').last()).toBeVisible();
  const wrong = totpCode() === '000000' ? '111111' : '000000';
  await typeCode(page, wrong);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  await checkPage(page, 'two-fa-login-error');

  await typeCode(page, totpCode());
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/app\/home\/$/);
  await expect(page.getByRole('heading', { level: 1, name: welcomeOf('Alex') })).toBeVisible();
  // The password waited in memory only.
  expect(JSON.stringify(await page.evaluate(() => ({ ...localStorage, ...sessionStorage })))).not.toContain(DEMO_PASSWORD);
});

test('the two-factor step without a login in progress goes back to the login page', async ({ page }) => {
  await page.goto(clientUrl('acme', '/two-fa'));
  await expect(page).toHaveURL(clientUrl('acme', '/'));
});

/** Umbrella enforces two-factor, so its employee's first login sets it up with the server's own secret. */
test('two-factor setup during login: QR code, a first code, then a second that logs in', async ({ page }) => {
  await page.goto(clientUrl('umbrella', '/'));
  await acceptCookies(page);
  await fillLogin(page, 'employee@umbrella.test');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/two-fa-qr-setup$/);
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();
  const grouped = await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent();
  const secret = (grouped ?? '').replaceAll(' ', '');
  expect(secret).toMatch(/^[A-Z2-7]{16,64}$/);
  await checkPage(page, 'two-fa-qr-setup');

  await page.getByRole('button', { name: 'Enter the code' }).click();
  await expect(page).toHaveURL(/\/two-fa-code-setup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enable two factor authentication' })).toBeVisible();
  await checkPage(page, 'two-fa-code-setup-first');
  await typeCode(page, totpCode(secret));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Verify' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
  await checkPage(page, 'two-fa-code-setup-second');
  await typeCode(page, totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/app\/home\/$/);
  await expect(page.getByText('Two factor authentication is now on for your account.')).toBeVisible();
});

/** A generated demo employee with two-factor on (apps/server/src/demo/people.ts), used by no other test. */
const TRUSTING = { email: 'employee071@acme.test', firstName: 'Mei', secret: 'ALWGTCD5YUUP5P6VN2H6RCBL46TR4E5R' };

async function logInWithPassword(page: Page) {
  await page.goto(clientUrl('acme', '/'));
  await fillLogin(page, TRUSTING.email);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('a browser that entered a code is trusted by its cookie, listed in the profile, and asks again once forgotten', async ({ page }) => {
  test.slow();
  await page.goto(clientUrl('acme', '/'));
  await acceptCookies(page);
  await logInWithPassword(page);
  await expect(page).toHaveURL(/\/two-fa$/);
  await typeCode(page, totpCode(TRUSTING.secret));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/app\/home\/$/);

  // The proof is a secret in a cookie the page's scripts cannot read, sent only to the API.
  const cookie = (await page.context().cookies()).find((c) => c.name === 'portal_trusted_device');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('portal_trusted_device');

  // The next login in this browser needs no code.
  await page.goto(clientUrl('acme', '/logout'));
  await expect(page).toHaveURL(/\/logout-success$/);
  await logInWithPassword(page);
  await expect(page).toHaveURL(/\/app\/home\/$/);
  await expect(page.getByRole('heading', { level: 1, name: welcomeOf(TRUSTING.firstName) })).toBeVisible();

  await openProfile(page, TRUSTING.firstName);
  const devices = profileSection(page, 'Two factor authentication').getByRole('region', { name: 'Trusted browsers' });
  const thisBrowser = devices.getByRole('listitem').filter({ hasText: 'This browser' });
  await expect(thisBrowser).toHaveCount(1);
  await expect(thisBrowser.getByRole('heading')).toContainText('Chrome on Linux');
  await thisBrowser.scrollIntoViewIfNeeded();
  await checkPage(page, 'profile-trusted-browsers');

  await thisBrowser.getByRole('button', { name: /^Forget this device/ }).click();
  await expect(devices.getByRole('status')).toHaveText('That browser will be asked for a code at its next login.');
  await expect(devices.getByText('No browser is trusted: every login asks for a code.')).toBeVisible();
  await checkPage(page, 'profile-trusted-browser-forgotten');

  // Forgotten: the next login asks for a code again.
  await page.goto(clientUrl('acme', '/logout'));
  await expect(page).toHaveURL(/\/logout-success$/);
  await logInWithPassword(page);
  await expect(page).toHaveURL(/\/two-fa$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Two factor authentication' })).toBeVisible();
});
