import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, checkPage, clientUrl } from '../support/check-page.ts';
import { DEMO_PASSWORD, fillLogin, totpCode } from '../support/auth.ts';

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
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Alex' })).toBeVisible();
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
