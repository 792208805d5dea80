import { expect, test } from '../support/test.ts';
import { checkPage } from '../support/check-page.ts';
import { loginThroughIdp, WELCOME } from '../support/auth.ts';

// Issue 6/6 item 1: Globex's home showed "Your total benefits £240.00" beside "Total package £144.00".
test('Chris (no salary on record) sees one worth of his benefits on the home page and the total benefits page', async ({ page }) => {
  // Globex signs in through its identity provider.
  await loginThroughIdp(page, 'globex', 'employee@globex.test');
  await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();

  // The home page shows the worth once: in its summary, not again in a card (issue 37 item 14).
  const summary = page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { name: /^Your total benefits \d{4}$/ }) })
    .last();
  await expect(summary).toContainText('Your benefits are worth');
  const worth = (await summary
    .getByText(/^£[\d,]+\.\d\d$/)
    .first()
    .textContent())!;
  await expect(page.getByText(`Your benefits are worth ${worth} this year.`)).toHaveCount(0);
  await expect(page.getByText(/Your benefits are worth/)).toHaveCount(1);
  // Without a salary there is no package to show, rather than a package of the benefits alone.
  await expect(page.getByText(/Total package/)).toHaveCount(0);

  await page.getByRole('link', { name: 'See my total benefits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My total benefits' })).toBeVisible();
  const headline = page.getByText('Your benefits are worth', { exact: true });
  await expect(headline.locator('xpath=following-sibling::*[1]')).toHaveText(worth);
  await expect(page.getByText(/Total package/)).toHaveCount(0);
  await checkPage(page, 'total-benefits-no-salary');
  // Printed, it is the page's content alone (issue 37 item 3): no header, navigation or footer.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'My total benefits' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
});
