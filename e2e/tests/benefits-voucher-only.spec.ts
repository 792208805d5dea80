import { expect, test } from '@playwright/test';
import { checkPage } from '../support/check-page.ts';
import { login } from '../support/auth.ts';

// Lee is the demo's only voucher-only user. password-reset.spec.ts later changes Lee's password; this
// file sorts (and so runs) well before it, and only reads.
test('Lee, who left with a voucher balance, sees neither My benefits nor Dashboard and manages his vouchers', async ({ page }) => {
  await login(page, 'leaver@acme.test');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'FAQs']);
  await expect(page.getByRole('heading', { name: 'Your childcare vouchers' })).toBeVisible();
  await expect(page.getByText('£250.00').first()).toBeVisible();
  await checkPage(page, 'home-voucher-only');

  await page.getByRole('link', { name: 'Manage your vouchers' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage your vouchers' })).toBeVisible();
  const figures = page.getByRole('definition');
  await expect(figures).toHaveText(['£250.00', /^\d\d\.06\.\d\d$/, 'None scheduled']);
  const frame = page.frameLocator('iframe[title="Your childcare voucher orders"]');
  await expect(frame.getByRole('heading', { name: 'Your childcare voucher orders' })).toBeVisible();
  await expect(frame.getByText('CCV-10231')).toBeVisible();
  await checkPage(page, 'ccv-manage');
});
