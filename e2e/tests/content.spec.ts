import { expect, test } from '../support/test.ts';
import { acceptCookies, checkPage, clientUrl } from '../support/check-page.ts';

const pages = [
  { path: '/cookie-policy/', title: 'Our Cookie Policy', shot: 'content-cookie-policy' },
  { path: '/privacy-statement', title: 'Privacy statement', shot: 'content-privacy' },
  { path: '/terms-and-conditions', title: 'Terms and conditions', shot: 'content-terms' },
];

for (const { path, title, shot } of pages) {
  test(`${title} loads the client's content with a breadcrumb home`, async ({ page }) => {
    await page.goto(clientUrl('acme', path));
    if (path !== '/cookie-policy/') await acceptCookies(page);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Acme Retail');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText(title)).toHaveAttribute('aria-current', 'page');
    // The text fills its card (the card is a reading width wide), not half of it.
    const card = await page.locator('.prose').evaluate((prose) => {
      const box = prose.parentElement!;
      const style = getComputedStyle(box);
      const inner = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: prose.getBoundingClientRect().width, inner };
    });
    expect(card.text).toBeGreaterThan(card.inner * 0.95);
    await checkPage(page, shot);
  });
}

test('a content page that fails to load says so and offers the way home', async ({ page }) => {
  await page.route('**/api/policies/privacy-policy', (route) => route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'x' } }));
  await page.goto(clientUrl('acme', '/privacy-statement'));
  await expect(page.getByText('There was an issue requesting the latest Privacy statement')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to home' })).toBeVisible();
  await checkPage(page, 'content-error');
});

test('the 404 page has the spec texts and a way back', async ({ page }) => {
  await page.goto(clientUrl('acme', '/no/such/page'));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Oops! The page you are looking for has been removed or relocated.')).toBeVisible();
  await checkPage(page, 'not-found');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(clientUrl('acme', '/'));
});
