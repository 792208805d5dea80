import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { ADMIN_EMAIL, login } from '../support/auth.ts';
import { checkPage, clientUrl } from '../support/check-page.ts';
import { zipFiles } from '../support/zip.ts';

// Issue 39: in the admin console's people table a platform administrator downloads a person's personal data and erases
// a leaver's. The demo's leaver former@acme.test is erased by employer-employees.spec.ts (and leaver@acme.test is read
// by other specs), so this walk makes its own client and people, as its identity provider would: through SCIM.
const run = Date.now().toString(36).slice(-6);
const clientName = `Kramerica ${run}`;
const code = `e2k-${run}`;
const stayer = { given: 'Robin', family: 'Stayer', email: `robin.${run}@kramerica.test` };
const leaver = { given: 'Dana', family: 'Leaver', email: `dana.${run}@kramerica.test` };
const fullName = (person: { given: string; family: string }) => `${person.given} ${person.family}`;

/** A call of the portal's API from the page, with the administrator's session (as the console makes it). */
async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const { status, json } = await page.evaluate(
    async ({ method, path, body }) => {
      const { access_token } = JSON.parse(localStorage.getItem('loginCredentials') ?? '{}') as { access_token?: string };
      const response = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as unknown };
    },
    { method, path, body },
  );
  expect(status, `${method} ${path}`).toBeLessThan(300);
  return json as T;
}

/**
 * A client of its own with one person still employed and one leaver: the client and a SCIM token by the console's API,
 * the people by SCIM on the client's own address (a second tab: Node does not resolve *.localhost, Chromium does).
 */
async function makeClientWithLeaver(page: Page) {
  const client = await callApi<{ id: number }>(page, 'POST', '/api/admin/clients', { name: clientName, code });
  const { token } = await callApi<{ token: string }>(page, 'POST', `/api/admin/clients/${client.id}/api-credentials`, { kind: 'scim', name: 'Entra ID' });
  const scim = await page.context().newPage();
  await scim.goto(clientUrl(code, '/api/ping'));
  const answers = await scim.evaluate(
    async ({ token, people }) => {
      const call = async (method: string, path: string, body?: unknown) => {
        const response = await fetch(`/scim/v2${path}`, {
          method,
          // Only with a body: an empty body declared as JSON is refused.
          headers: { Authorization: `Bearer ${token}`, ...(body !== undefined && { 'Content-Type': 'application/scim+json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, json: response.status === 204 ? null : ((await response.json()) as { id?: string }) };
      };
      const made = [];
      for (const person of people) {
        made.push(
          await call('POST', '/Users', {
            schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', 'urn:ietf:params:scim:schemas:extension:benefitsportal:2.0:User'],
            userName: person.email,
            active: true,
            name: { givenName: person.given, familyName: person.family },
            'urn:ietf:params:scim:schemas:extension:benefitsportal:2.0:User': { dateOfBirth: '1986-03-14', employmentStartDate: '2024-01-08' },
          }),
        );
      }
      // Disabled in the identity provider: a leaver, leaving today.
      const left = await call('DELETE', `/Users/${made[1]!.json!.id}`);
      return [...made.map((m) => m.status), left.status];
    },
    { token, people: [stayer, leaver] },
  );
  expect(answers).toEqual([201, 201, 204]);
  await scim.close();
}

test('a platform administrator downloads a person’s personal data and erases a leaver’s from the people table', async ({ page }) => {
  test.slow(); // several states, each checked with axe and photographed at two widths
  await login(page, ADMIN_EMAIL);
  await makeClientWithLeaver(page);
  await page.reload();

  // The console: choose the client; both people are listed, the leaver as left.
  await page.getByLabel('Client').selectOption({ label: clientName });
  const people = page.getByRole('table', { name: `People of ${clientName}` });
  const stayerRow = people.getByRole('row', { name: new RegExp(stayer.email.replace(/\./g, '\\.')) });
  const leaverRow = people.getByRole('row', { name: new RegExp(leaver.email.replace(/\./g, '\\.')) });
  await expect(leaverRow.getByRole('cell', { name: 'left, not activated' })).toBeVisible();
  await expect(people.getByRole('row')).toHaveCount(3);
  // Each row: 'View as' and 'Personal data', named after the person.
  await expect(stayerRow.getByRole('button', { name: `View as ${fullName(stayer)}` })).toBeVisible();
  await expect(stayerRow.getByRole('button', { name: `Personal data of ${fullName(stayer)}` })).toHaveText('Personal data');
  await checkPage(page, 'admin-console-people');

  // Someone still employed: their data can be downloaded, not erased.
  await stayerRow.getByRole('button', { name: `Personal data of ${fullName(stayer)}` }).click();
  let panel = page.getByRole('dialog', { name: fullName(stayer) });
  await expect(panel.getByRole('button', { name: `Download personal data of ${fullName(stayer)}` })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Erase/ })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();

  // The leaver's copy for a subject access request: a zip of my-data.json (theirs, made by an administrator) and my-data.pdf.
  await leaverRow.getByRole('button', { name: `Personal data of ${fullName(leaver)}` }).click();
  panel = page.getByRole('dialog', { name: fullName(leaver) });
  await expect(panel.getByText('For a subject access request')).toBeVisible();
  await expect(panel.getByText('This person has left. Their personal data can be erased now')).toBeVisible();
  await checkPage(page, 'admin-console-person-panel');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: `Download personal data of ${fullName(leaver)}` }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d+\.zip$/);
  const files = zipFiles(await readFile((await download.path())!));
  expect([...files.keys()].sort()).toEqual(['my-data.json', 'my-data.pdf']);
  const data = JSON.parse(files.get('my-data.json')!.toString('utf8')) as { profile: { email: string }; madeBy: string };
  expect(data.profile.email).toBe(leaver.email);
  expect(data.madeBy).toBe('admin');

  // Erase: HR's confirmation; Cancel changes nothing.
  const erase = panel.getByRole('button', { name: `Erase personal data of ${fullName(leaver)}` });
  await erase.click();
  const dialog = page.getByRole('dialog', { name: `Erase ${fullName(leaver)}’s personal data?` });
  await expect(dialog.getByText(/This cannot be undone\.$/)).toBeVisible();
  await checkPage(page, 'admin-console-person-erase');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText(leaver.email)).toBeVisible();

  await erase.click();
  await dialog.getByRole('button', { name: 'Erase personal data' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/^Personal data erased\. They now appear as Former employee P-\d+\.$/);
  const pseudonym = /Former employee P-\d+/.exec(await dialog.getByRole('status').innerText())![0];
  await dialog.locator('button', { hasText: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // The list was read again: the panel says erased and offers nothing more to erase.
  await expect(panel.getByText('left, personal data erased')).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Erase/ })).toHaveCount(0);
  await checkPage(page, 'admin-console-person-erased');
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();

  // The row is the pseudonym's; the old address finds no one.
  const erasedRow = people.getByRole('row', { name: new RegExp(pseudonym) });
  await expect(erasedRow.getByRole('cell', { name: 'left, personal data erased' })).toBeVisible();
  await expect(people.getByText(leaver.email)).toHaveCount(0);
  await expect(people.getByRole('row')).toHaveCount(3);
  await checkPage(page, 'admin-console-people-erased');
});
