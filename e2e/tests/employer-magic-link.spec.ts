import type { Page } from '@playwright/test';
import { expect, test, newPortalContext } from '../support/test.ts';
import { ownTexts, ssoTexts } from '@portal/contracts';
import { DEMO_PASSWORD, login, WELCOME } from '../support/auth.ts';
import { checkPage } from '../support/check-page.ts';

const priya = (page: Page) => page.getByRole('button', { name: 'Hi, Priya', exact: true });
const banner = (page: Page) => page.getByRole('region', { name: 'Masquerade session' });

/** Priya's own session, checked where a session of Sam's would show: her greeting, and her employer dashboard. */
async function expectPriyasTab(page: Page) {
  await expect(priya(page)).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employer dashboard' })).toBeVisible();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Registered employees' })
      .getByText(/^\d+ of \d+$/),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeHidden();
}

test("an employer's login link opens the employee's session in a tab of its own, with the banner, and ends it there alone", async ({ page, browser }) => {
  test.slow(); // Two tabs, each checked with axe and photographed at two widths.
  await login(page, 'hr@acme.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('listitem').filter({ hasText: 'Registered employees' }).getByRole('link', { name: 'View employee data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employee data' })).toBeVisible();
  await page.getByLabel('Search by name, e-mail or employee number').fill('employee@acme.test');
  await page.getByRole('button', { name: 'View Sam Taylor' }).click();
  const panel = page.getByRole('dialog', { name: 'Sam Taylor' });

  // A mistyped password is refused; it does not count towards the captcha of Priya's next login (checked at the end).
  await panel.getByLabel('Your password').fill('Not-My-Password-1!');
  await panel.getByRole('button', { name: 'Open a login link' }).click();
  await expect(panel.getByText(ssoTexts.passwordWrong).first()).toBeVisible();

  await panel.getByLabel('Your password').fill(DEMO_PASSWORD);
  const linkAnswer = page.waitForResponse((r) => /\/magic-link$/.test(r.url()) && r.request().method() === 'POST');
  const [sam] = await Promise.all([page.context().waitForEvent('page'), panel.getByRole('button', { name: 'Open a login link' }).click()]);
  const { url } = (await (await linkAnswer).json()) as { url: string };
  expect(url).toMatch(/\/sso-login\/mgc\/mgc_/);
  const year = /\/(\d{4})$/.exec(url)?.[1];

  // The new tab is Sam's, and says whose session it is and that it is an impersonation.
  await expect(sam).toHaveURL(/\/app\/home\/$/);
  await expect(sam.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();
  await expect(sam.getByRole('button', { name: /^Hi, Sam/ })).toBeVisible();
  await expect(banner(sam)).toContainText(`Viewing as Sam Taylor · Scheme year ${year}`);
  await expect(banner(sam).getByRole('link', { name: 'End session' })).toBeVisible();
  await checkPage(sam, 'magic-link-home');

  // Priya's tab is still hers, before and after a reload; Sam's tab is still Sam's after a reload.
  await panel.getByRole('button', { name: 'Close' }).click();
  await expectPriyasTab(page);
  await page.reload();
  await expectPriyasTab(page);
  await sam.reload();
  await expect(banner(sam)).toContainText('Viewing as Sam Taylor');
  await expect(sam.getByRole('button', { name: /^Hi, Sam/ })).toBeVisible();

  // End session ends Sam's session in that tab alone.
  await banner(sam).getByRole('link', { name: 'End session' }).click();
  await expect(sam.getByRole('heading', { level: 1, name: ownTexts.impersonationEndedTitle })).toBeVisible();
  await expect(sam.getByText(ownTexts.impersonationEndedBody('Sam Taylor'))).toBeVisible();
  await checkPage(sam, 'magic-link-ended');
  await page.reload();
  await expectPriyasTab(page);
  await sam.close();

  // Priya logs in again elsewhere without a captcha, despite the mistyped link password (login() fails on a captcha).
  const elsewhere = await newPortalContext(browser);
  await login(await elsewhere.newPage(), 'hr@acme.test');
  await elsewhere.close();
});
