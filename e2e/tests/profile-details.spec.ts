import { expect, test } from '../support/test.ts';
import { checkPage, photographPart } from '../support/check-page.ts';
import { login, welcomeOf } from '../support/auth.ts';
import { openProfile, profileSection } from '../support/profile.ts';
import { readFile } from 'node:fs/promises';
import { zipFiles } from '../support/zip.ts';

test('Sam sees his employment details read-only and edits his own details', async ({ page }) => {
  test.slow(); // Every state is checked with axe and photographed at two widths.
  await login(page, 'employee@acme.test');
  await openProfile(page, 'Sam');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app/home/');
  await expect(crumbs.getByText('Profile Settings')).toHaveAttribute('aria-current', 'page');

  const employment = profileSection(page, 'Employment details');
  await expect(employment.getByText('These details come from your employer. To change them, contact hr-enquiries@acme.test.')).toBeVisible();
  const facts: [string, string][] = [
    ['Name', 'Sam Taylor'],
    ['E-mail', 'employee@acme.test'],
    ['Date of birth', '28 August 1978'],
    ['Employee number', 'AC00001'],
    ['Start date', '2 March 2015'],
    ['Grade', 'Store Manager'],
    ['Location', 'Leeds'],
    ['Salary', '£42,000'],
    ['Employer', 'Acme Retail'],
    ['Benefits scheme', 'Acme Rewards'],
  ];
  for (const [label, value] of facts) {
    await expect(employment.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`)).toHaveText(value);
  }
  await expect(employment.getByRole('textbox')).toHaveCount(0);
  await checkPage(page, 'profile-settings');

  const personal = profileSection(page, 'Personal details');
  // A phone number of the wrong shape is refused beside the field and in the summary.
  await personal.getByLabel('Phone number').fill('not a phone');
  await personal.getByRole('button', { name: 'Save changes' }).click();
  const summary = personal.getByRole('alert').filter({ hasText: 'Please correct the errors below' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Enter a phone number, like 07700 900 982' })).toBeVisible();
  await checkPage(page, 'profile-details-errors');

  await personal.getByLabel('Title').selectOption('Mr');
  await personal.getByLabel('Preferred name').fill('Sammy');
  await personal.getByLabel('Phone number').fill('07700 900 982');
  await personal.getByRole('checkbox', { name: 'Text message (SMS)' }).check();
  // No post: the portal holds no postal address (issue 26 item 9), so e-mail and text message are the only ways.
  await expect(personal.getByRole('group', { name: 'How we may contact you' }).getByRole('checkbox')).toHaveCount(2);
  await expect(personal.getByRole('checkbox', { name: 'Post' })).toHaveCount(0);
  await personal.getByRole('radio', { name: 'Avatar 3' }).check();
  await personal.getByRole('button', { name: 'Save changes' }).click();
  await expect(personal.getByRole('status').filter({ hasText: 'Your details have been saved.' })).toBeVisible();
  await expect(personal.getByRole('group', { name: 'Your picture' })).toHaveAccessibleDescription(/Your current picture is avatar 3\./);
  // The header shows the new picture.
  await expect(page.getByRole('button', { name: 'Hi, Sam' }).locator('img')).toHaveAttribute('src', /avatar-3\.svg$/);
  // Greetings use the preferred name once it is saved.
  await expect(page.getByRole('button', { name: 'Hi, Sammy', exact: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkPage(page, 'profile-details-saved');

  await page.reload();
  await expect(personal.getByLabel('Title')).toHaveValue('Mr');
  await expect(personal.getByLabel('Preferred name')).toHaveValue('Sammy');
  await expect(personal.getByLabel('Phone number')).toHaveValue('07700 900 982');
  await expect(personal.getByRole('checkbox', { name: 'Text message (SMS)' })).toBeChecked();
  await expect(personal.getByRole('radio', { name: 'Avatar 3' })).toBeChecked();
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: welcomeOf('Sammy') })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hi, Sammy', exact: true })).toBeVisible();
});

test("Sam downloads a policy document and a copy of his data ('My data') with his session's token", async ({ page }) => {
  await login(page, 'employee@acme.test');
  await openProfile(page, 'Sam');
  const policies = profileSection(page, 'Policies');
  const pmi = policies.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Private Medical Insurance' }) });
  await expect(pmi).toContainText('Cover certificate');
  await expect(pmi).toContainText(/Provider\s*\S+/);
  await expect(pmi).toContainText(/Issued\s*\d{1,2} \w+ \d{4}/);

  const downloading = page.waitForEvent('download');
  await pmi.getByRole('button', { name: 'Download Cover certificate for Private Medical Insurance' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/certificate\.pdf$/);
  // A real PDF (its text is read back by pdf.js in the server's policies test).
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');

  // "My data" (issue 39): a copy of everything held about him, as a zip of my-data.json and my-data.pdf.
  const myData = profileSection(page, 'My data');
  await expect(myData.getByText('A copy of everything we hold about you.')).toBeVisible();
  await expect(myData.getByText(/my-data\.json, every record we hold about you/)).toBeVisible();
  await myData.scrollIntoViewIfNeeded();
  await photographPart(myData, 'profile-my-data-section-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await myData.scrollIntoViewIfNeeded();
  await photographPart(myData, 'profile-my-data-section-375');
  await page.setViewportSize({ width: 1280, height: 800 });
  await checkPage(page, 'profile-my-data');
  const zipping = page.waitForEvent('download');
  await myData.getByRole('button', { name: 'Download my data' }).click();
  const zip = await zipping;
  expect(zip.suggestedFilename()).toBe('my-data.zip');
  const files = zipFiles(await readFile((await zip.path())!));
  expect([...files.keys()].sort()).toEqual(['my-data.json', 'my-data.pdf']);
  const data = JSON.parse(files.get('my-data.json')!.toString('utf8')) as { profile: { email: string }; selections: unknown[]; madeBy: string };
  expect(data.profile.email).toBe('employee@acme.test');
  expect(data.madeBy).toBe('self');
  expect(data.selections.length).toBeGreaterThan(0);
  expect(files.get('my-data.pdf')!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(myData.getByRole('button', { name: 'Download my data' })).toBeEnabled();
});
