import { expect, test } from '@playwright/test';
import { acceptCookies, checkPage, clientUrl } from '../support/check-page.ts';

test('the cookie banner accepts and remembers only the cookie choice', async ({ page }) => {
  await page.goto(clientUrl('acme', '/'));
  const banner = page.getByRole('region', { name: /cookie/i });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Manage cookies' })).toBeVisible();
  await checkPage(page, 'cookie-banner');
  await acceptCookies(page);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? 'null'));
  expect(JSON.stringify(stored)).toContain('"cookiesAccepted":true');
  expect(Object.keys(stored.state ?? stored)).toEqual(['cookie']);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept cookies' })).toHaveCount(0);
});

test('cookie settings show both kinds of cookies and turn video cookies off', async ({ page }) => {
  await page.goto(clientUrl('acme', '/'));
  await page.getByRole('button', { name: 'Manage cookies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Essential cookies' }).click();
  await expect(dialog.getByText('Always Enabled')).toBeVisible();
  await dialog.getByRole('button', { name: 'Video player cookies' }).click();
  const toggle = dialog.getByRole('switch', { name: 'Enabled' });
  await expect(toggle).toBeChecked();
  await checkPage(page, 'cookie-settings');
  await toggle.click({ force: true });
  await expect(toggle).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(dialog).toBeHidden();
  const stored = await page.evaluate(() => localStorage.getItem('root') ?? '');
  expect(stored).toContain('"nonNecessaryCookiesEnabled":false');
  expect(stored).toContain('"cookiesAccepted":true');
});

test('the banner is not shown on the cookie policy page', async ({ page }) => {
  await page.goto(clientUrl('acme', '/cookie-policy/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Our Cookie Policy' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept cookies' })).toHaveCount(0);
});
