import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, checkPage, clientUrl } from '../support/check-page.ts';
import { DEMO_PASSWORD, fetchFromServer, fillLogin, totpCode } from '../support/auth.ts';
import { fakeQrDataUrl } from '../support/fakeQr.ts';

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

/**
 * No demo client enforces two-factor and the server has no call to switch it on, so the answers that
 * depend on enforcement are mocked: the login asks for setup and both code checks are answered here.
 * The last one hands back real tokens (a plain login of the same non-two-factor account), so the
 * rest of the login is real.
 */
test('two-factor setup during login: QR code, a first code, then a second that logs in (enforcement mocked)', async ({ page }) => {
  const email = 'employee062@acme.test';
  const secret = 'KRSXG5CTMVRXEZLUKN2XAZLDNFTHS3TF';
  const setupBodies: { type: string; code: string; secret: string; email: string }[] = [];
  await page.route('**/api/login', async (route) => {
    const body = route.request().postDataJSON() as { email: string };
    if (body.email !== email) return route.continue();
    await route.fulfill({ json: { is_should_setup_2fa: true, secret, url: `otpauth://totp/Acme%20Rewards:${email}?secret=${secret}`, qrCode: fakeQrDataUrl(secret) } });
  });
  await page.route('**/api/employee/mfa/validate/enforced', async (route) => {
    const body = route.request().postDataJSON() as { type: string; code: string; secret: string; email: string; password: string; deviceToken: string };
    setupBodies.push(body);
    if (body.type === 'temporary') return route.fulfill({ json: { valid: true } });
    const tokens = await fetchFromServer(route, {
      url: clientUrl('acme', '/api/login'),
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      postData: JSON.stringify({ email: body.email, password: body.password, deviceToken: body.deviceToken }),
    });
    await route.fulfill({ response: tokens });
  });

  await page.goto(clientUrl('acme', '/'));
  await acceptCookies(page);
  await fillLogin(page, email);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/two-fa-qr-setup$/);
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await expect(page.getByText('KRSX G5CT MVRX EZLU KN2X AZLD NFTH S3TF')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close' })).toBeVisible();
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
  expect(setupBodies.map((b) => b.type)).toEqual(['temporary', 'complete']);
  expect(setupBodies.every((b) => b.secret === secret && b.email === email && /^\d{6}$/.test(b.code))).toBe(true);
});
