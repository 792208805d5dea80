import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { formatLongDate } from '@portal/contracts';
import { expect, test, portalToday } from '../support/test.ts';
import { checkPage, clientUrl, photographPart } from '../support/check-page.ts';
import { login } from '../support/auth.ts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const card = (page: Page, name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

// Sam is shared with other specs: this one changes only his Dental Insurance, which no other spec touches.
test('Sam chooses Dental Insurance for his family, sees the cost, the selection and its statement, then opts out', async ({ page }) => {
  test.slow(); // one journey through many screens, each checked at two widths
  await login(page, 'employee@acme.test');
  await mainNav(page).getByRole('link', { name: 'My benefits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My benefits' })).toBeVisible();
  // Acme's annual window has closed; profile-family.spec.ts may meanwhile have given Sam a life event.
  await expect(page.getByText(/^(The selection window ran from|After your life event)/)).toBeVisible();
  await expect(card(page, 'Private Medical Insurance').getByText('Active')).toBeVisible();
  await expect(card(page, 'Cycle to Work').getByText('Awaiting approval')).toBeVisible();
  // Cycle to Work changes at any time; insured cover such as Dental Insurance can be joined at any time.
  await expect(card(page, 'Cycle to Work').getByRole('link', { name: 'Change Cycle to Work' })).toBeVisible();
  await expect(card(page, 'Dental Insurance').getByRole('link', { name: /^(Select|Reapply) Dental Insurance$/ })).toBeVisible();
  await expect(card(page, 'Employee Assistance Programme').getByRole('link', { name: 'View Employee Assistance Programme' })).toBeVisible();
  await checkPage(page, 'my-benefits');

  // Category chips are buttons: keyboard users press them with Enter or Space.
  const health = page.getByRole('button', { name: 'Health (2)' });
  await health.focus();
  await page.keyboard.press('Enter');
  await expect(health).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page).toHaveURL(/category=Health/);
  await checkPage(page, 'my-benefits-filtered');

  await page.getByRole('link', { name: 'Dental Insurance', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dental Insurance' })).toBeVisible();
  await expect(page.getByText('Claim back the cost of routine and emergency dental care')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'You might also like' })).toBeVisible();
  await checkPage(page, 'benefit-dental');

  // A retry of this test finds the earlier opt-out: the button then reads Reapply.
  await page.getByRole('link', { name: /^(Select|Reapply)$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Dental Insurance' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuetext', 'Step 1 of 4: Level');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: 'Please choose an option' })).toBeVisible();
  await checkPage(page, 'wizard-option-error');
  await page.getByRole('radio', { name: /You and your family/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Who else do you want to cover?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').getByText('Choose at least one family member for this level of cover')).toBeVisible();
  await page.getByRole('checkbox', { name: /Mia Taylor/ }).check();
  await checkPage(page, 'wizard-people');
  await page.getByRole('button', { name: 'Continue' }).click();

  // The earliest day the client's rule gives (the first of next month; in a year's last month, today).
  const startDate = page.getByLabel('Start date');
  await expect(startDate).toHaveValue((await startDate.getAttribute('min')) ?? 'a minimum');
  const starts = await startDate.inputValue();
  // Back keeps what was chosen.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('checkbox', { name: /Mia Taylor/ })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
  const cost = page.getByRole('region', { name: 'Your monthly cost' });
  await expect(cost.getByText('£16.75').first()).toBeVisible();
  await expect(page.getByText('Mia Taylor')).toBeVisible();
  await checkPage(page, 'wizard-summary');
  await page.getByRole('button', { name: 'Confirm my selection' }).click();
  await expect(page.getByText('Your selection is saved')).toBeVisible();
  await checkPage(page, 'wizard-done');

  await page.getByRole('link', { name: 'My benefits' }).last().click();
  // New cover starts on the first of next month (or, in a year's last month, today): until then it is not 'Active'.
  const startsLater = starts > portalToday();
  const startsText = `Starts ${formatLongDate(starts)}`;
  if (startsLater) {
    await expect(card(page, 'Dental Insurance').getByText(startsText, { exact: true })).toBeVisible();
    await expect(card(page, 'Dental Insurance').getByText('Active', { exact: true })).toHaveCount(0);
  } else await expect(card(page, 'Dental Insurance').getByText('Active', { exact: true })).toBeVisible();
  await expect(card(page, 'Dental Insurance').getByText('£16.75 a month')).toBeVisible();

  await card(page, 'Dental Insurance').getByRole('link', { name: 'Dental Insurance', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Your plan' }).getByText('Mia Taylor')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your plan' }).getByText(startsLater ? startsText : 'Active', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'View statements' }).click();
  const statement = page.getByRole('dialog', { name: 'Dental Insurance statement' });
  if (startsLater) {
    await expect(statement.getByText('There are no payments on this statement yet.')).toBeVisible();
    await expect(statement.getByText(`Payments start with your cover on ${formatLongDate(starts)}`, { exact: false })).toBeVisible();
  } else {
    // Cover from today, in the year's last month: this month is paid (or, once it has closed, settled in the next one).
    await expect(statement.getByRole('table').or(statement.getByText('There are no payments on this statement yet.'))).toBeVisible();
  }
  await checkPage(page, 'statement-empty');
  await page.keyboard.press('Escape');
  await expect(statement).toBeHidden();
  // Dental is joined at any time and changed only in a window or before its cover starts: cover from today, in a year's
  // last month, offers no Manage (year-end.test.ts covers that day on the server).
  if (!startsLater) {
    await expect(page.getByRole('link', { name: 'Manage' })).toHaveCount(0);
    return;
  }

  await page.getByRole('link', { name: 'Manage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Dental Insurance' })).toBeVisible();
  await checkPage(page, 'manage-benefit');
  await page.getByRole('button', { name: 'Opt out' }).click();
  const optOut = page.getByRole('dialog', { name: 'Opt out' });
  await expect(optOut.getByText('Are you sure you want to opt out of Dental Insurance?')).toBeVisible();
  // It has not started yet (or starts today), so it is cancelled rather than stopped.
  await expect(optOut.getByText('Your cover will not start, and nothing is taken from your pay.')).toBeVisible();
  await checkPage(page, 'opt-out-panel');
  await optOut.getByRole('button', { name: 'Yes, opt out' }).click();
  await expect(page.getByText('You have opted out of Dental Insurance.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your plan' }).getByText('Opted out')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reapply' })).toBeVisible();
  // Cancelled before it started: no monthly cost and no statement, only what stays true.
  await expect(page.getByRole('region', { name: 'Monthly cost' })).toHaveCount(0);
  await expect(page.getByText('You pay', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'View statements' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your cover did not start' }).getByText('Nothing was taken from your pay for this cover.')).toBeVisible();
  await checkPage(page, 'benefit-opted-out');
});

test('a statement lists the months paid by the employee and the employer; a claim explains the steps', async ({ page }) => {
  await login(page, 'employee@acme.test');
  await page.goto(clientUrl('acme', '/app/my-benefits/'));
  await card(page, 'Private Medical Insurance').getByRole('link', { name: 'Private Medical Insurance', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Private Medical Insurance' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Monthly cost' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Questions about this benefit' })).toBeVisible();
  const faq = page.getByRole('button', { name: 'Why is my selection showing as pending?' });
  await faq.click();
  await expect(faq).toHaveAttribute('aria-expanded', 'true');
  await checkPage(page, 'benefit-pmi');

  await page.getByRole('button', { name: 'View statements' }).click();
  const statement = page.getByRole('dialog', { name: 'Private Medical Insurance statement' });
  const table = statement.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Month', 'Year', 'You paid', 'Employer paid', 'Payment date', 'Status']);
  await expect(table.getByRole('row', { name: /January/ })).toContainText('£40.00');
  // January is paid on its last day (in January, until then, it is this month's upcoming payment).
  const january = portalToday().slice(5) >= '01-31' ? 'Paid' : 'Upcoming';
  await expect(table.getByRole('row', { name: /January/ })).toContainText(january);
  // No payment is listed as made before its date (dd.MM.yy); only this month's can be upcoming, and it comes last.
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')));
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' }));
  for (const [index, cells] of rows.entries()) {
    const [day, month, year] = cells[4]!.split('.');
    const paidOn = `20${year}-${month}-${day}`;
    expect(cells[5], `${cells[0]} ${cells[4]}`).toBe(paidOn <= today ? 'Paid' : 'Upcoming');
    if (cells[5] === 'Upcoming') expect(index).toBe(rows.length - 1);
  }
  await expect(statement.getByRole('rowheader', { name: 'Total paid' })).toBeVisible();
  await checkPage(page, 'statement');
  // At 375 px the months stack as cards of labelled values: no column is cut off, nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  const layout = await table.evaluate((element) => {
    const shown = Array.from(element.querySelectorAll('tbody td, tbody th, tfoot td, tfoot th')).filter((cell) => cell.getBoundingClientRect().width > 1);
    const wrap = element.parentElement!;
    return {
      cellsInView: shown.every((cell) => cell.getBoundingClientRect().right <= window.innerWidth + 0.5),
      tableScrolls: wrap.scrollWidth > wrap.clientWidth + 1,
      pageScrolls: document.documentElement.scrollWidth > window.innerWidth + 1,
    };
  });
  expect(layout).toEqual({ cellsInView: true, tableScrolls: false, pageScrolls: false });
  await expect(table.getByRole('row', { name: /January/ }).getByText(january, { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  // A statement to keep (issue 37 item 3): the year as a PDF in Acme's brand, one month, and the panel printed alone.
  const saving = page.waitForEvent('download');
  await statement.getByRole('button', { name: 'Download PDF' }).click();
  const saved = await saving;
  expect(saved.suggestedFilename()).toMatch(/^private-medical-insurance-statement-\d{4}\.pdf$/);
  expect(
    readFileSync((await saved.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await statement.getByLabel('Statement for').selectOption({ index: 1 });
  const savingMonth = page.waitForEvent('download');
  await statement.getByRole('button', { name: 'Download PDF' }).click();
  expect((await savingMonth).suggestedFilename()).toMatch(/^private-medical-insurance-statement-\d{4}-01\.pdf$/);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('main')).toBeHidden();
  await expect(table).toBeVisible();
  await expect(statement.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await photographPart(page.locator('body'), 'statement-print');
  await page.emulateMedia({ media: 'screen' });
  await statement.getByRole('button', { name: 'Close' }).click();
  await expect(statement).toBeHidden();

  await page.getByRole('button', { name: 'Make a claim' }).click();
  const claim = page.getByRole('dialog', { name: 'Make a claim' });
  await expect(claim.getByText('Claims for Private Medical Insurance are handled by Northstar Health.')).toBeVisible();
  await expect(claim.getByRole('listitem')).not.toHaveCount(0);
  await checkPage(page, 'make-a-claim');
});
