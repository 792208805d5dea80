import type { APIRequestContext } from '@playwright/test';
import { expect, newPortalPage, test } from '../support/test.ts';
import { DEMO_PASSWORD, login } from '../support/auth.ts';
import { checkPage, clientUrl, photographPart } from '../support/check-page.ts';

/**
 * Issue 36: an HR administrator pauses a Cycle to Work agreement (Acme's allows pauses of up to three months in all),
 * and the person sees the pause on their benefit page. employee088@acme.test belongs to this spec alone: it chooses a
 * £900 bike, which HR approves, before the walk.
 */
const EMAIL = 'employee088@acme.test';
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthName = (first: string) => `${MONTHS[Number(first.slice(5, 7)) - 1]} ${first.slice(0, 4)}`;

async function bearer(request: APIRequestContext, email: string) {
  const res = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD, deviceToken: 'e2e-agreements-setup' } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
}

/** The person's agreement, approved: their name, and the Cycle to Work benefit's id. */
async function approvedAgreement(request: APIRequestContext): Promise<{ name: string; benefitId: number }> {
  const person = await bearer(request, EMAIL);
  const hr = await bearer(request, 'hr@acme.test');
  const me = (await (await request.get('/api/user', { headers: person })).json()) as { name: string };
  const list = (await (await request.get('/api/benefits/user/eligible', { headers: person })).json()) as { benefits: { id: number; name: string }[] };
  const cycle = list.benefits.find((b) => b.name === 'Cycle to Work')!;
  const own = (await (await request.get(`/api/benefit/${cycle.id}/selection`, { headers: person })).json()) as { selection: { status: string } | null };
  // A retry finds the agreement already made.
  if (own.selection?.status === 'active') return { name: me.name, benefitId: cycle.id };
  const chosen = await request.post(`/api/benefit/${cycle.id}/selection`, { headers: person, data: { accepted_terms: 1, values: { amount: 900 } } });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  const { selectionId } = ((await chosen.json()) as { selection: { selectionId: number } }).selection;
  const approved = await request.patch('/api/v2/scheme/selections/status', { headers: hr, data: { selectionIds: [selectionId], approval: true } });
  expect(approved.ok(), await approved.text()).toBe(true);
  return { name: me.name, benefitId: cycle.id };
}

test('an employer pauses the payments of a Cycle to Work agreement, and the person sees the pause', async ({ page, browser }) => {
  test.slow(); // Two people, each screen checked with axe and photographed at two widths.
  const { name, benefitId } = await approvedAgreement(page.request);

  await login(page, 'hr@acme.test');
  await page.goto(clientUrl('acme', '/app/employee-data/'));
  await page.getByLabel('Search by name, e-mail or employee number').fill(EMAIL);
  await page.getByRole('button', { name: `View ${name}` }).click();
  const panel = page.getByRole('dialog', { name });
  const agreement = panel
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'Cycle to Work agreement' }) })
    .last();
  const value = (label: string) => agreement.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
  await expect(panel.getByRole('heading', { name: 'Agreements' })).toBeVisible();
  await expect(value('Agreement total')).toHaveText('£900.00');
  await expect(value('Paid so far')).toHaveText(/^£\d+\.\d{2} \(\d+ of 12 instalments\)$/);
  const runs = (await value('Runs').innerText()).split(' to ');
  await agreement.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await checkPage(page, 'employee-data-agreement');
  await photographPart(agreement, 'employee-data-agreement-card');

  await agreement.getByRole('button', { name: 'Pause payments of the Cycle to Work agreement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pause payments?' });
  await expect(dialog.getByText(`Nothing is taken from ${name}’s pay for the Cycle to Work agreement in the months you pause`)).toBeVisible();
  const from = dialog.getByLabel('First month paused');
  await expect(from.locator('option').last()).toHaveText(runs[1]!);
  const firstPaused = await from.inputValue();
  await dialog.getByLabel('Months paused').selectOption({ label: '2 months' });
  await checkPage(page, 'employee-data-pause-agreement');
  await dialog.getByRole('button', { name: 'Pause payments', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    /^Payments are paused\. .+ pays again from [A-Z][a-z]+ \d{4}, and the agreement now ends on \d{1,2} [A-Z][a-z]+ \d{4}\.$/,
  );
  await dialog.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(dialog).toBeHidden();
  const secondPaused = `${firstPaused.slice(0, 5)}${String(Number(firstPaused.slice(5, 7)) + 1).padStart(2, '0')}`;
  const pausedTo = firstPaused.slice(5, 7) === '12' ? `January ${Number(firstPaused.slice(0, 4)) + 1}` : monthName(`${secondPaused}-01`);
  await expect(value('Paused')).toHaveText(`${monthName(firstPaused)} to ${pausedTo} (2 months)`);
  await expect(agreement.getByText('Payments can be paused for 1 more month.')).toBeVisible();
  await agreement.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await checkPage(page, 'employee-data-agreement-paused');
  await photographPart(agreement, 'employee-data-agreement-card-paused');

  // The person's own page says so.
  const person = await newPortalPage(browser);
  await login(person, EMAIL);
  await person.goto(clientUrl('acme', `/app/my-benefits/${benefitId}`));
  const own = person.getByRole('region', { name: 'Your agreement' });
  await expect(own.getByRole('term').filter({ hasText: 'Payments paused' }).locator('xpath=following-sibling::dd')).toHaveText(
    `${monthName(firstPaused)} to ${pausedTo}`,
  );
  await expect(own.getByText('Nothing is taken from your pay in the months paused, and the agreement ends as many months later.')).toBeVisible();
  await checkPage(person, 'benefit-agreement-paused');
  await person.context().close();
});
