import { expect, test } from '../support/test.ts';
import { ADMIN_EMAIL, fillLogin, login, readMailbox } from '../support/auth.ts';
import { acceptCookies, checkPage, clientUrl } from '../support/check-page.ts';

test('contact form checks fields on blur, sends, and the e-mail reaches the mailbox', async ({ page }) => {
  // Two people, the mailbox's framed e-mails checked with axe and photographed twice: over a minute on a busy machine.
  test.slow();
  await page.goto(clientUrl('acme', '/contact-us/'));
  await acceptCookies(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /comments/i })).toHaveAttribute('rows', '5');
  await checkPage(page, 'contact-form');

  // Validated on blur.
  await page.getByRole('combobox', { name: /subject/i }).focus();
  await page.getByRole('combobox', { name: /subject/i }).blur();
  await expect(page.getByText('Please provide a subject for your message')).toBeVisible();
  await page.getByRole('textbox', { name: /comments/i }).focus();
  await page.getByRole('textbox', { name: /comments/i }).blur();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.getByRole('button', { name: /send/i }).click();
  // The summary names the field of each 'This field is required'.
  const summary = page.getByRole('alert').filter({ hasText: 'Please correct the errors below' });
  await expect(summary.getByRole('link')).toHaveText([
    'First name: This field is required',
    'Surname: This field is required',
    'Email: This field is required',
    'Please provide a subject for your message',
    'Comments: This field is required',
  ]);
  await checkPage(page, 'contact-errors');

  const comment = `Can I add my partner to private medical cover? ${Date.now()}`;
  await page.getByRole('combobox', { name: /subject/i }).selectOption({ index: 1 });
  await page.getByRole('textbox', { name: /comments/i }).fill(comment);
  await page.getByRole('textbox', { name: /first name/i }).fill('Ada');
  await page.getByRole('textbox', { name: /surname/i }).fill('Lovelace');
  await page.getByRole('textbox', { name: /email/i }).fill('ada@example.test');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('Your message has been sent!')).toBeVisible();
  await expect(page.getByText('We will contact you as soon as possible.')).toBeVisible();
  await checkPage(page, 'contact-success');

  const sent = (await readMailbox(page.request)).find((m) => m.text.includes(comment));
  expect(sent?.to).toBe('hr-enquiries@acme.test');

  // The mailbox page is for the platform administrator (cookies are already accepted here).
  await page.goto(clientUrl('acme', '/'));
  await fillLogin(page, ADMIN_EMAIL);
  await page.getByRole('button', { name: 'Login' }).click();
  // A platform administrator lands on the admin console (issue 26 item 9).
  await expect(page).toHaveURL(/\/app\/admin\/$/);
  await page.goto(clientUrl('acme', '/dev/mailbox'));
  await expect(page.getByRole('heading', { level: 1, name: 'Dev mailbox' })).toBeVisible();
  await expect(page.getByText(sent!.subject).first()).toBeVisible();
  // When it was sent, the UK way on the UK clock ('2 Jan 2026, 10:00'), not the browser's or the ISO form.
  await expect(page.locator('main time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
  await checkPage(page, 'dev-mailbox');
});

test('the dev mailbox is for platform administrators only', async ({ page }) => {
  expect((await page.request.get('/api/dev/mailbox')).status()).toBe(401);
  await page.goto(clientUrl('acme', '/dev/mailbox'));
  await expect(page).toHaveURL(clientUrl('acme', '/'));

  await login(page, 'employee@acme.test');
  await page.goto(clientUrl('acme', '/dev/mailbox'));
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText(/only a platform administrator can read it/)).toBeVisible();
});

test('links in a previewed e-mail open in a new tab, leaving the mailbox as it was', async ({ page, context }) => {
  await login(page, ADMIN_EMAIL);
  await page.goto(clientUrl('acme', '/dev/mailbox'));
  const welcome = page.frameLocator('iframe[title="E-mail preview: Welcome to Acme Rewards"]').first();
  const opened = context.waitForEvent('page');
  // The documents asked for from the click on: the mailbox itself stays where it is (checked below), so these are the tab's.
  const documents: string[] = [];
  context.on('request', (request) => void (request.isNavigationRequest() && documents.push(new URL(request.url()).pathname)));
  await welcome.getByRole('link', { name: 'Activate your account' }).click();
  const tab = await opened;
  await tab.waitForLoadState('domcontentloaded');
  // The tab shares the administrator's login, so the app may already have sent it home from the activation page
  // (a CI run saw only /app/home/): the address the tab opened is the first document asked for.
  expect(documents[0]).toMatch(/^\/activation\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Dev mailbox' })).toBeVisible();
  await expect(welcome.getByRole('link', { name: 'Activate your account' })).toBeVisible();
});

test('contact us is closed on globex and sends the visitor away', async ({ page }) => {
  await page.goto(clientUrl('globex', '/contact-us/'));
  await expect(page).not.toHaveURL(/contact-us/);
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toHaveCount(0);
});

test('the contact page explains a failure to load', async ({ page }) => {
  await page.route('**/api/cms-content/contact', (route) => route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'x' } }));
  await page.goto(clientUrl('acme', '/contact-us/'));
  await expect(page.getByText('There was a problem loading this page')).toBeVisible();
  await expect(page.getByText(/Please try again. If your query is urgent, please/)).toBeVisible();
  await checkPage(page, 'contact-load-error');
});
