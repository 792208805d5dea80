import type { Browser, Page } from '@playwright/test';
import { expect, test, newPortalContext, newPortalPage } from '../support/test.ts';
import { messages } from '@portal/contracts';
import { acceptCookies, checkPage, clientUrl } from '../support/check-page.ts';
import { ADMIN_EMAIL, DEMO_PASSWORD, emailBox, fillLogin, login, loginThroughIdp, WELCOME } from '../support/auth.ts';
import { SamlTestIdp } from '../../apps/server/src/test/saml-idp.ts';

/** Calls the API from the page (Node cannot reach *.localhost) with the session's bearer token. */
async function callApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const { access_token } = JSON.parse(localStorage.getItem('loginCredentials') ?? '{}') as { access_token?: string };
      const response = await fetch(path, {
        method,
        headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as T };
    },
    { method, path, body },
  );
}

/** A fresh browser context with its own page (no shared storage with the test's page). */
async function freshPage(browser: Browser) {
  const context = await newPortalContext(browser);
  return { context, page: await context.newPage() };
}

test.describe('one-time login link errors', () => {
  test('an expired masquerade link explains how to start again', async ({ page }) => {
    await page.goto(clientUrl('acme', '/sso-login/msq/msq_bad/2026'));
    await expect(page.getByRole('heading', { level: 1, name: messages.sso.expiredTitle })).toBeVisible();
    await expect(page.getByText(messages.sso.expiredBody)).toBeVisible();
    await checkPage(page, 'sso-link-expired');
  });

  test('any other failed link offers the contact page', async ({ page }) => {
    await page.goto(clientUrl('acme', '/sso-login/sso/sso_bad/2026'));
    await expect(page.getByRole('heading', { level: 1, name: messages.sso.failedTitle })).toBeVisible();
    await expect(page.getByText(messages.sso.failedBody)).toBeVisible();
    await expect(page.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact-us/');
    await checkPage(page, 'sso-link-failed');
  });

  test('the unable-to-log-in page leads back to login', async ({ page }) => {
    await page.goto(clientUrl('acme', '/sso-error'));
    await expect(page.getByRole('heading', { level: 1, name: messages.sso.unableTitle })).toBeVisible();
    await expect(page.getByText(messages.sso.unableBody)).toBeVisible();
    await checkPage(page, 'sso-error');
    await page.getByRole('link', { name: messages.logout.goToLogin }).click();
    await expect(emailBox(page)).toBeVisible();
  });
});

test('a globex employee signs in through the identity provider', async ({ page }) => {
  await loginThroughIdp(page, 'globex', 'employee@globex.test');
  await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();
  expect(new URL(page.url()).host).toMatch(/^globex\.localhost/);
});

// Issue 39: SAML 2.0 beside OpenID Connect. The tests' own SAML identity provider (a node:http server on 127.0.0.1 that
// signs its assertions with a test key) is imported into acme's Sign-on tab with no e-mail domain routed to it, so acme's
// password logins elsewhere in the run are untouched; an acme employee then signs in through it and it is removed again.
test('SAML: the console imports an identity provider and shows our values; an employee signs in through it', async ({ page, browser }) => {
  test.slow();
  const idp = await new SamlTestIdp().start();
  try {
    await login(page, ADMIN_EMAIL);
    await page.goto(clientUrl('acme', '/app/admin/clients'));
    await page.getByRole('link', { name: 'Acme Retail' }).click();
    await page.getByRole('navigation', { name: 'Client settings' }).getByRole('link', { name: 'Sign-on' }).click();
    await page.getByLabel('SAML 2.0').check();
    await expect(page.getByRole('heading', { name: 'Give the identity provider these values' })).toBeVisible();
    const sp = clientUrl('acme', '/api/sso/acme/saml');
    await expect(page.getByText(`${sp}/metadata`, { exact: true })).toBeVisible();
    await expect(page.getByText(`${sp}/acs`, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download our SAML metadata' })).toHaveAttribute('href', `${sp}/metadata`);

    // Metadata that is not XML is refused on its field; the provider's own metadata is imported.
    const metadata = page.getByLabel('Identity provider metadata (XML)');
    await metadata.fill('<EntityDescriptor><oops');
    await page.getByRole('button', { name: 'Save SAML sign-on' }).click();
    await expect(page.getByText(/^This is not an XML document/).first()).toBeVisible();
    await checkPage(page, 'admin-sign-on-saml-error');
    await metadata.fill(idp.metadataXml());
    await page.getByRole('button', { name: 'Save SAML sign-on' }).click();
    await expect(page.getByText('SAML sign-on saved.')).toBeVisible();
    await expect(page.getByText('These settings were imported from metadata.')).toBeVisible();
    await expect(page.getByText(/^Portal test SAML IdP \(idp\), valid until/)).toBeVisible();
    await expect(page.getByLabel('Identity provider entity id')).toHaveValue(idp.entityId);
    await checkPage(page, 'admin-sign-on-saml');

    // An acme employee signs in: our AuthnRequest, the provider's signed answer POSTed back to the ACS, the portal's home.
    const context = await newPortalContext(browser);
    const employee = await context.newPage();
    idp.behaviour.email = 'employee@acme.test';
    await employee.goto(clientUrl('acme', '/api/sso/acme/saml/start?login_hint=employee%40acme.test'));
    await expect(employee).toHaveURL(/\/app\/home\/$/);
    await expect(employee.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();
    expect(idp.requests.at(-1)?.issuer).toBe(`${sp}/metadata`);
    // An assertion signed with another key ends on the unable-to-log-in page.
    idp.behaviour.sign = 'other-key';
    const refused = await context.newPage();
    await refused.goto(clientUrl('acme', '/api/sso/acme/saml/start'));
    await expect(refused.getByRole('heading', { level: 1, name: messages.sso.unableTitle })).toBeVisible();
    await context.close();

    await page.getByRole('button', { name: 'Remove SAML sign-on' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove SAML sign-on?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog.getByText('SAML sign-on is removed.')).toBeVisible();
  } finally {
    await idp.close();
  }
});

test('an administrator views the portal as an employer from the admin console', async ({ page, context, browser }) => {
  test.slow(); // the admin console, a masquerade in a new tab and a used link, each checked at two widths.
  // A platform administrator lands on the admin console, not on a client's employee home (issue 26 item 9).
  await login(page, 'admin@portal.test');
  await expect(page).toHaveURL(/\/app\/admin\/$/);
  await page.goto(clientUrl('acme', '/'));
  await expect(page).toHaveURL(/\/app\/admin\/$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/home\/$/);
  await page.getByRole('link', { name: 'Admin', exact: true }).first().click();
  await expect(page).toHaveURL(/\/app\/admin\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(breadcrumb.getByText('Admin console')).toHaveAttribute('aria-current', 'page');
  // The client select draws the house arrow like every other select, not the browser's own.
  await expect(page.getByLabel('Client')).toHaveCSS('appearance', 'none');
  await page.getByLabel('Client').selectOption({ label: 'Acme Retail' });
  await page.getByLabel('Search by name or e-mail').fill('hr@acme');
  const people = page.getByRole('table', { name: 'People of Acme Retail' });
  const row = people.getByRole('row', { name: /hr@acme\.test/ });
  await expect(row).toBeVisible();
  await expect(people.getByRole('row')).toHaveCount(2);
  // Client and search are in the address: a refresh keeps them (issue 26 item 9).
  await expect(page).toHaveURL(/usersSearch=hr%40acme/);
  await page.reload();
  await expect(page.getByLabel('Search by name or e-mail')).toHaveValue('hr@acme');
  await expect(row).toBeVisible();
  await checkPage(page, 'admin-console');

  const linkAnswer = page.waitForResponse((r) => r.url().includes('/api/masquerade/employer/') && r.request().method() === 'POST');
  const newTab = context.waitForEvent('page');
  await row.getByRole('button', { name: /View as/ }).click();
  const { url } = (await (await linkAnswer).json()) as { url: string };
  const year = /\/(\d{4})$/.exec(url)?.[1];
  expect(url).toMatch(/^http:\/\/acme\.localhost:\d+\/sso-login\/msq\/msq_/);

  const viewed = await newTab;
  await expect(viewed).toHaveURL(/\/app\/home\/$/);
  await expect(viewed.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();
  const banner = viewed.getByRole('region', { name: 'Masquerade session' });
  await expect(banner).toContainText(`Viewing as Priya Shah · Scheme year ${year}`);
  await expect(banner.getByRole('link', { name: 'End session' })).toBeVisible();
  await expect(viewed.getByRole('button', { name: 'Accept cookies' })).toBeHidden();
  await checkPage(viewed, 'masquerade-home');

  // A reload keeps the masquerade headers (the stored user names the viewed person).
  await viewed.reload();
  await expect(viewed.getByRole('region', { name: 'Masquerade session' })).toBeVisible();

  // The link worked once: opened again, it has expired.
  const again = await newPortalPage(browser);
  await again.goto(url);
  await expect(again.getByRole('heading', { level: 1, name: messages.sso.expiredTitle })).toBeVisible();
  await expect(again.getByText(messages.sso.expiredBody)).toBeVisible();
  // Its mark is a drawn clock, not a font glyph that shows as a missing-glyph box.
  await expect(again.locator('svg[data-icon="clock"]')).toBeVisible();
  await checkPage(again, 'masquerade-expired');
  await again.close();

  // The masquerade lives in its own tab: the administrator's tab is still theirs, and its audit log lists the masquerade.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Masquerade session' })).toBeHidden();
  await expect(
    page
      .getByRole('table', { name: 'Audit log entries, newest first' })
      .getByRole('row', { name: /Morgan Reed started viewing the portal as Priya Shah/ })
      .first(),
  ).toBeVisible();
});

test('the partner redirect signs an employee in to the partner site', async ({ page }) => {
  await page.goto(clientUrl('acme', '/partner-login/perks'));
  await acceptCookies(page);
  await checkPage(page, 'partner-login');
  await fillLogin(page, 'employee070@acme.test');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/api\/dev-partner\/perks\?assertion=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Signed in to Perks as Ewan Jones' })).toBeVisible();

  // Already logged in: straight to the partner.
  await page.goto(clientUrl('acme', '/partner-login/perks'));
  await expect(page.getByRole('heading', { level: 1, name: 'Signed in to Perks as Ewan Jones' })).toBeVisible();
});

test('a magic link logs an employee in once', async ({ page, browser }) => {
  // The employee's id, from the admin console's search (the employer API lists no ids).
  const admin = await freshPage(browser);
  await login(admin.page, 'admin@portal.test');
  const clients = await callApi<{ data: { id: number; code: string }[] }>(admin.page, 'GET', '/api/admin/clients');
  const acme = clients.json.data.find((c) => c.code === 'acme')!;
  const found = await callApi<{ data: { id: number; email: string }[] }>(admin.page, 'GET', `/api/admin/clients/${acme.id}/users?search=employee072`);
  const employee = found.json.data.find((u) => u.email === 'employee072@acme.test')!;
  await admin.context.close();

  await login(page, 'hr@acme.test');
  const link = await callApi<{ url: string }>(page, 'POST', `/api/v2/scheme/${acme.id}/employees/${employee.id}/magic-link`, { password: DEMO_PASSWORD });
  expect(link.status).toBe(200);
  expect(link.json.url).toMatch(/\/sso-login\/mgc\/mgc_/);

  const first = await freshPage(browser);
  await first.page.goto(link.json.url);
  await expect(first.page).toHaveURL(/\/app\/home\/$/);
  await expect(first.page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();
  await first.context.close();

  const second = await freshPage(browser);
  await second.page.goto(link.json.url);
  // Only masquerade links ('msq') get the expired page; any other prefix gets the general failure (spec §2).
  await expect(second.page.getByRole('heading', { level: 1, name: messages.sso.failedTitle })).toBeVisible();
  await second.context.close();
});
