import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { acceptCookies, checkPage, clientUrl } from '../support/check-page.ts';
import { fillLogin, WELCOME } from '../support/auth.ts';

async function loginTo(page: Page, email: string) {
  await page.goto(clientUrl('acme', '/'));
  await acceptCookies(page);
  await fillLogin(page, email);
  await page.getByRole('button', { name: 'Login' }).click();
}

test('updated terms must be accepted before the app opens', async ({ page }) => {
  // employee060 has not accepted the current terms revision (demo seed).
  await loginTo(page, 'employee060@acme.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Nearly there' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Terms and conditions' })).toContainText('Acme Retail');
  await expect(page.getByRole('link', { name: /privacy statement/ })).toHaveAttribute('href', '/privacy-statement');
  await checkPage(page, 'new-terms');

  // Leaving asks first.
  const warned = await page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(warned).toBe(true);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please confirm that you have read the terms and conditions');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await checkPage(page, 'new-terms-error');

  await page.getByLabel('I have read the terms and conditions').check();
  const accepted = page.waitForRequest((r) => r.url().endsWith('/api/user') && r.method() === 'PATCH');
  await page.getByRole('button', { name: 'Next' }).click();
  expect((await accepted).postDataJSON()).toEqual({ termsAccepted: true });
  await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();
});

test("'Uh oh!' when the terms cannot be loaded", async ({ page }) => {
  await page.route('**/api/policies/terms-conditions', (route) => route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'x' } }));
  await loginTo(page, 'employee063@acme.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Uh oh!' })).toBeVisible();
  await expect(page.getByText('There was an issue requesting the latest Terms and conditions')).toBeVisible();
  await checkPage(page, 'new-terms-load-error');
});
