import { expect, test } from '../support/test.ts';
import { acceptCookies, checkPage, clientUrl } from '../support/check-page.ts';
import { latestMailTo, linkPath } from '../support/auth.ts';

test('a link that is not valid shows the activation error page', async ({ page }) => {
  await page.goto(clientUrl('acme', '/activation/not-a-real-activation-link-0000'));
  await expect(page.getByRole('heading', { level: 1, name: 'There was an error requesting your activation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
  await checkPage(page, 'activation-error');
});

// starter@acme.test (born 1994-06-21) is activated by this test alone (newstarter@acme.test is left to the employer's welcome resend).
test('a new starter activates the account from the welcome e-mail', async ({ page }) => {
  await page.goto(clientUrl('acme', '/'));
  await acceptCookies(page);
  const activationPath = linkPath(await latestMailTo(page, 'starter@acme.test', /Welcome/));
  await page.goto(clientUrl('acme', activationPath));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Sasha' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^DOB$/ })).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('listitem').filter({ hasText: /^Password$/ })).toBeVisible();
  await checkPage(page, 'activation-dob');

  // A click beside the form before anything was entered is not leaving it unfinished: no message yet.
  await page.getByRole('contentinfo').click({ position: { x: 5, y: 30 } });
  await expect(page.getByText(/You have not finished activating your account/)).toHaveCount(0);
  // Once started, a click beside the form explains what is left to do.
  await page.getByRole('textbox', { name: 'Day' }).fill('21');
  await page.getByRole('contentinfo').click({ position: { x: 5, y: 30 } });
  await expect(page.getByText(/You have not finished activating your account/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Month' }).fill('06');
  await page.getByRole('textbox', { name: 'Year' }).fill('1994');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('New password')).toBeVisible();
  await page.getByLabel('New password').fill('Rk8$Wn3!Jx6#Pz');
  await expect(page.getByText(/^Done:/)).toHaveCount(9);
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByText('Please confirm that you have read the terms and conditions')).toBeVisible();
  await checkPage(page, 'activation-password');

  await page.getByRole('button', { name: 'Read the terms and conditions' }).click();
  await expect(page.getByRole('dialog', { name: 'Terms and conditions' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByLabel('I have read the terms and conditions').check();
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page).toHaveURL(/\/app\/home\/$/);
  // An account just activated is on its first visit: welcomed, not welcomed back.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Sasha' })).toBeVisible();

  // Logged in, the link leads home; logged out, it is used up.
  await page.goto(clientUrl('acme', activationPath));
  await expect(page).toHaveURL(/\/app\/home\/$/);
  await page.goto(clientUrl('acme', '/logout'));
  await expect(page).toHaveURL(/\/logout-success$/);
  await page.goto(clientUrl('acme', activationPath));
  await expect(page.getByRole('heading', { level: 1, name: 'There was an error requesting your activation' })).toBeVisible();
});
