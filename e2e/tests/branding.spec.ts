import { expect, test, portalNow } from '../support/test.ts';
import { checkPage, clientUrl } from '../support/check-page.ts';

const cssVar = (name: string) => `getComputedStyle(document.documentElement).getPropertyValue('${name}').trim().toLowerCase()`;

test('acme shows its own theme, logos and brand on the login page', async ({ page }) => {
  await page.goto(clientUrl('acme', '/'));
  await expect(page.getByRole('heading', { level: 1, name: /Acme Rewards/ })).toBeVisible();
  await expect.poll(() => page.evaluate(cssVar('--primary'))).toBe('#0b5d4b');
  await expect.poll(() => page.evaluate(cssVar('--accent'))).toBe('#f28c28');
  await expect(page.locator('header').getByRole('img', { name: 'Acme Retail' })).toHaveAttribute('src', /^\/api\/clients\/acme\/assets\/[0-9a-f]{64}\.svg$/);
  await expect(page.getByText('0800 123 4567')).toBeVisible();
  // The theme is cached for the next visit.
  const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('client-theme') ?? '{}'));
  expect(cached.primaryColour).toBe('0B5D4B');
  await checkPage(page, 'login-acme');
});

test('globex shows the default colours and its own brand', async ({ page }) => {
  await page.goto(clientUrl('globex', '/'));
  await expect(page.getByRole('heading', { level: 1, name: /Globex Benefits/ })).toBeVisible();
  await expect.poll(() => page.evaluate(cssVar('--primary'))).toBe('#001b71');
  await expect.poll(() => page.evaluate(cssVar('--accent'))).toBe('#00b5ec');
  await checkPage(page, 'login-globex');
});

test("umbrella's header shows its own brand in its own colours, never the platform's logo", async ({ page }) => {
  await page.goto(clientUrl('umbrella', '/'));
  await expect(page.getByRole('heading', { level: 1, name: /Umbrella Benefits/ })).toBeVisible();
  await expect.poll(() => page.evaluate(cssVar('--primary'))).toBe('#6b1d5c');
  const home = page.getByRole('banner').getByRole('link', { name: 'Umbrella Benefits home' });
  await expect(home).toContainText('Umbrella Benefits');
  await expect(page.getByRole('banner').locator('img')).toHaveCount(0);
  await expect(page.getByRole('banner')).not.toContainText('Benefits Portal');
  await checkPage(page, 'login-umbrella');
});

test('an unknown sub-domain gets the default branding', async ({ page }) => {
  await page.goto(clientUrl('vandelay', '/'));
  await expect(page.getByRole('heading', { level: 1, name: /Benefits Portal/ })).toBeVisible();
  await expect.poll(() => page.evaluate(cssVar('--primary'))).toBe('#001b71');
  await checkPage(page, 'login-default');
});

test('the bare host is acme', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Acme Rewards/ })).toBeVisible();
});

test('the footer has the current year, Privacy and Terms, and no Contact link when logged out', async ({ page }) => {
  await page.goto(clientUrl('acme', '/'));
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(String(portalNow().getFullYear()));
  await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy-statement');
  await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms-and-conditions');
  await expect(footer.getByRole('link', { name: /contact/i })).toHaveCount(0);
});
