import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { acceptCookies, checkPage } from '../support/check-page.ts';
import { DEMO_PASSWORD, emailBox, expectLanding, passwordBox } from '../support/auth.ts';
import { RECAPTCHA_STANDIN_URL, recaptchaPortalUrl } from '../support/recaptcha-portal.ts';

// These run on the portal started with CAPTCHA_PROVIDER=recaptcha (playwright.config.ts), whose widget and siteverify
// are a local stand-in for Google's (support/recaptcha-standin.mjs). Its demo database is this file's alone.

interface Verification {
  response: string;
  remoteip: string | null;
  success: boolean;
  errors: string[];
}

const robotCheck = (page: Page) => page.getByRole('group', { name: 'Robot check' });
const robotBox = (page: Page) => robotCheck(page).getByRole('checkbox', { name: "I'm not a robot" });

/** The token the widget gave the page (its getResponse), which the server must have had checked. */
const widgetToken = (page: Page) => page.evaluate(() => (window as unknown as { grecaptcha: { getResponse(): string } }).grecaptcha.getResponse());

/** The checks the stand-in's siteverify was asked for, as the portal's server asked. */
async function verificationsOf(page: Page, token: string): Promise<Verification[]> {
  const res = await page.request.get(`${RECAPTCHA_STANDIN_URL}/verifications`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as Verification[]).filter((v) => v.response === token);
}

test('a wrong password brings up reCAPTCHA; ticked, the right password logs in', async ({ page }) => {
  const email = 'employee051@acme.test';
  await page.goto(recaptchaPortalUrl('acme', '/'));
  await acceptCookies(page);
  await emailBox(page).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await passwordBox(page).fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Try again or reset your password' })).toBeVisible();

  // The widget, not "It looks like something has gone wrong".
  await expect(robotBox(page)).toBeVisible();
  await expect(page.getByText(/something has gone wrong/)).toHaveCount(0);
  await expect(page.getByText('The robot check could not be loaded', { exact: false })).toHaveCount(0);
  await checkPage(page, 'recaptcha-login-failed');

  // The right password alone is not enough now.
  await passwordBox(page).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please confirm that you are not a robot!')).toBeVisible();
  await checkPage(page, 'recaptcha-login-unticked');

  // Ticked with the keyboard: the box comes next in the tab order after the password's Show button.
  await page.getByRole('button', { name: 'Show password' }).focus();
  await page.keyboard.press('Tab');
  await expect(robotBox(page)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(robotBox(page)).toBeChecked();
  await expect(page.getByText('Please confirm that you are not a robot!')).toHaveCount(0);
  const token = await widgetToken(page);
  expect(token).toMatch(/^standin-pass-/);

  await page.getByRole('button', { name: 'Login' }).click();
  await expectLanding(page, email);
  // The server had the stand-in check that very token, with the portal's secret.
  expect(await verificationsOf(page, token)).toEqual([{ response: token, remoteip: expect.any(String), success: true, errors: [] }]);
});

test('the forgotten-password page shows reCAPTCHA and sends the reset once it is ticked', async ({ page }) => {
  await page.goto(recaptchaPortalUrl('acme', '/forgotten-password/'));
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgotten your password?' })).toBeVisible();
  await expect(robotBox(page)).toBeVisible();
  await expect(page.getByText(/something has gone wrong/)).toHaveCount(0);
  await checkPage(page, 'recaptcha-forgotten-password');

  await page.getByRole('textbox', { name: 'Email address' }).fill('employee085@acme.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please confirm that you are not a robot!')).toBeVisible();

  await robotCheck(page).getByText("I'm not a robot").click();
  await expect(robotBox(page)).toBeChecked();
  const token = await widgetToken(page);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "It's on the way..." })).toBeVisible();
  await checkPage(page, 'recaptcha-forgotten-password-sent');
  expect(await verificationsOf(page, token)).toEqual([{ response: token, remoteip: expect.any(String), success: true, errors: [] }]);
});
