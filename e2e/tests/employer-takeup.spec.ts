import { expect, test } from '../support/test.ts';
import { login } from '../support/auth.ts';
import { checkPage } from '../support/check-page.ts';

test('an employer sees take-up by benefit, who chose one, and one benefit on its own page', async ({ page }) => {
  test.slow(); // Every state is checked with axe and photographed at two widths.
  await login(page, 'hr@acme.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  const tile = page.getByRole('listitem').filter({ hasText: 'Benefit take-up' });
  await expect(tile.getByText(/^\d+\.\d%$/)).toBeVisible();
  await tile.getByRole('link', { name: 'View take-up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benefit take-up' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Take-up by benefit' });
  const cycle = table.getByRole('row').filter({ hasText: 'Cycle to Work' });
  // Seven were seeded; other tests running beside this one may add theirs.
  const awaiting = cycle.locator('td[data-label="Awaiting approval"]');
  await expect(awaiting).toHaveText(/^\d+$/);
  expect(Number(await awaiting.innerText())).toBeGreaterThanOrEqual(7);
  await expect(cycle.locator('td[data-label="Take-up"]')).toHaveText(/^\d+\.\d%$/);
  await expect(cycle.locator('td[data-label="Employees a month"]')).toHaveText(/^£[\d,]+\.\d{2}$/);
  // Acme has benefit insights on: the page views of the last 12 weeks beside the take-up.
  const dental = page.getByRole('table', { name: 'Interest in each benefit' }).getByRole('row').filter({ hasText: 'Dental Insurance' });
  await expect(dental.locator('td[data-label="Page views"]')).toHaveText(/^[1-9]\d*$/);
  await expect(dental.locator('td[data-label="People who looked"]')).toHaveText(/^[1-9]\d*$/);
  await expect(dental.locator('td[data-label="Looked and chose"]')).toHaveText(/^\d+$/);
  await expect(page.getByText('Page views, people who looked and those who then chose cover the last 12 weeks.')).toBeVisible();
  await checkPage(page, 'benefit-takeup');

  await table.getByRole('button', { name: 'View people who chose Cycle to Work' }).click();
  const panel = page.getByRole('dialog', { name: 'Cycle to Work: who chose it' });
  const people = panel.getByRole('table', { name: 'People with a selection' });
  await expect(people.locator('td[data-label="Status"]').filter({ hasText: 'Awaiting approval' }).first()).toBeVisible();
  expect(await people.locator('tbody tr').count()).toBeGreaterThanOrEqual(7);
  await checkPage(page, 'benefit-takeup-panel');
  await panel.getByLabel('Search by name, e-mail or employee number').fill('no such person');
  await expect(panel.getByText('Nobody matches your search.')).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();

  await table.getByRole('link', { name: 'Dental Insurance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dental Insurance' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Benefit take-up' })).toBeVisible();
  await expect(page.getByText('People who looked', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'People with a selection' }).locator('tbody tr').first()).toBeVisible();
  await checkPage(page, 'benefit-takeup-detail');
});
