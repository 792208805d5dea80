import { expect, test } from '../support/test.ts';
import { checkPage, clientUrl } from '../support/check-page.ts';
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
  // The framed page is in the theme's fonts, not Arial, and the frame is as tall as its page: no empty block.
  const themeFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  const framed = page.locator('iframe[title="Your childcare voucher orders"]');
  await expect.poll(() => framed.evaluate((f: HTMLIFrameElement) => getComputedStyle(f.contentDocument!.body).fontFamily)).toBe(themeFont);
  const fit = await framed.evaluate((f: HTMLIFrameElement) => ({ frame: f.clientHeight, page: f.contentDocument!.body.scrollHeight }));
  expect(Math.abs(fit.frame - fit.page)).toBeLessThan(4);
  await checkPage(page, 'ccv-manage');
});

test('Lee cannot choose his vouchers again: no Reapply on My benefits, the benefit page or the wizard', async ({ page }) => {
  const notEmployed = 'Only current employees can choose, change or opt out of benefits.';
  await login(page, 'leaver@acme.test');
  await page.goto(clientUrl('acme', '/app/my-benefits/'));
  const card = page.getByRole('article').filter({ hasText: 'Childcare Vouchers' });
  await expect(card.getByText('Ended')).toBeVisible();
  await expect(card.getByText(notEmployed)).toBeVisible();
  await expect(page.getByRole('link', { name: /^(Reapply|Select|Change)\b/ })).toHaveCount(0);
  await checkPage(page, 'my-benefits-voucher-only');

  await card.getByRole('link', { name: /View/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Childcare Vouchers' })).toBeVisible();
  await expect(page.getByText(notEmployed)).toBeVisible();
  await expect(page.getByRole('link', { name: /^(Reapply|Select|Change|Manage)\b/ })).toHaveCount(0);
  await checkPage(page, 'benefit-voucher-only');

  // A direct visit to the wizard or the manage page says why, and offers no way on.
  const benefitUrl = page.url();
  await page.goto(`${benefitUrl.replace(/\/$/, '')}/setup`);
  await expect(page.getByText('You cannot choose or change this benefit at the moment.')).toBeVisible();
  await expect(page.getByText(notEmployed)).toBeVisible();
  await expect(page.getByRole('button', { name: /Continue|Confirm/ })).toHaveCount(0);
  await checkPage(page, 'benefit-setup-voucher-only');
  await page.goto(`${benefitUrl.replace(/\/$/, '')}/manage`);
  await expect(page.getByText(notEmployed)).toBeVisible();
  await expect(page.getByRole('button', { name: /Opt out|Cancel/ })).toHaveCount(0);
});
