import { expect, test } from '../support/test.ts';
import { ADMIN_EMAIL, login } from '../support/auth.ts';
import { checkPage, clientUrl } from '../support/check-page.ts';

// Issue 39: a platform administrator creates an API key for a client, sees its secret once, the key works on the public
// API, and once revoked it no longer does. Names are unique per run, as the server keeps what earlier runs made.
const run = Date.now().toString(36).slice(-6);
const keyName = `Payroll ${run}`;

test('create an API key, see its secret once, use it, and revoke it', async ({ page }) => {
  test.slow(); // several states, each checked with axe and photographed at two widths
  await login(page, ADMIN_EMAIL);
  await page.goto(clientUrl('acme', '/app/admin/clients'));
  await page.getByLabel('Search by name or code').fill('acme');
  await page.getByRole('table', { name: 'Clients' }).getByRole('link').first().click();
  await page.getByRole('navigation', { name: 'Client settings' }).getByRole('link', { name: 'API access' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'API access' })).toBeVisible();
  // The section (the table's scrolling wrapper is a region of the same name too).
  const keys = page.getByRole('region', { name: 'API keys' }).filter({ has: page.getByRole('heading', { level: 3, name: 'API keys' }) });
  await expect(keys.getByRole('table', { name: 'API keys' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'SCIM tokens' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'SCIM tokens' })).toBeVisible();

  // The form's errors come from the server's rules.
  await keys.getByRole('button', { name: 'Create API key' }).click();
  await expect(keys.getByText('Enter a name of 1 to 80 characters').first()).toBeVisible();
  await expect(keys.getByText('Choose at least one of the listed scopes').first()).toBeVisible();

  await keys.getByLabel('Name').fill(keyName);
  await keys.getByRole('checkbox', { name: /selections:read/ }).check();
  await keys.getByRole('button', { name: 'Create API key' }).click();

  // The secret, once, with the warning and copy buttons.
  const dialog = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('this is the only time it is shown')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy Secret' })).toBeVisible();
  const token = await dialog.getByRole('textbox', { name: 'Bearer token' }).inputValue();
  const secret = await dialog.getByRole('textbox', { name: 'Secret', exact: true }).inputValue();
  expect(token).toMatch(/^bpk_[\w-]+\.[\w-]+$/);
  await checkPage(page, 'admin-client-api-key-secret');
  const selections = await page.request.get('/api/public/v1/selections?on=2026-06-01', { headers: { authorization: `Bearer ${token}` } });
  expect(selections.status()).toBe(200);
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(dialog).toBeHidden();

  // Listed with what it may do, never its secret.
  const row = keys.getByRole('row', { name: new RegExp(keyName) });
  await expect(row).toContainText('selections:read');
  await expect(row).toContainText('Active');
  expect(await page.content()).not.toContain(secret);
  await checkPage(page, 'admin-client-api-access');

  // Revoked after a confirmation: the key stops working at once.
  await row.getByRole('button', { name: `Revoke ${keyName}` }).click();
  const confirm = page.getByRole('dialog', { name: `Revoke "${keyName}"?` });
  await expect(confirm.getByText('Anything that uses it stops working at once.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(confirm.getByText(`"${keyName}" was revoked.`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Done' }).click();
  await expect(row).toContainText('Revoked');
  const refused = await page.request.get('/api/public/v1/selections?on=2026-06-01', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
});
