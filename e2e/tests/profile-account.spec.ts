import { expect, test, portalNow, newPortalContext } from '../support/test.ts';
import { TOTP } from 'otpauth';
import { checkPage, clientUrl } from '../support/check-page.ts';
import { DEMO_PASSWORD, fetchFromServer, fillLogin, login, passwordBox, solveCaptcha } from '../support/auth.ts';
import { checkPanel, openProfile, panel, profileSection } from '../support/profile.ts';

// Generated demo employees, one per test, so that nobody else's logins are touched.
const PASSWORD_USER = { email: 'employee042@acme.test', firstName: 'Oscar' };
const TWO_FACTOR_USER = { email: 'employee043@acme.test', firstName: 'Freya' };
const NEW_PASSWORD = 'Qz7#vLp9!xWm2&Tk';

test('changing the password logs out every other session, and only the new password works', async ({ page, browser }) => {
  test.slow();
  // A second, older session of the same user.
  const other = await newPortalContext(browser);
  const otherPage = await other.newPage();
  await login(otherPage, PASSWORD_USER.email);

  await login(page, PASSWORD_USER.email);
  await openProfile(page, PASSWORD_USER.firstName);
  const section = profileSection(page, 'Password');
  await section.getByRole('button', { name: 'Change password' }).click();
  const change = panel(page, 'Change password');
  await expect(change.getByText('Your password needs')).toBeVisible();
  await checkPanel(page, 'profile-password-panel');

  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByRole('alert').filter({ hasText: 'Please correct the errors below' }).getByRole('link')).toHaveText([
    'Current password: This field is required',
    'Please ensure your password meets the listed requirements',
    'Confirm new password: This field is required',
  ]);

  // The live checklist: a weak password leaves rules unmet, and is refused.
  await change.getByLabel('Current password').fill(DEMO_PASSWORD);
  await change.getByLabel('New password', { exact: true }).fill('short');
  await expect(change.getByRole('listitem').filter({ hasText: 'At least 12 characters' })).toContainText('Still needed:');
  await change.getByLabel('Confirm new password').fill('short');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('Please ensure your password meets the listed requirements').first()).toBeVisible();
  await checkPanel(page, 'profile-password-errors');

  await change.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await expect(change.getByRole('listitem').filter({ hasText: 'At least 12 characters' })).toContainText('Done:');
  await expect(change.getByRole('listitem').filter({ hasText: 'Still needed:' })).toHaveCount(0);
  await change.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toBeHidden();
  await expect(section.getByRole('status')).toHaveText('password successfully changed');
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkPage(page, 'profile-password-changed');

  // This session carries on; the other one ends at its next navigation.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await otherPage.goto(clientUrl('acme', '/app/home/my-profile/'));
  await expect(otherPage).toHaveURL(clientUrl('acme', '/'));
  await expect(otherPage.getByRole('textbox', { name: 'Email address' })).toBeVisible();

  // The old password is refused there; the new one lets the user in (after the robot check a failure brings).
  await fillLogin(otherPage, PASSWORD_USER.email, DEMO_PASSWORD);
  await otherPage.getByRole('button', { name: 'Login' }).click();
  await expect(otherPage.getByRole('alert').filter({ hasText: 'Try again or reset your password' })).toBeVisible();
  await passwordBox(otherPage).fill(NEW_PASSWORD);
  await solveCaptcha(otherPage);
  await otherPage.getByRole('button', { name: 'Login' }).click();
  await expect(otherPage).toHaveURL(/\/app\/home\/$/);
  await other.close();
});

test('two-factor: enabled with a code from the shown secret, then disabled with a reason', async ({ page }) => {
  test.slow();
  await login(page, TWO_FACTOR_USER.email);
  await openProfile(page, TWO_FACTOR_USER.firstName);
  const section = profileSection(page, 'Two factor authentication');
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Disable' })).toHaveCount(0);
  await section.getByRole('button', { name: 'Enable' }).click();

  const qr = panel(page, 'Set up two factor authentication');
  await expect(qr.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = ((await qr.locator('code').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,64}$/);
  await checkPanel(page, 'profile-two-fa-qr');
  await qr.getByRole('button', { name: 'Next' }).click();

  const code = panel(page, 'Enable two factor authentication');
  const totp = new TOTP({ secret, digits: 6, period: 30 });
  const typeCode = async (value: string) => {
    await code.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
    await page.keyboard.type(value);
  };
  await expect(code.getByRole('textbox', { name: /Digit \d of 6/ })).toHaveCount(6);
  await checkPanel(page, 'profile-two-fa-code');
  // A wrong code is refused by the server.
  await typeCode(totp.generate({ timestamp: portalNow().getTime() }) === '000000' ? '111111' : '000000');
  await code.getByRole('button', { name: 'Next' }).click();
  await expect(code.getByRole('alert')).toContainText('That code is not right');
  await checkPanel(page, 'profile-two-fa-code-error');

  await typeCode(totp.generate({ timestamp: portalNow().getTime() }));
  await code.getByRole('button', { name: 'Next' }).click();
  await expect(code.getByRole('button', { name: 'Verify' })).toBeVisible();
  await checkPanel(page, 'profile-two-fa-verify');
  await typeCode(totp.generate({ timestamp: portalNow().getTime() }));
  await code.getByRole('button', { name: 'Verify' }).click();
  await expect(code).toBeHidden();
  await expect(section.getByRole('status')).toHaveText('Two factor authentication is now on for your account.');
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await checkPage(page, 'profile-two-fa-on');

  await section.getByRole('button', { name: 'Disable' }).click();
  const disable = panel(page, 'Turn off two factor authentication');
  await disable.getByRole('button', { name: 'Disable' }).click();
  await expect(disable.getByRole('alert').getByRole('link')).toHaveText([
    'Please enter the reason that you are disabling this feature.',
    'Enter your current password or a code from your authenticator app.',
  ]);
  await checkPanel(page, 'profile-two-fa-disable-errors');
  await disable.getByLabel('Reason').fill('I have a new phone and will set it up again later.');
  // A wrong password is refused at its field; the right one turns two-factor off.
  await disable.getByLabel('Current password').fill('Not-The-Password-1!');
  await disable.getByRole('button', { name: 'Disable' }).click();
  await expect(disable.getByRole('alert').getByRole('link')).toHaveText('That password is not right');
  await disable.getByLabel('Current password').fill(DEMO_PASSWORD);
  await disable.getByRole('button', { name: 'Disable' }).click();
  await expect(disable).toBeHidden();
  await expect(section.getByRole('status')).toHaveText('Two factor authentication is now off for your account.');
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Enable' })).toBeVisible();
});

/** No demo client enforces two-factor, so the user's flags are mocked to show the enforced state. */
test('when the employer enforces two-factor, there is no Disable and the page says why (enforcement mocked)', async ({ page }) => {
  await page.route('**/api/user', async (route) => {
    const response = await fetchFromServer(route);
    await route.fulfill({ response, json: { ...(await response.json()), mfaEnabled: true, mfaEnforced: true } });
  });
  await login(page, 'employee044@acme.test');
  await openProfile(page, 'Lily');
  const section = profileSection(page, 'Two factor authentication');
  await expect(section.getByText('Your employer requires two factor authentication, so it cannot be turned off.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Disable' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Enable' })).toHaveCount(0);
  await section.scrollIntoViewIfNeeded();
  await checkPage(page, 'profile-two-fa-enforced');
});
