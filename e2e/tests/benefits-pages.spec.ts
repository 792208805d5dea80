import { expect, test } from '../support/test.ts';
import { checkPage, clientUrl } from '../support/check-page.ts';
import { login } from '../support/auth.ts';

test('a first login shows the welcome carousel once: previous, next and dots', async ({ page }) => {
  // employee018 has never logged in (demo seed).
  await login(page, 'employee018@acme.test');
  // Nobody is welcomed back on their first visit.
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, \S+$/ })).toBeVisible();
  const carousel = page.getByRole('region', { name: 'Welcome' });
  await expect(carousel.getByRole('heading', { name: 'Welcome to your benefits' })).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
  await expect(carousel.getByRole('button', { name: /^Slide 1:/ })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { name: 'Choose your benefits' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Your total benefits \d{4}/ })).toBeVisible();
  await checkPage(page, 'home-welcome');

  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(carousel.getByRole('heading', { name: 'Choose what suits you' })).toBeVisible();
  await carousel.getByRole('button', { name: /^Slide 3:/ }).click();
  await expect(carousel.getByRole('button', { name: /^Slide 3:/ })).toHaveAttribute('aria-current', 'true');
  await carousel.getByRole('button', { name: 'Get started' }).click();
  await expect(carousel).toBeHidden();
  // Two cards share the row between them: no empty columns beside them.
  const cards = page.getByRole('region', { name: 'Your benefits at a glance' }).getByRole('list').first();
  const row = await cards.evaluate((list) => {
    const items = Array.from(list.children).map((c) => c.getBoundingClientRect());
    const top = items[0]?.top;
    return { right: Math.max(...items.filter((c) => c.top === top).map((c) => c.right)), gridRight: list.getBoundingClientRect().right };
  });
  expect(row.right).toBeGreaterThan(row.gridRight - 2);
  await checkPage(page, 'home-cards');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, \S+$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose your benefits' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Welcome' })).toHaveCount(0);
});

test('a benefit that does not exist shows the missing benefit page', async ({ page }) => {
  await login(page, 'employee021@acme.test');
  await page.goto(clientUrl('acme', '/app/my-benefits/999999'));
  await expect(page.getByText('Oops! The benefit you are looking for has been removed or relocated.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await checkPage(page, 'benefit-missing');
  await page.getByRole('link', { name: 'Back to My benefits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My benefits' })).toBeVisible();
});

test('a benefit that fails to load offers Try again and a link to contact us (spec §8)', async ({ page }) => {
  await login(page, 'employee021@acme.test');
  await page.route('**/api/benefit/*/with-selection', (route) => route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'x' } }));
  await page.goto(clientUrl('acme', '/app/my-benefits/1'));
  const alert = page.getByRole('alert').filter({ hasText: 'We could not load this information. Please try again.' });
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(alert.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact-us/');
  await checkPage(page, 'benefit-load-issue');
  await alert.getByRole('link', { name: 'contact us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});

test("a benefit's page compares its options: each level's monthly cost, the employer's part and whom it covers", async ({ page }) => {
  // employee021: 46 when new cover starts on 1 July 2026, no family on the profile (a family level is priced for one).
  await login(page, 'employee021@acme.test');
  // The prices held back at first: the table keeps its rows and its height while they load, on a phone too.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/benefit/*/options-compared', async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(clientUrl('acme', '/app/my-benefits/1'));
  await expect(page.getByRole('heading', { level: 1, name: 'Private Medical Insurance' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Compare the options' });
  await expect(table.getByRole('rowheader', { name: /^You and your family/ })).toBeVisible();
  const card = table.locator('xpath=ancestor::div[@aria-busy]/..');
  await expect(card.locator('[aria-busy="true"]')).toHaveCount(1);
  const loading = await card.boundingBox();
  release();
  const you = table.getByRole('row', { name: /^You only/ });
  await expect(you.getByRole('cell')).toHaveText(['£12.40', '£40.00', 'Just you']);
  await expect(
    table
      .getByRole('row', { name: /^You and your family/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('You and 1 family member');
  await expect(page.getByText('Prices for a start on 1 July 2026.')).toBeVisible();
  expect((await card.boundingBox())?.height).toBeCloseTo(loading?.height ?? 0, 0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(table.getByRole('columnheader', { name: 'You pay a month' })).toBeVisible();
  await checkPage(page, 'benefit-compare-options');
});

test('FAQs: grouped accordions, filtered as you type, with an empty state', async ({ page }) => {
  await login(page, 'employee021@acme.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Choosing benefits' })).toBeVisible();
  const question = page.getByRole('button', { name: 'What is salary sacrifice?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await checkPage(page, 'faqs');

  const search = page.getByRole('searchbox', { name: 'Search the questions' });
  await search.fill('beneficiaries');
  await expect(page.getByText('1 question found')).toBeVisible();
  const beneficiaries = page.getByRole('button', { name: 'How do I update the beneficiaries for my life assurance?' });
  await expect(beneficiaries).toBeVisible();
  // The answer names the portal's own way to nominate (issue 13 item 4), the one beneficiary-nominations.spec.ts walks.
  await beneficiaries.click();
  await expect(page.getByText(/expression of wish/)).toBeVisible();
  await expect(page.getByText(/choose Nominate beneficiaries on your Life Assurance page/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Choosing benefits' })).toHaveCount(0);
  await checkPage(page, 'faqs-search');

  await search.fill('zebra crossing');
  await expect(page.getByText('No questions match "zebra crossing".')).toBeVisible();
  await checkPage(page, 'faqs-empty');
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('heading', { level: 2, name: 'Getting started' })).toBeVisible();
});

test('My total benefits: the figures and table, and the chart view', async ({ page }) => {
  await login(page, 'employee020@acme.test');
  await page.getByRole('link', { name: 'See my total benefits' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My total benefits' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Yearly value of each benefit' });
  await expect(table.getByRole('rowheader', { name: 'Life Assurance' })).toBeVisible();
  // Overview mode: the year by default (spec), this month on request.
  await expect(page.getByRole('radio', { name: 'For the year' })).toBeChecked();
  await checkPage(page, 'total-benefits');
  await page.getByRole('radio', { name: 'For this month' }).check();
  await expect(page.getByRole('table', { name: /^Value of each benefit in \w+ \d{4}$/ }).getByRole('rowheader', { name: 'Life Assurance' })).toBeVisible();
  await page.getByRole('radio', { name: 'For the year' }).check();

  await page.getByRole('link', { name: 'See the chart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My total benefits in detail' })).toBeVisible();
  await expect(page.getByRole('figure', { name: /Yearly value of each benefit, split by who pays/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Yearly value of each benefit' })).toBeVisible();
  await checkPage(page, 'total-benefits-chart');
});

test('while pages load they show their outline, and the header keeps its links in place', async ({ page }) => {
  await login(page, 'employee021@acme.test');
  // Held answers: the login setup (which says whether FAQs show) and the benefits list.
  let releaseSetup = () => undefined as void;
  const setupHeld = new Promise<void>((resolve) => (releaseSetup = resolve));
  await page.route('**/api/login/setup', async (route) => {
    await setupHeld;
    await route.continue();
  });
  await page.route('**/api/benefits/user/eligible', () => undefined);
  await page.goto(clientUrl('acme', '/app/my-benefits/'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My benefits' })).toBeVisible();
  const before = await nav.getByRole('link', { name: 'Home' }).boundingBox();
  releaseSetup();
  await expect(nav.getByRole('link', { name: 'FAQs' })).toBeVisible();
  // FAQs took the place held for it: Home did not move.
  expect(before).not.toBeNull();
  expect((await nav.getByRole('link', { name: 'Home' }).boundingBox())?.x).toBe(before?.x);

  const loading = page.locator('[aria-busy="true"]').filter({ has: page.getByRole('status').filter({ hasText: 'Loading your benefits...' }) });
  await expect(loading).toBeVisible();
  await checkPage(page, 'my-benefits-loading');
});

test('offline, a page that cannot load offers Try again instead of the crash page', async ({ page, context }) => {
  await login(page, 'employee021@acme.test');
  await context.setOffline(true);
  // The FAQs page's code has not been fetched yet: without a network it cannot load.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You seem to be offline' })).toBeVisible();
  await expect(page.getByText('Uh oh!')).toHaveCount(0);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Still no connection' })).toBeVisible();
  await checkPage(page, 'offline');

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
});
