import { expect, test } from '../support/test.ts';
import { checkPage } from '../support/check-page.ts';
import { login } from '../support/auth.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('the burger opens a full-screen menu that keeps focus, closes on Escape and on choosing a link', async ({ page }) => {
  await login(page, 'employee058@acme.test');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const burger = page.getByRole('button', { name: 'Open menu' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(burger).toHaveAttribute('aria-controls', 'mobile-menu');

  await burger.click();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link')).toHaveText(['Home', 'My benefits', 'FAQs', 'Profile Settings', 'Logout']);
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await checkPage(page, 'mobile-menu');

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused();

  await burger.click();
  await menu.getByRole('link', { name: 'FAQs' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/app\/faqs\/$/);
});
