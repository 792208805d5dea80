import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD, login } from '../support/auth.ts';
import { checkPage } from '../support/check-page.ts';

/** A generated Acme employee no other spec uses: the magic link asked for here is the entry this spec looks for. */
const EMPLOYEE = 'employee086@acme.test';

/** As Priya (hr@acme.test), through the API: asks for a magic link to log in as the employee; answers the employee's name. */
async function askForMagicLink(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', { data: { email: 'hr@acme.test', password: DEMO_PASSWORD, deviceToken: 'e2e-audit-log-setup' } });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const { clientId } = (await (await request.get('/api/user', { headers })).json()) as { clientId: number };
  const found = (await (await request.get(`/api/v2/client/${clientId}/employees?search=${EMPLOYEE}`, { headers })).json()) as {
    data: { id: number; firstName: string; surname: string }[];
  };
  const employee = found.data[0]!;
  const link = await request.post(`/api/v2/scheme/${clientId}/employees/${employee.id}/magic-link`, { headers, data: { password: DEMO_PASSWORD } });
  expect(link.status(), await link.text()).toBe(200);
  return `${employee.firstName} ${employee.surname}`;
}

test('an employer reads who did what to whom in the audit log, filters it and downloads it', async ({ page, request }) => {
  test.slow(); // Every state is checked with axe and photographed at two widths.
  const name = await askForMagicLink(request);
  const sentence = `Priya Shah asked for a magic link to log in as ${name}`;

  await login(page, 'hr@acme.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  const tile = page.getByRole('listitem').filter({ hasText: 'Audit log' });
  await expect(tile.getByText(/^\d+ entr(y|ies)$/)).toBeVisible();
  await tile.getByRole('link', { name: 'View the audit log' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\/audit-log$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Employer dashboard' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit log entries, newest first' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await checkPage(page, 'audit-log');

  // Whom: the employee, found by e-mail; what: the magic link. The filter is in the address.
  await page.getByLabel('Person affected (name, e-mail or employee number)').fill(EMPLOYEE);
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Magic link issued' });
  const row = table.getByRole('row').filter({ hasText: sentence }).first();
  await expect(row).toBeVisible();
  await expect(row.locator('td[data-label="By"]')).toHaveText('Priya Shah');
  await expect(row.locator('td[data-label="Person affected"]')).toHaveText(name);
  await expect(page).toHaveURL(/subject=employee086%40acme\.test/);
  await checkPage(page, 'audit-log-filtered');

  // A refresh keeps the filter.
  await page.reload();
  await expect(page.getByLabel('Action', { exact: true })).toHaveValue('magic-link.issued');
  await expect(table.getByRole('row').filter({ hasText: sentence }).first()).toBeVisible();

  // The same filter as CSV: the sentence, who and whom.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('audit-log.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  // The byte-order mark first, so Excel reads it as UTF-8 (issue 37 item 2).
  expect(csv.split('\n')[0]).toBe('\uFEFFWhen,By,By (e-mail),Person affected,Action,What happened,Result');
  expect(csv).toContain(`Priya Shah,hr@acme.test,${name},Magic link issued,${sentence},200`);

  // Days: an end before the start is shown beside the field; days with nothing say so.
  await page.getByLabel('From', { exact: true }).fill('2099-01-02');
  await expect(page.getByText('No entries match these filters.')).toBeVisible();
  await page.getByLabel('To', { exact: true }).fill('2099-01-01');
  await expect(page.getByText('The end date must be on or after the start date')).toBeVisible();
  await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await checkPage(page, 'audit-log-date-error');
});
