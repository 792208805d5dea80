import { expect, test } from '../support/test.ts';
import { acceptCookies, checkPage, clientUrl } from '../support/check-page.ts';
import { fillLogin, latestMailTo, linkPath, solveCaptcha, welcomeOf } from '../support/auth.ts';

async function typeDate(page: import('@playwright/test').Page, day: string, month: string, year: string) {
  await page.getByRole('textbox', { name: 'Day' }).fill(day);
  await page.getByRole('textbox', { name: 'Month' }).fill(month);
  await page.getByRole('textbox', { name: 'Year' }).fill(year);
}

// employee085@acme.test (generated, born 1984-01-01) belongs to this test alone: its password changes.
test('forgotten password, e-mailed link, date of birth, new password, login; the link then works no more', async ({ page }) => {
  test.slow(); // nine states, each checked with axe and photographed at two widths, and a captcha's proof of work
  const email = 'employee085@acme.test';
  const newPassword = 'Tq9#Vw4!Zp7$Kx';
  await page.goto(clientUrl('acme', '/forgotten-password/'));
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgotten your password?' })).toBeVisible();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByText('Please confirm that you are not a robot!')).toBeVisible();
  await checkPage(page, 'forgotten-password-errors');

  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await solveCaptcha(page);
  await checkPage(page, 'forgotten-password');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "It's on the way..." })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/');
  await checkPage(page, 'forgotten-password-sent');

  const resetPath = linkPath(await latestMailTo(page, email, /Reset your/));
  await page.goto(clientUrl('acme', resetPath));
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Progress' });
  await expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 2: Verify');
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('e.g. 28 08 1978')).toBeVisible();
  await checkPage(page, 'reset-dob');

  await typeDate(page, '1', '1', '1970');
  await expect(progress).toHaveAttribute('aria-valuenow', '1');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This date does not match our records')).toBeVisible();
  await checkPage(page, 'reset-dob-error');

  await typeDate(page, '01', '01', '1984');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progress).toHaveAttribute('aria-valuetext', 'Step 2 of 2: Password');
  const password = page.getByLabel('New password');
  await password.fill('short');
  await expect(page.getByText('Still needed: At least 12 characters')).toBeAttached();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please ensure your password meets the listed requirements')).toBeVisible();
  await checkPage(page, 'reset-password-weak');

  await password.fill(newPassword);
  await expect(page.getByText(/^Done:/)).toHaveCount(9);
  await expect(progress).toHaveAttribute('aria-valuenow', '2');
  await checkPage(page, 'reset-password');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(clientUrl('acme', '/'));
  await expect(page.getByText('Your password has been changed. You can now log in with it.')).toBeVisible();
  await checkPage(page, 'login-after-reset');
  await fillLogin(page, email, newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: welcomeOf('Lily') })).toBeVisible();

  await page.goto(clientUrl('acme', resetPath));
  await expect(page.getByText('Your password reset link has expired or is invalid.')).toBeVisible();
  await checkPage(page, 'reset-link-used');
});

test('the reset page without a token goes to the forgotten-password page', async ({ page }) => {
  await page.goto(clientUrl('acme', '/reset-password'));
  await expect(page).toHaveURL(clientUrl('acme', '/forgotten-password/'));
});

test('an expired link says so, then leads to a new request with the renewal message', async ({ page }) => {
  const token = 'expired-token-for-the-e2e-test-0001';
  await page.route(`**/api/password-reset/${token}`, (route) => route.fulfill({ json: { valid: true } }));
  await page.route('**/api/password-reset/dob', (route) =>
    route.fulfill({ status: 400, json: { error: 'Bad Request', message: 'Token has expired', errors: { token: 'Token has expired' } } }),
  );
  await page.goto(clientUrl('acme', `/reset-password?token=${token}&dob=01-01-1984`));
  await acceptCookies(page);
  await expect(page.getByRole('textbox', { name: 'Day' })).toHaveValue('01');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Token has expired');
  await checkPage(page, 'reset-token-expired');
  await expect(page).toHaveURL(clientUrl('acme', '/forgotten-password/?message=token-expired'), { timeout: 8000 });
  await expect(page.getByText('Your password renewal request has expired. Please try again.')).toBeVisible();
  await checkPage(page, 'forgotten-password-expired');
});
