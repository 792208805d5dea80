import { expect, test } from '../support/test.ts';
import { messages, ssoTexts } from '@portal/contracts';
import { acceptCookies, checkPage, clientUrl } from '../support/check-page.ts';
import { DEMO_PASSWORD, emailBox, passwordBox, welcomeOf } from '../support/auth.ts';

// Initech is SSO-only: its people sign in through the demo identity provider, never with a password here.
test('an SSO-only client hides password login and signs in through its identity provider', async ({ page }) => {
  await page.goto(clientUrl('initech', '/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Initech Benefits' })).toBeVisible();
  const start = page.getByRole('button', { name: ssoTexts.ssoOnlyButton });
  await expect(start).toBeVisible();
  await expect(page.getByText(ssoTexts.ssoOnlyIntro)).toBeVisible();
  await expect(emailBox(page)).toHaveCount(0);
  await expect(passwordBox(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: messages.login.forgotten })).toHaveCount(0);

  // Like the password login, nothing happens before cookies are accepted.
  await start.click();
  await expect(page.getByRole('alert')).toContainText(messages.login.acceptCookies);
  await expect(page).toHaveURL(clientUrl('initech', '/'));
  await acceptCookies(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await checkPage(page, 'login-sso-only');

  await start.click();
  await expect(page).toHaveURL(/\/dev-idp\//);
  await page.getByLabel('Work e-mail address').fill('employee@initech.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/home\/$/);
  expect(new URL(page.url()).host).toMatch(/^initech\.localhost/);
  await expect(page.getByRole('heading', { level: 1, name: welcomeOf('Dana') })).toBeVisible();
  await checkPage(page, 'home-sso-only');
});

test("an SSO-only client's forgotten-password page has no form", async ({ page }) => {
  await page.goto(clientUrl('initech', '/forgotten-password/'));
  await expect(page.getByText(ssoTexts.ssoOnlyNoPassword)).toBeVisible();
  await expect(emailBox(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send reset link' })).toHaveCount(0);
  await acceptCookies(page);
  await checkPage(page, 'forgotten-password-sso-only');
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page.getByRole('button', { name: ssoTexts.ssoOnlyButton })).toBeVisible();
});

test("an SSO-only client's partner route signs in through the identity provider, then goes on to the partner", async ({ page }) => {
  await page.goto(clientUrl('initech', '/partner-login/perks'));
  await acceptCookies(page);
  await expect(passwordBox(page)).toHaveCount(0);
  await page.getByRole('button', { name: ssoTexts.ssoOnlyButton }).click();
  await expect(page).toHaveURL(/\/dev-idp\//);
  // Not Dana: a new sign-in link retires the person's earlier one, and the test above signs Dana in meanwhile.
  await page.getByLabel('Work e-mail address').fill('milton@initech.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/api\/dev-partner\/perks\?assertion=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Signed in to Perks as Milton Waddams' })).toBeVisible();
});
