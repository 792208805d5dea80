import { expect, test } from '../support/test.ts';
import { outboxTexts } from '@portal/contracts';
import { ADMIN_EMAIL, login } from '../support/auth.ts';
import { checkPage, clientUrl } from '../support/check-page.ts';

// Issue 29 §3: platform administrators see the e-mails the portal could not deliver. The end-to-end portal delivers to
// its dev mailbox, which never refuses, so the page is walked in its empty state; the rows and Retry are shown by the
// web test (OutboxPage.test.tsx) and the server's real-SMTP tests (smtp-delivery.test.ts, outbox.test.ts).
test('a platform administrator opens E-mail delivery from the header and finds nothing waiting', async ({ page }) => {
  await login(page, ADMIN_EMAIL);
  await page.goto(clientUrl('acme', '/app/admin/'));
  await page.getByRole('link', { name: outboxTexts.navLabel, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: outboxTexts.title })).toBeVisible();
  await expect(page.getByText(outboxTexts.intro)).toBeVisible();
  await expect(page.getByText(outboxTexts.empty)).toBeVisible();
  await checkPage(page, 'admin-outbox');
});
