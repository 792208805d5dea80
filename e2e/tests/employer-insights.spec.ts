import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { login } from '../support/auth.ts';
import { checkPage } from '../support/check-page.ts';

async function openDashboard(page: Page) {
  await login(page, 'hr@acme.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employer dashboard' })).toBeVisible();
}

/** The chart is drawn, its sentence says what it shows, and its table (a click away) has a row per period. */
async function checkChart(page: Page, chartName: RegExp, tableName: string, summary: RegExp, rows: number) {
  const chart = page.getByRole('figure', { name: chartName });
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(page.getByText(summary)).toBeVisible();
  const table = page.getByRole('table', { name: tableName });
  await expect(table).toBeHidden();
  await page.getByRole('button', { name: 'Show as table' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(rows);
  await expect(page.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
}

async function noSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 375, height: 812 });
  // The charts resize on the next frame (a ResizeObserver): wait for the page to settle, not for a fixed time.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an employer sees registrations over the last year, by location and by grade', async ({ page }) => {
  test.slow(); // axe and screenshots at two widths.
  await openDashboard(page);
  const tile = page.getByRole('listitem').filter({ hasText: 'Registrations this year' });
  await expect(tile.getByText(/^\d+ of \d+ registered in all$/)).toBeVisible();
  await tile.getByRole('link', { name: 'View employee insights' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\/employee-insights\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Employee insights' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Employer dashboard' })).toHaveAttribute(
    'href',
    '/app/dashboard/',
  );

  await checkChart(
    page,
    /^Bar chart of new registrations per month/,
    'Registrations over the last 12 months',
    /registered in the last 12 months, most in .+; \d+ people have registered in all\.$/,
    12,
  );
  await expect(page.getByRole('table', { name: 'By location' }).getByRole('rowheader', { name: 'Leeds' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'By grade' }).locator('tbody tr')).not.toHaveCount(0);
  await noSidewaysScroll(page);
  await checkPage(page, 'employer-insights');

  // A location narrows every figure; the address keeps it.
  await page.getByLabel('Location', { exact: true }).selectOption('Leeds');
  await expect(page).toHaveURL(/location=Leeds/);
  await expect(page.getByRole('table', { name: 'By location' }).locator('tbody tr')).toHaveCount(1);
});

test('an employer sees logins per week and who has been active lately', async ({ page }) => {
  test.slow(); // axe and screenshots at two widths.
  await openDashboard(page);
  const tile = page.getByRole('listitem').filter({ hasText: 'Logins in the last 30 days' });
  await expect(tile.getByText(/^\d+\.\d% of registered people logged in$/)).toBeVisible();
  await tile.getByRole('link', { name: 'View employee engagement' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\/employee-engagement\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Employee engagement' })).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Active in the last 30 days' })).toBeVisible();

  await checkChart(
    page,
    /^Bar chart of logins per week/,
    'Logins and benefit page views per week over the last 12 weeks',
    /logins in the last 12 weeks, about \d+ a week; the busiest was the week of .* Benefit pages were opened [\d,]+ times\./,
    12,
  );
  await expect(page.getByRole('table', { name: 'By grade' }).locator('tbody tr')).not.toHaveCount(0);
  // Benefit page views (recorded when people open a benefit's page; the demo has some history).
  await expect(page.getByRole('term').filter({ hasText: 'Benefit page views in the last 12 weeks' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Most viewed benefits in the last 12 weeks' }).locator('tbody tr')).not.toHaveCount(0);
  await noSidewaysScroll(page);
  await checkPage(page, 'employer-engagement');
});
