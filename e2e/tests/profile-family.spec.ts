import type { Page } from '@playwright/test';
import { expect, test, portalNow } from '../support/test.ts';
import { checkPage } from '../support/check-page.ts';
import { login } from '../support/auth.ts';
import { checkPanel, inWords, isoDay, openProfile, panel, profileSection } from '../support/profile.ts';

const REQUIRED = [
  'Title is required',
  'First name is required',
  'Surname is required',
  'Sex is required',
  'Relationship is required',
  'Date of birth is required',
  'Full time education is required',
];

/** The family card of one member, found by the name in its heading. */
const memberCard = (page: Page, name: string) =>
  profileSection(page, 'Family members')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

test('Sam adds a child (required messages first), edits his partner, and cannot remove a covered partner', async ({ page }) => {
  test.slow(); // Every state is checked with axe and photographed at two widths.
  await login(page, 'employee@acme.test');
  await openProfile(page, 'Sam');
  const family = profileSection(page, 'Family members');
  await expect(memberCard(page, 'Jordan Taylor')).toContainText('Partner');
  await expect(memberCard(page, 'Jordan Taylor')).toContainText('1980-02-14');
  await expect(memberCard(page, 'Mia Taylor')).toContainText('2014-06-09');
  await expect(memberCard(page, 'Mia Taylor')).toContainText('2032-07-31');

  await family.getByRole('button', { name: 'Add family member' }).click();
  const add = panel(page, 'Add family member');
  await expect(add.getByLabel('First name')).toBeVisible();
  await checkPanel(page, 'profile-family-add');
  await add.getByRole('button', { name: 'Save family member' }).click();
  const summary = add.getByRole('alert').filter({ hasText: 'Please correct the errors below' });
  await expect(summary.getByRole('link')).toHaveText(REQUIRED);
  await expect(summary).toBeFocused();
  await checkPanel(page, 'profile-family-errors');

  // A child born three weeks ago, not in full time education.
  const born = isoDay(-21);
  const [year, month, day] = born.split('-');
  await add.getByLabel('Title').selectOption('Miss');
  await add.getByLabel('First name').fill('Ella');
  await add.getByLabel('Surname').fill('Taylor');
  await add.getByRole('group', { name: 'Sex (as assigned at birth)' }).getByRole('radio', { name: 'Female' }).check();
  await add.getByRole('group', { name: 'Relationship' }).getByRole('radio', { name: 'Child or dependant' }).check();
  await add.getByLabel('Day').fill(day!);
  await add.getByLabel('Month').fill(month!);
  await add.getByLabel('Year').fill(year!);
  await add.getByRole('group', { name: 'Full time education' }).getByRole('radio', { name: 'No' }).check();
  await expect(summary).toBeHidden();
  await add.getByRole('button', { name: 'Save family member' }).click();
  await expect(add).toBeHidden();
  await expect(family.getByRole('status').filter({ hasText: 'Ella Taylor has been added to your family members.' })).toBeVisible();
  await expect(memberCard(page, 'Ella Taylor')).toContainText('Child or dependant');
  await expect(memberCard(page, 'Ella Taylor')).toContainText(born);
  await checkPage(page, 'profile-family-added');

  // The partner's panel opens prefilled (the shared model → form mapping).
  await memberCard(page, 'Jordan Taylor').getByRole('button', { name: 'Edit Jordan Taylor' }).click();
  const edit = panel(page, 'Edit family member');
  await expect(edit.getByLabel('Title')).toHaveValue('Mrs');
  await expect(edit.getByLabel('First name')).toHaveValue('Jordan');
  await expect(edit.getByLabel('Year')).toHaveValue('1980');
  await expect(edit.getByRole('radio', { name: 'Partner' })).toBeChecked();
  await expect(edit.getByRole('group', { name: 'Full time education' }).getByRole('radio', { name: 'No' })).toBeChecked();
  await checkPanel(page, 'profile-family-edit');
  await edit.getByLabel('Title').selectOption('Ms');
  await edit.getByRole('button', { name: 'Save family member' }).click();
  await expect(edit).toBeHidden();
  await expect(family.getByRole('status').filter({ hasText: "Jordan Taylor's details have been saved." })).toBeVisible();
  await memberCard(page, 'Jordan Taylor').getByRole('button', { name: 'Edit Jordan Taylor' }).click();
  await expect(panel(page, 'Edit family member').getByLabel('Title')).toHaveValue('Ms');
  await panel(page, 'Edit family member').getByRole('button', { name: 'Cancel' }).click();
  await expect(panel(page, 'Edit family member')).toBeHidden();

  // Jordan is covered by Sam's medical insurance: the server refuses, and says why.
  await memberCard(page, 'Jordan Taylor').getByRole('button', { name: 'Remove Jordan Taylor' }).click();
  await expect(memberCard(page, 'Jordan Taylor').getByText('Remove Jordan Taylor from your family members?')).toBeFocused();
  await memberCard(page, 'Jordan Taylor').getByRole('button', { name: 'Yes, remove' }).click();
  await expect(memberCard(page, 'Jordan Taylor').getByRole('alert')).toHaveText(
    'This family member is covered by one of your benefits. Change that benefit first.',
  );
  await checkPage(page, 'profile-family-remove-refused');

  // Ella is covered by nothing yet: she goes (and other tests never see her).
  await memberCard(page, 'Ella Taylor').getByRole('button', { name: 'Remove Ella Taylor' }).click();
  await memberCard(page, 'Ella Taylor').getByRole('button', { name: 'Yes, remove' }).click();
  await expect(family.getByRole('status').filter({ hasText: 'Ella Taylor has been removed from your family members.' })).toBeVisible();
  await expect(memberCard(page, 'Ella Taylor')).toHaveCount(0);
});

const benefitCard = (page: Page, name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });

test("Sam adds a 'Birth of a child' life event: its selection window opens, and he changes his medical cover outside the annual window", async ({ page }) => {
  test.slow();
  await login(page, 'employee@acme.test');

  // The demo's annual window closed two weeks ago: started medical cover can only be looked at.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My benefits' }).click();
  await expect(page.getByText(/^The selection window ran from .+\. You can still choose or change some benefits now/)).toBeVisible();
  await benefitCard(page, 'Private Medical Insurance').getByRole('link', { name: 'View Private Medical Insurance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Private Medical Insurance' })).toBeVisible();
  await expect(page.getByText(/^You can only change your benefits while the selection window is open \(.+\), or after a life event\.$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage' })).toHaveCount(0);
  await checkPage(page, 'benefit-pmi-window-closed');

  await openProfile(page, 'Sam');
  const events = profileSection(page, 'Life events');
  await events.getByRole('button', { name: 'Add life event' }).click();
  const add = panel(page, 'Add life event');
  await expect(add.getByLabel('Life event')).toBeVisible();
  await add.getByRole('button', { name: 'Add life event' }).click();
  await expect(add.getByRole('alert').filter({ hasText: 'Please correct the errors below' }).getByRole('link')).toHaveText([
    'Choose the life event',
    'Enter the date of the event',
  ]);
  await checkPanel(page, 'profile-life-event-errors');

  await add.getByLabel('Life event').selectOption({ label: 'Birth of a child' });
  await expect(add.getByText('A child has been born or adopted into your family.')).toBeVisible();
  await add.getByLabel('Date of the event').fill(isoDay(-21));
  await add.getByLabel('Evidence (optional)').fill('Birth certificate to follow');

  // A failure first (the server is made to fail once): the spec's message, and the panel stays.
  await page.route('**/api/client/life-events', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'boom' } }) : route.fallback(),
  );
  await add.getByRole('button', { name: 'Add life event' }).click();
  await expect(add.getByRole('alert')).toHaveText('There was an error encountered when trying to add the life event');
  await checkPanel(page, 'profile-life-event-failed');
  await page.unroute('**/api/client/life-events');

  const before = portalNow().getTime();
  await add.getByRole('button', { name: 'Add life event' }).click();
  await expect(add).toBeHidden();
  // The window is the type's 30 days from now: the day may tip over while the test runs.
  const windowEnds = [inWords(new Date(before + 30 * 86_400_000)), inWords(new Date(portalNow().getTime() + 30 * 86_400_000))];
  const added = events.getByRole('status');
  await expect(added).toContainText(/Your life event has been added\. The selection window is open until \d{1,2} \w+ \d{4}\./);
  const addedText = (await added.textContent()) ?? '';
  expect(windowEnds.some((date) => addedText.includes(date))).toBe(true);

  const event = events.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Birth of a child' }) });
  await expect(event).toContainText('Open');
  await expect(event).toContainText(inWords(new Date(`${isoDay(-21)}T12:00:00Z`)));
  await expect(event).toContainText(/You can change your benefits until \d{1,2} \w+ \d{4}\./);
  await checkPage(page, 'profile-life-event-added');

  await added.getByRole('link', { name: 'Go to My benefits' }).click();
  await expect(page).toHaveURL(/\/app\/my-benefits\/$/);
  await expect(page.getByText(/^After your life event you can change your benefits until \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
  await checkPage(page, 'my-benefits-life-event');

  // Now he can change his medical cover from himself and his partner to the whole family.
  await benefitCard(page, 'Private Medical Insurance').getByRole('link', { name: 'Change Private Medical Insurance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Private Medical Insurance' })).toBeVisible();
  await page.getByRole('link', { name: 'Change my selection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change Private Medical Insurance' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /You and your partner/ })).toBeChecked();
  await page.getByRole('radio', { name: /You and your family/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Who else do you want to cover?' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Jordan Taylor/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /Mia Taylor/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // His earlier answers and accepted terms carry over; he reads the questions again before going on.
  await expect(page.getByText('You have answered every question.')).toBeVisible();
  await page.getByRole('button', { name: 'Change your answers' }).click();
  const questions = page.getByRole('dialog', { name: 'Health questions' });
  await expect(questions.getByRole('group')).toHaveCount(2);
  for (const group of await questions.getByRole('group').all()) await expect(group.getByRole('radio', { name: 'No' })).toBeChecked();
  await questions.getByRole('button', { name: 'Save answers' }).click();
  await expect(questions).toBeHidden();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('You have accepted version 2 of the terms.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
  // Priced as cover that started on 1 January: the family price for his age then, less Acme's £40.00.
  await expect(page.getByRole('region', { name: 'Your monthly cost' }).getByText('£102.30').first()).toBeVisible();
  await checkPage(page, 'wizard-summary-life-event-change');
  await page.getByRole('button', { name: 'Confirm my changes' }).click();
  await expect(page.getByText('Your selection is saved')).toBeVisible();

  await page.getByRole('link', { name: 'View the benefit' }).click();
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan.getByText('You and your family')).toBeVisible();
  await expect(plan.getByRole('listitem')).toHaveText(['Jordan Taylor (Partner)', 'Mia Taylor (Dependant)']);
  await expect(page.getByText(/^After your life event you can change this benefit until \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
  await checkPage(page, 'benefit-pmi-changed');
});
