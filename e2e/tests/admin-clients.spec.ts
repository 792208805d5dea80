import { expect, test } from '../support/test.ts';
import { ADMIN_EMAIL, latestMailTo, linkPath, login } from '../support/auth.ts';
import { checkPage, clientUrl } from '../support/check-page.ts';

// Issue 27 §2: a platform administrator adds a client, sets its details and features, invites an HR administrator and
// reads the readiness checklist. Codes are unique per run, as the server keeps what earlier runs made.
const run = Date.now().toString(36).slice(-6);
const code = `e2e-${run}`;
const name = `Vandelay ${run}`;
const hrEmail = `hana.${run}@vandelay.test`;

test('add a client, set its details and features, invite an HR administrator, read its readiness', async ({ page }) => {
  test.slow(); // many screens, each checked with axe and photographed at two widths
  await login(page, ADMIN_EMAIL);
  await page.goto(clientUrl('acme', '/app/admin/clients'));
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Clients' })).toBeVisible();
  await checkPage(page, 'admin-clients');

  // Add client: the form's own errors first, then a good one.
  await page.getByRole('link', { name: 'Add client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add client' })).toBeVisible();
  await page.getByRole('button', { name: 'Add client' }).click();
  await expect(page.getByText('Enter the client name').first()).toBeVisible();
  await page.getByLabel('Code').fill('www');
  await page.getByRole('button', { name: 'Add client' }).click();
  await expect(page.getByText('This name is kept for the platform: choose another').first()).toBeVisible();
  await checkPage(page, 'admin-client-add-errors');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Add client' }).click();

  // Details.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Status: Draft')).toBeVisible();
  await page.getByLabel('Name').fill(`${name} Industries`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${name} Industries` })).toBeVisible();
  await checkPage(page, 'admin-client-details');

  // Features: OneHub needs its logout address.
  await page.getByRole('navigation', { name: 'Client settings' }).getByRole('link', { name: 'Features' }).click();
  await page.getByRole('checkbox', { name: 'OneHub integration' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter the address people go to when they log out').first()).toBeVisible();
  await page.getByLabel('OneHub logout address').fill('https://onehub.vandelay.test/logout');
  await page.getByLabel('Payroll cut-off day').fill('15');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await checkPage(page, 'admin-client-features');

  // Administrators: invite one; the welcome e-mail goes out.
  await page.getByRole('navigation', { name: 'Client settings' }).getByRole('link', { name: 'Administrators' }).click();
  await page.getByLabel('First name').fill('Hana');
  await page.getByLabel('Surname').fill('Ito');
  await page.getByLabel('E-mail address').fill(hrEmail);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent: they will get the welcome e-mail.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(hrEmail) });
  await expect(row).toContainText('Invited');
  const mail = await latestMailTo(page, hrEmail, /^Welcome to /);
  expect(linkPath(mail)).toMatch(/^\/activation\//);
  await checkPage(page, 'admin-client-administrators');

  // Webhooks (issue 39): an endpoint for the client's own systems. A private or plain-http address is refused (production),
  // the signing secret is shown once, the delivery log opens (nothing sent yet: the client is new), off, then deleted.
  await page.getByRole('navigation', { name: 'Client settings' }).getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Webhooks' })).toBeVisible();
  await expect(page.getByText('No endpoints yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByText('Enter the address').first()).toBeVisible();
  await expect(page.getByText('Choose at least one event').first()).toBeVisible();
  await page.getByLabel('Address', { exact: true }).fill('http://10.0.0.5/hooks');
  await page.getByRole('checkbox', { name: 'A choice approved' }).check();
  await page.getByRole('checkbox', { name: 'An employee left' }).check();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByText('The address must start with https://').first()).toBeVisible();
  const hook = 'https://8.8.8.8/hooks/vandelay';
  await page.getByLabel('Address', { exact: true }).fill(hook);
  await page.getByLabel('Description').fill('Vandelay HR system');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
  await expect(secretDialog.getByLabel('Signing secret', { exact: true })).toHaveValue(/^whsec_[A-Za-z0-9+/]{43}=$/);
  await checkPage(page, 'admin-client-webhook-secret');
  await secretDialog.getByRole('button', { name: 'I have copied it' }).click();
  const endpointRow = page.getByRole('row', { name: new RegExp(hook.replace(/[./]/g, '\\$&')) });
  await expect(endpointRow).toContainText('A choice approved, An employee left');
  await expect(endpointRow).toContainText('On');
  await page.getByRole('button', { name: `Delivery log: ${hook}` }).click();
  await expect(page.getByText('Nothing sent to this endpoint yet.')).toBeVisible();
  await checkPage(page, 'admin-client-webhooks');
  await page.getByRole('button', { name: `Turn off: ${hook}` }).click();
  await expect(endpointRow).toContainText('Off');
  // A new secret: the old one keeps signing beside it for a day, and the row says until when.
  await page.getByRole('button', { name: `New secret: ${hook}` }).click();
  const rotateDialog = page.getByRole('dialog', { name: 'Make a new signing secret?' });
  await expect(rotateDialog.getByText(/^For 24 hours each message is signed with both secrets/)).toBeVisible();
  await rotateDialog.getByRole('button', { name: 'Make a new secret' }).click();
  await expect(rotateDialog.getByLabel('Signing secret', { exact: true })).toHaveValue(/^whsec_[A-Za-z0-9+/]{43}=$/);
  await rotateDialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(endpointRow).toContainText('The previous secret also signs until');
  await page.getByRole('button', { name: `Delete: ${hook}` }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete this endpoint?' });
  await deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(deleteDialog.getByText('The endpoint is deleted.')).toBeVisible();
  await deleteDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('No endpoints yet.')).toBeVisible();

  // Data protection (issue 39): how long leavers' data is kept; payroll records never shorter than personal data.
  await page.getByRole('navigation', { name: 'Client settings' }).getByRole('link', { name: 'Data protection' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Retention of leavers’ data' })).toBeVisible();
  await expect(page.getByLabel('Personal data (months after leaving)')).toHaveValue('24');
  await expect(page.getByLabel('Payroll records (months after leaving)')).toHaveValue('72');
  await page.getByLabel('Payroll records (months after leaving)').fill('12');
  await page.getByRole('button', { name: 'Save retention periods' }).click();
  await expect(page.getByText('Payroll records must be kept at least as long as personal data').first()).toBeVisible();
  await checkPage(page, 'admin-client-data-protection-errors');
  await page.getByLabel('Personal data (months after leaving)').fill('12');
  await page.getByLabel('Payroll records (months after leaving)').fill('84');
  await page.getByRole('button', { name: 'Save retention periods' }).click();
  await expect(page.getByText('Retention periods saved')).toBeVisible();
  await checkPage(page, 'admin-client-data-protection');

  // Readiness: red lines with links to fix them; Go live stays off.
  await page.getByRole('navigation', { name: 'Client settings' }).getByRole('link', { name: 'Readiness' }).click();
  await expect(page.getByText('At least one HR administrator active')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Invite an HR administrator' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go live' })).toBeDisabled();
  await checkPage(page, 'admin-client-readiness');

  // The list finds it by code.
  await page.goto(clientUrl('acme', '/app/admin/clients'));
  await page.getByLabel('Search by name or code').fill(code);
  await expect(page.getByRole('link', { name: `${name} Industries` })).toBeVisible();
});

// Issue 27 §2, Branding and Content tabs, on a client of its own (never the demo clients other tests read).
test('brand a new client (a low-contrast colour refused) and give it its own FAQ', async ({ page }) => {
  test.slow(); // many screens, each checked with axe and photographed at two widths
  const brandCode = `e2b-${run}`;
  await login(page, ADMIN_EMAIL);
  await page.goto(clientUrl('acme', '/app/admin/clients'));
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await page.getByRole('link', { name: 'Add client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add client' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(`Brand ${run}`);
  await page.getByLabel('Code', { exact: true }).fill(brandCode);
  await page.getByRole('button', { name: 'Add client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Brand ${run}` })).toBeVisible();

  const tabs = page.getByRole('navigation', { name: 'Client settings' });
  await tabs.getByRole('link', { name: 'Branding' }).click();
  const primary = page.getByRole('textbox', { name: 'Primary colour', exact: true });
  await primary.fill('#7FD3F7');
  await expect(page.getByText(/Text on this primary colour would be hard to read/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByText('Branding saved')).toHaveCount(0);
  await primary.fill('#0B3D2E');
  await page.getByRole('textbox', { name: 'Brand name' }).fill(`Brand ${run} Rewards`);
  await page.getByRole('textbox', { name: 'Support e-mail' }).fill('help@brand.test');
  await page.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByText('Branding saved')).toBeVisible();
  await checkPage(page, 'admin-client-branding');
  const theme = await (await page.request.get(`/api/theme/${brandCode}.localhost`)).json();
  expect(theme).toMatchObject({ primaryColour: '0B3D2E', benefitBrandName: `Brand ${run} Rewards` });

  await tabs.getByRole('link', { name: 'Content' }).click();
  const faqs = page.getByRole('form', { name: 'FAQs' });
  await faqs.getByRole('button', { name: 'Add a question' }).click();
  const first = faqs.getByRole('group', { name: 'Question 1' });
  await first.getByLabel('Category').fill('General');
  await first.getByLabel('Question').fill('Where do I start?');
  await first.getByLabel('Answer (HTML)').fill('<p>On the home page.</p>');
  await faqs.getByRole('button', { name: 'Save FAQs' }).click();
  await expect(faqs.getByText('Saved')).toBeVisible();
  await checkPage(page, 'admin-client-content');
});
