import { expect, test } from '../support/test.ts';
import { login } from '../support/auth.ts';
import { checkPage } from '../support/check-page.ts';

/**
 * HR's minimum-wage check (issue 38), walked from the dashboard. The demo's people on lower salaries work part time
 * (demo/people.ts), so today nobody's salary sacrifice comes near the minimum wage; on a later day HR types in, other
 * specs' choices may be in force, so only the check of that day is looked for. The table of people below or near the
 * limit is checked in MinimumWagePage.test.tsx and the figures in the server's check.test.ts.
 */
test('an employer checks salary sacrifices against the minimum wage on a day', async ({ page }) => {
  test.slow(); // Each state is checked with axe and photographed at two widths.
  await login(page, 'hr@acme.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  const tile = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Minimum wage check' }) });
  await expect(tile.getByText('0 people below')).toBeVisible();
  await expect(tile.getByText('Salary sacrifice against the minimum wage today; 0 near the limit.')).toBeVisible();
  await tile.getByRole('link', { name: 'Check the minimum wage' }).click();

  await expect(page).toHaveURL(/\/app\/dashboard\/minimum-wage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minimum wage check' })).toBeVisible();
  await expect(page.getByText(/^People whose salary sacrifices take their pay below the National Minimum or Living Wage/)).toBeVisible();
  await expect(page.getByText(/^Nobody's salary sacrifice takes them below or near the minimum wage on \d{1,2} \w+ \d{4}\.$/)).toBeVisible();
  const day = page.getByLabel('Check on', { exact: true });
  await expect(day).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await checkPage(page, 'minimum-wage-today');

  await day.fill('2027-04-01');
  await day.press('Enter');
  await expect(page).toHaveURL(/\/app\/dashboard\/minimum-wage\?on=2027-04-01$/);
  await expect(page.getByRole('region', { name: 'The check on 1 April 2027' })).toBeVisible();
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\/minimum-wage$/);
  await checkPage(page, 'minimum-wage-day');
});
