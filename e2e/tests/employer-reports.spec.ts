import { readFile } from 'node:fs/promises';
import { readSheet } from 'read-excel-file/node';
import type { Download, Page } from '@playwright/test';
import { expect, portalMonth, test } from '../support/test.ts';
import { login } from '../support/auth.ts';
import { checkPage, clientUrl } from '../support/check-page.ts';

/**
 * The month the reports are of: last month, closed on its cut-off day (the 20th) before the portal's today. In January
 * it is the month under way: the demo is seeded for the year it starts in, so it has no December of last year.
 */
const month = () => (portalMonth(-1).year === portalMonth(0).year ? portalMonth(-1) : portalMonth(0));
/** 'May 2026': how the reports' names say it. */
const of = () => `${month().name} ${month().year}`;

/** Asks for a report of last month and waits until the list (re-read while anything generates) says it is ready. */
async function generate(page: Page, kind: string, name: string, provider?: string) {
  const form = page.getByRole('form', { name: 'Generate a report' });
  await form.getByLabel('Report type').selectOption({ label: kind });
  if (provider) await form.getByLabel('Provider').selectOption({ label: provider });
  await form.getByLabel('Month').selectOption({ label: month().name });
  await form.getByLabel('Year').fill(String(month().year));
  await form.getByRole('button', { name: 'Generate report' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${name}` }) });
  await expect(row.getByText('Ready')).toBeVisible({ timeout: 30_000 });
  return row;
}

const saved = async (page: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer }> => {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  return { download, bytes: await readFile((await download.path())!) };
};

test('an employer generates payroll and life-event reports, downloads CSV and XLSX, and both as a zip', async ({ page }) => {
  test.slow(); // generation in the background, axe and screenshots at two widths.
  await login(page, 'hr@acme.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('listitem').filter({ hasText: 'Reports ready' }).getByRole('link', { name: 'View reports' }).click();
  await expect(page).toHaveURL(/\/app\/reporting$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Employer dashboard' })).toBeVisible();

  const payroll = await generate(page, 'Payroll report', `Payroll report ${of()}`);
  const lifeEvents = await generate(page, 'Life-event report', `Life-event report ${of()}`);
  // Every ready report shows its row count; an empty one says so.
  await expect(payroll.getByText(/^[\d,]+ rows?$/)).toBeVisible();
  await expect(lifeEvents.getByText(/^([\d,]+ rows?|No changes this month)$/)).toBeVisible();
  await expect(page.getByText("Sage 50 and BrightPay files have a row for each person's deduction, named after the benefit.", { exact: false })).toBeVisible();
  await checkPage(page, 'employer-reports');

  const csv = await saved(page, () => payroll.getByRole('button', { name: `Download Payroll report ${of()} as CSV` }).click());
  expect(csv.download.suggestedFilename()).toMatch(/\.csv$/);
  const [header, ...lines] = csv.bytes.toString('utf8').trim().split(/\r?\n/);
  expect(header).toContain('Employee number');
  expect(lines.length).toBeGreaterThan(0);

  const xlsx = await saved(page, () => payroll.getByRole('button', { name: `Download Payroll report ${of()} as XLSX` }).click());
  expect(xlsx.download.suggestedFilename()).toMatch(/\.xlsx$/);
  // The same lines as the CSV, under one header row.
  expect(await readSheet(xlsx.bytes)).toHaveLength(lines.length + 1);

  await page.getByRole('checkbox', { name: `Select Payroll report ${of()}` }).check();
  await page.getByRole('checkbox', { name: `Select Life-event report ${of()}` }).check();
  await expect(page.getByText('2 reports selected')).toBeVisible();
  const zip = await saved(page, () => page.getByRole('button', { name: 'Download selected as zip' }).click());
  expect(zip.download.suggestedFilename()).toMatch(/\.zip$/);
  expect(zip.bytes.subarray(0, 2).toString('latin1')).toBe('PK');

  // The dashboard counts the ready reports.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Employer dashboard' }).click();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Reports ready' })
      .getByText(/^Latest: /),
  ).toBeVisible();
});

test("an employer asks for every provider's report of a month, reads the medical insurer's census and downloads all providers as one zip", async ({ page }) => {
  test.slow(); // seven reports generated in the background, axe and screenshots at two widths.
  await login(page, 'hr@acme.test');
  await page.goto(clientUrl('acme', '/app/reporting'));
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await generate(page, 'Provider report', `Provider report FitLife Gyms - ${of()}`, 'All providers');
  await expect(page.getByText(`The provider reports of ${of()} are being generated.`)).toBeVisible();
  const northstarName = `Provider report Northstar Health - ${of()}`;
  const northstar = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${northstarName}` }) });
  await expect(northstar.getByText('Ready')).toBeVisible({ timeout: 30_000 });
  await expect(northstar.getByText(/^[\d,]+ rows?$/)).toBeVisible();
  await expect(northstar.getByText(/^(Changes only: [\d,]+ rows?|No changes this month)$/)).toBeVisible();
  // Nobody has the gym through Acme in the demo: its file is empty.
  const gym = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select Provider report FitLife Gyms - ${of()}` }) });
  await expect(gym.getByText('No changes this month')).toBeVisible();
  await checkPage(page, 'employer-reports-providers');

  // The census: a row for each covered person, the cover level in words (never a code like employee-partner).
  const csv = await saved(page, () => northstar.getByRole('button', { name: `Download ${northstarName} as CSV` }).click());
  // The byte-order mark first, so Excel reads it as UTF-8 (issue 37 item 2); trim() takes it off.
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = csv.bytes.toString('utf8').trim().split(/\r?\n/);
  expect(header).toBe(
    'Employee number,Relationship,Title,First name,Surname,Date of birth,Sex,Benefit,Cover level,Salary,Sum assured,Cover start,Cover end,' +
      'Employee monthly,Employer monthly,Status,Since last download',
  );
  expect(rows.some((row) => row.startsWith('AC00001,Employee,') && row.includes('You and your partner'))).toBe(true);
  expect(rows.some((row) => row.startsWith('AC00001,Partner,'))).toBe(true);
  expect(csv.bytes.toString('utf8')).not.toContain('employee-partner');

  const zip = await saved(page, () => northstar.getByRole('button', { name: `All providers (zip): every provider report of ${of()}` }).click());
  expect(zip.download.suggestedFilename()).toBe(`providers-${month().year}-${String(month().number).padStart(2, '0')}.zip`);
  expect(zip.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});

test('an employer downloads the tax year’s benefits in kind, what a P11D needs (issue 38)', async ({ page }) => {
  await login(page, 'hr@acme.test');
  await page.goto(clientUrl('acme', '/app/reporting'));
  const section = page.getByRole('region', { name: 'Benefits in kind for the tax year' });
  await expect(section.getByText('From the tax year starting 6 April 2027, benefits in kind are taxed through payroll.', { exact: false })).toBeVisible();
  await expect(section.getByLabel('Tax year')).toHaveValue(/^\d{4}$/);
  await checkPage(page, 'employer-reports-benefits-in-kind');

  const csv = await saved(page, () => section.getByRole('button', { name: /^Download CSV: benefits in kind \d{4}-\d{2}$/ }).click());
  expect(csv.download.suggestedFilename()).toMatch(/^benefits-in-kind-\d{4}-\d{2}\.csv$/);
  const [header, ...rows] = csv.bytes.toString('utf8').trim().split(/\r?\n/);
  expect(header).toMatch(/^Employee number,First name,Surname,Benefit,Provider,Cash equivalent April \d{4},/);
  expect(header).toMatch(/,Cash equivalent,Taxed through payroll$/);
  // The demo's medical cover, which Acme pays £40 a month towards, is a benefit in kind; Cycle to Work is exempt.
  expect(rows.some((row) => row.includes(',Private Medical Insurance,'))).toBe(true);
  expect(rows.some((row) => row.includes(',Cycle to Work,'))).toBe(false);
});
