import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, newPortalPage, test } from '../support/test.ts';
import { DEMO_PASSWORD, latestMailTo, login } from '../support/auth.ts';
import { checkPage, clientUrl } from '../support/check-page.ts';

/**
 * Generated Acme employees no other spec uses; two of them choose Cycle to Work here, so this spec decides its own
 * selections and never lowers the seven seeded ones the take-up spec counts.
 */
const CANDIDATES = [
  'employee074',
  'employee075',
  'employee076',
  'employee077',
  'employee078',
  'employee079',
  'employee080',
  'employee081',
  'employee082',
  'employee083',
  'employee084',
];

interface Person {
  email: string;
  name: string;
}

async function apiLogin(request: APIRequestContext, email: string): Promise<string | null> {
  const res = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD, deviceToken: 'e2e-approvals-setup' } });
  if (res.status() !== 200) return null;
  const body = (await res.json()) as { access_token?: string };
  return body.access_token ?? null;
}

/** Two employees with a fresh Cycle to Work selection awaiting approval, named unlike anyone else in the table. */
async function choosersOfCycleToWork(request: APIRequestContext): Promise<[Person, Person]> {
  const hr = await apiLogin(request, 'hr@acme.test');
  const hrHeaders = { authorization: `Bearer ${hr}` };
  const pending = (await (await request.get('/api/v2/scheme/selections/pending', { headers: hrHeaders })).json()) as {
    data: { benefitId: number; benefitName: string }[];
  };
  const cycle = pending.data.find((b) => b.benefitName === 'Cycle to Work')!;
  const rows = (await (await request.get(`/api/v2/scheme/selections/pending/requests?benefitId=${cycle.benefitId}`, { headers: hrHeaders })).json()) as {
    data: { employeeName: string }[];
  };
  const taken = new Set(rows.data.map((r) => r.employeeName));
  const people: Person[] = [];
  for (const handle of CANDIDATES) {
    if (people.length === 2) break;
    const email = `${handle}@acme.test`;
    const token = await apiLogin(request, email);
    if (!token) continue; // e.g. two-factor on
    const headers = { authorization: `Bearer ${token}` };
    const me = (await (await request.get('/api/user', { headers })).json()) as { name: string };
    if (taken.has(me.name)) continue;
    const chosen = await request.post(`/api/benefit/${cycle.benefitId}/selection`, { headers, data: { accepted_terms: 1, values: { amount: 650 } } });
    if (!chosen.ok()) continue;
    taken.add(me.name);
    people.push({ email, name: me.name });
  }
  expect(people).toHaveLength(2);
  return [people[0]!, people[1]!];
}

/** The buttons of a dialog's body (the header's × closes it too). */
const actions = (dialog: Locator) => dialog.getByRole('button').filter({ hasNotText: '×' });
const tile = (page: Page) => page.getByRole('listitem').filter({ hasText: 'Selections awaiting approval' });
async function awaitingOnDashboard(page: Page): Promise<number> {
  const value = tile(page).locator('p').first();
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.innerText());
}

/** The one list's benefit filter: picks the option of `benefitName` (its count varies), or every benefit. */
async function filterBy(page: Page, benefitName: string | null) {
  const filter = page.getByRole('combobox', { name: 'Benefit' });
  const label = benefitName === null ? 'All benefits' : await filter.locator('option', { hasText: benefitName }).innerText();
  await filter.selectOption({ label });
}

/** The polite message saying what the last decision did. */
const outcome = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('an employer approves and rejects from the one list, filtered by benefit, and is told what happened', async ({ page }) => {
  test.slow(); // Every state is checked with axe and photographed at two widths.
  const [approved, rejected] = await choosersOfCycleToWork(page.request);

  await login(page, 'hr@acme.test');
  // The home card 'Selections to approve' leads to the list.
  await page.getByRole('main').getByRole('link', { name: 'Approve selections' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approve Selections' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(tile(page)).toContainText('Cycle to Work');
  const before = await awaitingOnDashboard(page);

  // One list across benefits: who, their employee number, the benefit and the day they asked.
  await tile(page).getByRole('link', { name: 'Approve selections' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approve Selections' })).toBeVisible();
  const everything = page.getByRole('table', { name: 'Selections awaiting approval' });
  for (const column of ['Employees', 'Employee number', 'Benefit', 'Request', 'Requested on'])
    await expect(everything.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  const approvedRow = everything.getByRole('row').filter({ hasText: approved.name });
  await expect(approvedRow).toContainText('Cycle to Work');
  await expect(approvedRow).toContainText(/\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/);
  await expect(approvedRow.locator('td[data-label="Employee number"]')).toHaveText(/^AC\d+$/);
  // Why it waits (issue 37 item 13), and every column in sight at 1280 px: the table does not scroll sideways.
  await expect(approvedRow.locator('td[data-label="Request"]')).toContainText('The benefit needs approval');
  const overflow = await everything.evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await checkPage(page, 'approvals-list');

  // The benefit filter lives in the address: a refresh keeps it.
  await filterBy(page, 'Cycle to Work');
  await expect(page).toHaveURL(/\/app\/dashboard\/approve-selections\?benefit=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cycle to Work - Selections awaiting approval' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Cycle to Work - Selections awaiting approval' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(crumbs.getByRole('link', { name: 'Employer dashboard' })).toBeVisible();
  await expect(crumbs.getByText('Approve Selections')).toBeVisible();
  const table = page.getByRole('table', { name: 'Cycle to Work: selections awaiting approval' });
  await expect(table.getByRole('columnheader', { name: 'Employees' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Bike and equipment value' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: approved.name })).toContainText('£650.00');
  await checkPage(page, 'approvals-table');

  // The benefit page's old address is the same list, narrowed.
  const filtered = new URL(page.url()).searchParams.get('benefit')!;
  await page.goto(clientUrl('acme', `/app/dashboard/approve-selections/${filtered}`));
  await expect(page).toHaveURL(new RegExp(`/app/dashboard/approve-selections\\?benefit=${filtered}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Cycle to Work - Selections awaiting approval' })).toBeVisible();

  // Nothing ticked: the message and only Close.
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Approve selections' });
  await expect(dialog.getByText('No selections to approve/reject, please review your choice')).toBeVisible();
  await expect(actions(dialog)).toHaveText(['Close']);
  await checkPage(page, 'approvals-nothing-ticked');
  await actions(dialog).getByText('Close').click();
  await expect(dialog).toBeHidden();

  // Select all ticks every row; unticking it clears them.
  const selectAll = table.getByRole('checkbox', { name: 'Select all' });
  await selectAll.check();
  expect(await table.getByRole('checkbox', { checked: true }).count()).toBe((await table.locator('tbody tr').count()) + 1);
  await selectAll.uncheck();
  await expect(table.getByRole('checkbox', { checked: true })).toHaveCount(0);

  // Approve one: the question, Cancel and Approve, both 'Processing...' while it is sent; then the list says so.
  await table.getByRole('checkbox', { name: `Select ${approved.name}` }).check();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Approve selections' });
  await expect(dialog.getByText('Are you sure you would like to approve these selections?')).toBeVisible();
  await expect(actions(dialog)).toHaveText(['Cancel', 'Approve']);
  await checkPage(page, 'approvals-confirm-approve');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v2/scheme/selections/status', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByRole('button', { name: 'Processing...' })).toHaveCount(2);
  for (const button of await dialog.getByRole('button', { name: 'Processing...' }).all()) await expect(button).toBeDisabled();
  release();
  await expect(dialog).toBeHidden();
  await expect(outcome(page, '1 selection approved')).toBeVisible();
  await expect(outcome(page, '1 selection approved')).toHaveAttribute('aria-live', 'polite');
  await expect(page).toHaveURL(new RegExp(`/app/dashboard/approve-selections\\?benefit=${filtered}$`));
  await page.unroute('**/api/v2/scheme/selections/status');
  await expect(table.getByRole('row').filter({ hasText: approved.name })).toHaveCount(0);
  await checkPage(page, 'approvals-approved');

  // Reject the other from every benefit's list, with a reason; the message clears when the filter changes.
  await filterBy(page, null);
  await expect(page).toHaveURL(/\/app\/dashboard\/approve-selections$/);
  await expect(outcome(page, '1 selection approved')).toHaveCount(0);
  await everything.getByRole('checkbox', { name: `Select ${rejected.name}, Cycle to Work` }).check();
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Reject selections' });
  await expect(dialog.getByText('Are you sure you would like to reject these selections?')).toBeVisible();
  await expect(actions(dialog)).toHaveText(['Cancel', 'Reject']);
  await dialog.getByLabel('Reason for rejecting (optional)').fill('Please choose a bike from our approved shops.');
  await checkPage(page, 'approvals-confirm-reject');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(outcome(page, '1 selection rejected')).toBeVisible();
  await expect(everything.getByRole('row').filter({ hasText: rejected.name }).filter({ hasText: 'Cycle to Work' })).toHaveCount(0);

  // The dashboard counts two fewer.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect.poll(() => awaitingOnDashboard(page)).toBe(before - 2);
  await checkPage(page, 'approvals-dashboard');

  // Each employee hears about it.
  const approvedMail = await latestMailTo(page, approved.email, /Cycle to Work selection is approved/);
  expect(approvedMail.text).toContain('Your employer approved your Cycle to Work selection.');
  const rejectedMail = await latestMailTo(page, rejected.email, /Cycle to Work selection was not approved/);
  expect(rejectedMail.text).toContain('Reason: Please choose a bike from our approved shops.');
});

/** A generated Acme employee no other spec uses, earning more than £37,500: four times the salary is above the free cover limit. */
const ABOVE_THE_LIMIT = 'employee087@acme.test';
const pounds = (text: string) => Number(text.replace(/[£,]/g, ''));
const money = (value: number) => `£${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('cover above the free cover limit awaits the insurer until HR records its acceptance, then is in force in full', async ({ page, browser }) => {
  test.slow(); // Two people, each state checked with axe and photographed at two widths.
  const token = await apiLogin(page.request, ABOVE_THE_LIMIT);
  const me = (await (await page.request.get('/api/user', { headers: { authorization: `Bearer ${token}` } })).json()) as { name: string };

  // The employee asks for four times their salary: the cover up to the limit starts now, the rest awaits the insurer.
  await login(page, ABOVE_THE_LIMIT);
  await page.goto(clientUrl('acme', '/app/my-benefits/'));
  await page.getByRole('link', { name: 'Select Life Assurance' }).click();
  await page.getByRole('spinbutton', { name: 'Cover' }).fill('4');
  await expect(page.getByText(/^£[\d,]+\.\d\d a month from you.*\. Cover of £[\d,]+\.\d\d$/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  const pending = page.getByText(/^£150,000\.00 now, £[\d,]+\.\d\d awaiting the insurer\./);
  await expect(pending).toBeVisible();
  const awaiting = pounds(/now, (£[\d,]+\.\d\d) awaiting/.exec(await pending.innerText())![1]!);
  const requested = 150_000 + awaiting;
  await page.getByRole('button', { name: 'Confirm my selection' }).click();
  await expect(page.getByText('Your selection is saved')).toBeVisible();

  // HR finds them in the cover awaiting the insurer, below the approvals.
  const hr = await newPortalPage(browser);
  await login(hr, 'hr@acme.test');
  await hr.getByRole('main').getByRole('link', { name: 'Approve selections' }).first().click();
  await expect(hr.getByRole('heading', { level: 2, name: 'Cover awaiting the insurer' })).toBeVisible();
  const table = hr.getByRole('table', { name: 'Cover awaiting the insurer' });
  for (const column of ['Employee', 'Benefit', 'Cover asked for', 'In force now', 'Awaiting the insurer', 'Asked on'])
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: me.name });
  await expect(row.locator('[data-label="Benefit"]')).toHaveText('Life Assurance');
  await expect(row.locator('[data-label="Cover asked for"]')).toHaveText(money(requested));
  await expect(row.locator('[data-label="In force now"]')).toHaveText('£150,000.00');
  await expect(row.locator('[data-label="Awaiting the insurer"]')).toHaveText(money(awaiting));
  await expect(row.locator('[data-label="Asked on"]')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await checkPage(hr, 'approvals-underwriting');

  // The insurer accepted: HR records it from the day the dialog offers.
  await row.getByRole('button', { name: `Record that the insurer accepted ${me.name}’s Life Assurance` }).click();
  const dialog = hr.getByRole('dialog', { name: 'The insurer accepted the cover' });
  await expect(dialog.getByText(`${me.name}’s cover of ${money(requested)} starts in full`)).toBeVisible();
  const from = dialog.getByLabel('Accepted from');
  await expect(from).toHaveValue(/^\d{4}-\d\d-\d\d$/);
  await expect(actions(dialog)).toHaveText(['Cancel', 'Record acceptance']);
  await checkPage(hr, 'approvals-underwriting-accept');
  const day = new Date(`${await from.inputValue()}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  await dialog.getByRole('button', { name: 'Record acceptance' }).click();
  await expect(dialog).toBeHidden();
  await expect(outcome(hr, `The cover of ${me.name} is in force in full from ${day}.`)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: me.name })).toHaveCount(0);
  // The row's buttons went with it: the focus is on the section's heading.
  await expect(hr.getByRole('heading', { level: 2, name: 'Cover awaiting the insurer' })).toBeFocused();
  await checkPage(hr, 'approvals-underwriting-accepted');
  await hr.context().close();

  // The employee's Life Assurance shows the cover in full, nothing awaiting.
  await page.goto(clientUrl('acme', '/app/my-benefits/'));
  const life = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Life Assurance' }) });
  await life.getByRole('link', { name: 'Life Assurance', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Life Assurance' })).toBeVisible();
  const cost = page.getByRole('region', { name: 'Monthly cost' });
  await expect(cost.getByRole('term').filter({ hasText: 'Cover' }).locator('xpath=following-sibling::dd')).toHaveText(money(requested));
  await expect(cost.getByText('awaiting the insurer')).toHaveCount(0);
});
