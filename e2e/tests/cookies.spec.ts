import { expect, test } from '../support/test.ts';
import { acceptCookies, checkPage, clientUrl } from '../support/check-page.ts';
import { emailBox } from '../support/auth.ts';

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

test('Enter on Accept cookies moves focus to the main content', async ({ page }) => {
  await page.goto(clientUrl('acme', '/'));
  await page.getByRole('button', { name: 'Accept cookies' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Accept cookies' })).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
});

test('the footer opens the cookie settings again; Escape and Cancel keep the saved choice', async ({ page }) => {
  await page.goto(clientUrl('acme', '/'));
  await acceptCookies(page);
  const dialog = page.getByRole('dialog', { name: 'Cookie Settings' });
  const saved = async () => JSON.parse((await page.evaluate(() => localStorage.getItem('root'))) ?? '{}').state.cookie;

  for (const leave of ['Escape', 'Cancel'] as const) {
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Video player cookies' }).click();
    const toggle = dialog.getByRole('switch', { name: 'Enabled' });
    await expect(toggle).toBeChecked();
    await toggle.click({ force: true });
    await expect(toggle).not.toBeChecked();
    if (leave === 'Cancel') {
      await checkPage(page, 'cookie-settings-from-footer');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    } else {
      await page.keyboard.press('Escape');
    }
    await expect(dialog).toBeHidden();
    expect(await saved()).toEqual({ cookiesAccepted: true, nonNecessaryCookiesEnabled: true });
  }

  // Saved, the choice sticks and the dialog shows it next time.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await dialog.getByRole('button', { name: 'Video player cookies' }).click();
  await dialog.getByRole('switch', { name: 'Enabled' }).click({ force: true });
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(dialog).toBeHidden();
  expect(await saved()).toEqual({ cookiesAccepted: true, nonNecessaryCookiesEnabled: false });
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await dialog.getByRole('button', { name: 'Video player cookies' }).click();
  await expect(dialog.getByRole('switch', { name: 'Enabled' })).not.toBeChecked();
});

test('at 375 px the banner covers no part of the login form, and the cookie table fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(clientUrl('acme', '/'));
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await emailBox(page).fill('employee@acme.test');
  await page.getByRole('button', { name: 'Next' }).click();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Login' }) });
  for (const y of [0, 10_000]) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const [a, b] = [await banner.boundingBox(), await form.boundingBox()];
    const overlap = a && b && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, `banner ${JSON.stringify(a)} form ${JSON.stringify(b)}`).toBeFalsy();
  }
  await page.getByRole('button', { name: 'Login' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Login' })).toBeInViewport({ ratio: 1 });

  await page.goto(clientUrl('acme', '/cookie-policy/'));
  await expect(page.locator('.prose table').first()).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    tables: Array.from(document.querySelectorAll('.prose table')).map((t) => Math.ceil(t.getBoundingClientRect().right)),
  }));
  expect(widths.page).toBeLessThanOrEqual(375);
  for (const right of widths.tables) expect(right).toBeLessThanOrEqual(375);
});

test('a footer link reached by Tab shows above the banner, not behind it', async ({ page }) => {
  await page.goto(clientUrl('acme', '/privacy-statement'));
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy statement' })).toBeVisible();
  const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' });
  await page.getByRole('link', { name: 'Home' }).first().focus();
  for (let presses = 0; presses < 80 && !(await privacy.evaluate((link) => link === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(privacy).toBeFocused();
  const link = (await privacy.boundingBox())!;
  const banner = (await page.getByRole('region', { name: 'Cookie consent' }).boundingBox())!;
  expect(link.y + link.height, 'the focused link ends above the banner').toBeLessThanOrEqual(banner.y);
});
