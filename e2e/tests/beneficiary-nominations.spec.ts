import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { checkPage, clientUrl } from '../support/check-page.ts';
import { login } from '../support/auth.ts';

const card = (page: Page, name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
const person = (page: Page, n: number) => page.getByRole('group', { name: `Person ${n}`, exact: true });

/** Sam joins Life Assurance first when he has not yet (no other spec gives it to him; insured cover is joined at any time). */
async function openLifeAssurance(page: Page) {
  await page.goto(clientUrl('acme', '/app/my-benefits/'));
  const life = card(page, 'Life Assurance');
  const select = life.getByRole('link', { name: 'Select Life Assurance' });
  await expect(select.or(life.getByText('Active', { exact: true }))).toBeVisible();
  if (await select.isVisible()) {
    await select.click();
    await page.getByRole('spinbutton', { name: 'Cover' }).fill('1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm my selection' }).click();
    await expect(page.getByText('Your selection is saved')).toBeVisible();
    await page.goto(clientUrl('acme', '/app/my-benefits/'));
  }
  await card(page, 'Life Assurance').getByRole('link', { name: 'Life Assurance', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Life Assurance' })).toBeVisible();
}

test('Sam nominates his partner (60%) and someone else (40%), sees the total, saves, and downloads the confirmation', async ({ page }) => {
  test.slow(); // a journey through several screens, each checked at two widths
  await login(page, 'employee@acme.test');
  await openLifeAssurance(page);
  await expect(page.getByRole('heading', { name: 'Your beneficiaries' })).toBeVisible();
  await checkPage(page, 'benefit-life-nominate');
  await page.getByRole('link', { name: 'Nominate beneficiaries' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Nominate beneficiaries' })).toBeVisible();
  await expect(page.getByText('The trustees take your wishes into account')).toBeVisible();
  // A retried run finds its earlier nomination: back to one person.
  while ((await page.getByRole('button', { name: /^Remove person \d+$/ }).count()) > 0) {
    await page
      .getByRole('button', { name: /^Remove person \d+$/ })
      .last()
      .click();
  }
  await person(page, 1).getByLabel('Who is this?').selectOption('');
  await person(page, 1).getByLabel('Share').fill('');
  await checkPage(page, 'nominations');

  await page.getByRole('button', { name: 'Save nomination' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please correct the errors below' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Choose who this person is',
    'Enter a share from 1 to 100',
    'The shares must add up to 100%. They add up to 0%.',
  ]);
  await checkPage(page, 'nominations-errors');

  await person(page, 1).getByLabel('Who is this?').selectOption({ label: 'Jordan Taylor (partner)' });
  await person(page, 1).getByLabel('Share').fill('60');
  // The running total, and its error from the failed save kept up to date as the shares change.
  const total = page.locator('#nomination-total');
  await expect(total).toContainText('Total 60%');
  await expect(total).toContainText('The shares must add up to 100%. They add up to 60%.');

  // Keyboard: the add button brings a new person and moves to its first question.
  await page.getByRole('button', { name: 'Add another person' }).focus();
  await page.keyboard.press('Enter');
  const second = person(page, 2);
  await expect(second.getByLabel('Who is this?')).toBeFocused();
  await second.getByLabel('Who is this?').selectOption({ label: 'Someone else' });
  await second.getByLabel('Full name').fill('Alex Reed');
  await second.getByLabel('Relationship to you').fill('Brother');
  await second.getByLabel('Day').fill('02');
  await second.getByLabel('Month').fill('03');
  await second.getByLabel('Year').fill('1975');
  await second.getByLabel('Address (optional)').fill('12 High Street, Leeds LS1 4AB');
  await second.getByLabel('Share').fill('40');
  await expect(total).toHaveText('Total 100%');
  await expect(summary).toBeHidden();
  await checkPage(page, 'nominations-filled');

  await page.getByRole('button', { name: 'Save nomination' }).click();
  await expect(page.getByText('Your nomination has been saved. Download the confirmation for your records.')).toBeVisible();
  await expect(page.getByText(/^Your current nomination was made on \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
  await checkPage(page, 'nominations-saved');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download confirmation (PDF)' }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('life-assurance-nomination.pdf');
  // A real PDF (its text is read back by pdf.js in the server's nominations test).
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The saved nomination is what the page shows next time.
  await page.reload();
  await expect(person(page, 1).getByLabel('Who is this?')).toHaveValue(/^\d+$/);
  await expect(person(page, 1).getByLabel('Share')).toHaveValue('60');
  await expect(person(page, 2).getByLabel('Full name')).toHaveValue('Alex Reed');
  await expect(person(page, 2).getByLabel('Share')).toHaveValue('40');
});
