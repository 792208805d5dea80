import { readFile } from 'node:fs/promises';
import { readSheet } from 'read-excel-file/node';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, test, portalToday } from '../support/test.ts';
import { dataLoadColumns } from '@portal/contracts';
import { login } from '../support/auth.ts';
import { checkPage } from '../support/check-page.ts';

/**
 * People of the demo no other spec depends on: Tomasz Price (employee029) has Life Assurance at twice his salary, so a
 * salary change moves what he pays; Lily Okafor (employee112) leaves. Neither matches the employee list spec's search
 * 'employee01', has a selection awaiting approval, or logs in anywhere else. The starter's number and e-mail are new.
 */
const CHANGED = { number: 'AC01029', name: 'Tomasz Price' };
const LEAVER = { number: 'AC01112', name: 'Lily Okafor' };
const STARTER = { number: 'AC09001', name: 'Uma Starling', email: 'upload.starter@acme.test' };

const HEADER = dataLoadColumns.join(',');
/** One CSV line with the given columns filled and the rest blank (a blank cell leaves what is held). */
const line = (values: Partial<Record<(typeof dataLoadColumns)[number], string>>) => dataLoadColumns.map((column) => values[column] ?? '').join(',');
const csvFile = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(`${[HEADER, ...lines].join('\n')}\n`) });

const saved = async (page: Page, click: () => Promise<void>): Promise<{ download: Download; bytes: Buffer; text: string }> => {
  const downloading = page.waitForEvent('download');
  await click();
  const download = await downloading;
  const bytes = await readFile((await download.path())!);
  return { download, bytes, text: bytes.toString('utf8') };
};

const search = (page: Page) => page.getByLabel('Search by name, e-mail or employee number');
const uploadPanel = (page: Page) => page.getByRole('dialog', { name: 'Upload employee data' });
const detail = (panel: Locator, label: string) => panel.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

/** The employee panel of one person, found by their employee number. */
async function openPerson(page: Page, person: { number: string; name: string }): Promise<Locator> {
  await search(page).fill(person.number);
  await page.getByRole('button', { name: `View ${person.name}` }).click();
  const panel = page.getByRole('dialog', { name: person.name });
  await expect(detail(panel, 'Employee number')).toHaveText(person.number);
  return panel;
}

async function closePanel(panel: Locator) {
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
}

async function openUploadPanel(page: Page) {
  await page.getByRole('button', { name: 'Upload employee data' }).click();
  const panel = uploadPanel(page);
  await expect(panel.getByRole('heading', { name: 'How the file is read' })).toBeVisible();
  return panel;
}

async function upload(panel: Locator, file: ReturnType<typeof csvFile>) {
  await panel.getByLabel('Choose a file').setInputFiles(file);
  await panel.getByRole('button', { name: 'Upload', exact: true }).click();
}

test('an employer uploads HR data: a refused file with its failed rows, then a preview with its eligibility difference, applied', async ({ page }) => {
  test.slow(); // Two uploads, axe and screenshots at two widths for each state.
  await login(page, 'hr@acme.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('listitem').filter({ hasText: 'Registered employees' }).getByRole('link', { name: 'View employee data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employee data' })).toBeVisible();
  let person = await openPerson(page, CHANGED);
  const salaryBefore = await detail(person, 'Salary').innerText();
  expect(salaryBefore).toMatch(/^£[\d,]+(\.\d{2})?$/);
  await closePanel(person);

  // The panel: how the file is read, and the template whose header row is exactly the columns.
  let panel = await openUploadPanel(page);
  await expect(panel.getByText(/^(Last upload: |No employee data has been uploaded yet\.)/)).toBeVisible();
  await checkPage(page, 'employer-upload-panel');
  const template = await saved(page, () => panel.getByRole('button', { name: 'Download the CSV template' }).click());
  expect(template.download.suggestedFilename()).toMatch(/\.csv$/);
  expect(template.text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(HEADER);
  const xlsx = await saved(page, () => panel.getByRole('button', { name: 'Download the XLSX template' }).click());
  expect(xlsx.download.suggestedFilename()).toMatch(/\.xlsx$/);
  const [headerRow] = await readSheet(xlsx.bytes);
  expect(headerRow!.join(',')).toBe(HEADER);

  // Nothing chosen: the field says so before anything is sent, and the error summary, which takes the focus, names it.
  await panel.getByRole('button', { name: 'Upload', exact: true }).click();
  const summary = panel.getByRole('alert', { name: 'Please correct the errors below' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Choose a CSV or XLSX file to upload' })).toBeVisible();
  await expect(panel.getByLabel('Choose a file')).toHaveAccessibleDescription(/Choose a CSV or XLSX file to upload/);

  // A file with a bad date and a sex 'X': refused by row and column, nothing changed.
  await upload(
    panel,
    csvFile('acme-bad.csv', [
      line({ employee_number: CHANGED.number, date_of_birth: '31/02/1982', annual_salary: '91000' }),
      line({ employee_number: LEAVER.number, sex: 'X' }),
    ]),
  );
  await expect(panel.getByRole('heading', { name: 'The file was not accepted' })).toBeVisible();
  await expect(panel.getByText(/Nothing has changed, not even the rows without problems: fix these rows and upload the whole file again\.$/)).toBeVisible();
  const errors = panel.getByRole('table', { name: 'Rows with problems' });
  const problems = await errors.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) =>
      Array.from(row.querySelectorAll('td'))
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ),
  );
  // Each row names its person, though the file gives only the employee number (issue 37 item 5).
  expect(problems).toEqual([
    ['2', `${CHANGED.name} (${CHANGED.number})`, 'date_of_birth'],
    ['3', `${LEAVER.name} (${LEAVER.number})`, 'sex'],
  ]);
  await expect(errors.getByText('Use a real date as YYYY-MM-DD or DD/MM/YYYY')).toBeVisible();
  await expect(errors.getByText('Use M or F')).toBeVisible();
  await checkPage(page, 'employer-upload-refused');
  const failed = await saved(page, () => panel.getByRole('button', { name: 'Download the failed rows' }).click());
  const [failedHeader, ...failedRows] = failed.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(failedHeader).toMatch(/,message$/);
  expect(failedRows).toHaveLength(2);
  await closePanel(panel);
  // Read afresh (the screen would show what it read before while it asks again): unchanged.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Employee data' })).toBeVisible();
  person = await openPerson(page, CHANGED);
  await expect(detail(person, 'Salary')).toHaveText(salaryBefore);
  await closePanel(person);

  // A good file: one starter, one leaver, one salary change. The preview shows exactly those.
  panel = await openUploadPanel(page);
  const good = csvFile('acme-hr.csv', [
    line({
      employee_number: STARTER.number,
      title: 'Ms',
      first_name: 'Uma',
      surname: 'Starling',
      email: STARTER.email,
      date_of_birth: '1994-04-12',
      sex: 'F',
      start_date: portalToday(),
      employment_status: 'active',
      annual_salary: '31000',
      location: 'Leeds',
      grade: 'Store Colleague',
    }),
    line({ employee_number: LEAVER.number, employment_status: 'left', leaving_date: portalToday() }),
    line({ employee_number: CHANGED.number, annual_salary: '70000' }),
  ]);

  // Held on its way (the server never answers), it shows its progress, and Cancel stops it: nothing changes.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const hold = '**/api/client/*/data-loads';
  await page.route(hold, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await held;
    await route.abort().catch(() => undefined);
  });
  await upload(panel, good);
  // The bar carries the counts; the polite live region says them too (at most every few seconds).
  const progress = /^(Sending the file: [\d.]+ (bytes|KB|MB) of [\d.]+ (bytes|KB|MB)|Reading and checking rows: [\d,]+ read)$/;
  await expect(panel.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuetext', progress);
  await expect(panel.locator('[aria-live="polite"]').filter({ hasText: progress })).toHaveCount(1);
  await expect(panel.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await checkPage(page, 'employer-upload-progress');
  await panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(panel.getByText('The upload was cancelled. Nothing has changed.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Upload', exact: true })).toBeFocused();
  release();
  await page.unroute(hold);

  await upload(panel, good);
  await expect(panel.getByRole('heading', { name: 'Check the changes' })).toBeVisible();
  await expect(panel.getByText('1 new starter, 1 leaver, 1 employee changed')).toBeVisible();
  const changes = panel.getByRole('table', { name: 'Changes in the file' });
  await expect(changes.locator('tbody tr')).toHaveCount(3);
  await expect(changes.getByRole('row').filter({ hasText: STARTER.number })).toContainText('New starter');
  await expect(changes.getByRole('row').filter({ hasText: STARTER.number })).toContainText(STARTER.email);
  await expect(changes.getByRole('row').filter({ hasText: LEAVER.number })).toContainText('Leaver');
  // In HR's words (issue 26): the field named, the amounts in pounds, and the day the new salary counts from.
  await expect(changes.getByRole('row').filter({ hasText: CHANGED.number })).toContainText(/Annual salary £[\d,]+\.\d{2} →.*£70,000\.00 \(from 1 \w+ \d{4}\)/);

  // The eligibility difference: what the salary change does to his monthly cost, and the leaver's lost benefits.
  const eligibility = panel.getByRole('table', { name: 'Eligibility difference' });
  const changedRow = eligibility.getByRole('row').filter({ hasText: CHANGED.number });
  const cost = changedRow.locator('td[data-label="Monthly cost"]');
  const before = await detail(cost, 'Before').innerText();
  const after = await detail(cost, 'After').innerText();
  expect(before).toMatch(/^£\d+\.\d{2}$/);
  expect(after).toMatch(/^£\d+\.\d{2}$/);
  expect(after).not.toBe(before);
  await expect(detail(cost, 'Change')).toHaveText(/^\+£\d+\.\d{2}$/);
  const leaverRow = eligibility.getByRole('row').filter({ hasText: LEAVER.number });
  const loses = detail(leaverRow.locator('td[data-label="Benefits"]'), 'Loses');
  await expect(loses).toHaveText(/\w/);
  await expect(loses).not.toHaveText('None');
  await checkPage(page, 'employer-upload-preview');

  // Apply, after confirming.
  await panel.getByRole('button', { name: 'Apply changes' }).click();
  const confirm = page.getByRole('dialog', { name: 'Apply these changes?' });
  await expect(confirm.getByText(/^This will add 1 new starter/)).toBeVisible();
  await checkPage(page, 'employer-upload-confirm');
  await confirm.getByRole('button', { name: 'Apply changes' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel.getByRole('heading', { name: 'File uploaded successfully' })).toBeFocused();
  await expect(panel.getByText('The changes are applied: 1 added, 1 left, 1 changed.')).toBeVisible();
  await checkPage(page, 'employer-upload-applied');

  // The same file again changes nothing.
  await panel.getByRole('button', { name: 'Upload another file' }).click();
  await upload(panel, good);
  await expect(panel.getByRole('heading', { name: 'No changes' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Apply changes' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Close' }).first().click();
  await expect(panel).toBeHidden();

  // The list shows what was applied.
  await search(page).fill(STARTER.email);
  await expect(page.getByRole('button', { name: `View ${STARTER.name}` })).toBeVisible();
  person = await openPerson(page, CHANGED);
  await expect(detail(person, 'Salary')).toHaveText(/^£70,000(\.00)?$/);
  await closePanel(person);
  person = await openPerson(page, LEAVER);
  await expect(detail(person, 'Status')).toHaveText('Left');
  await closePanel(person);

  // The dashboard's "Last HR data upload" tile names the file just applied.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employer dashboard' })).toBeVisible();
  const tile = page.getByRole('listitem').filter({ hasText: 'Last HR data upload' });
  await expect(tile).toContainText('acme-hr.csv');
});
