import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { TOTP } from 'otpauth';
import { acceptCookies, clientUrl } from './check-page.ts';

/** Every demo account's password (apps/server/src/demo/seed.ts). */
export const DEMO_PASSWORD = 'Benefits-Demo-2026!';
/** The seeded two-factor secret of mfa@acme.test. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export const totpCode = (secret: string = DEMO_TOTP_SECRET) => new TOTP({ secret, digits: 6, period: 30 }).generate();

export const emailBox = (page: Page) => page.getByRole('textbox', { name: 'Email address' });
export const passwordBox = (page: Page) => page.getByLabel('Password', { exact: true });

/**
 * The home heading: 'Welcome, Sam' on a person's first session ever, 'Welcome back, Sam' after. Demo accounts are
 * shared by specs that run in parallel, so which one logs a person in first is not fixed.
 */
export const WELCOME = /^Welcome(?: back)?, /;
export const welcomeOf = (name: string) => new RegExp(`^Welcome(?: back)?, ${name}`);

/** Types the e-mail, passes the lookup and types the password; the caller presses Login. */
export async function fillLogin(page: Page, email: string, password: string = DEMO_PASSWORD) {
  await emailBox(page).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await passwordBox(page).fill(password);
}

/**
 * Logs in on acme from the login page and waits for where the person lands: the app home, or for the platform
 * administrator the admin console (issue 26 item 9).
 */
export async function login(page: Page, email: string, password: string = DEMO_PASSWORD) {
  await page.goto(clientUrl('acme', '/'));
  await acceptCookies(page);
  await fillLogin(page, email, password);
  await page.getByRole('button', { name: 'Login' }).click();
  if (email === ADMIN_EMAIL) {
    await expect(page).toHaveURL(/\/app\/admin\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();
    return;
  }
  await expect(page).toHaveURL(/\/app\/home\/$/);
  await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();
}

/** Signs in on a client whose people log in through its identity provider (the demo IdP), landing on the app home. */
export async function loginThroughIdp(page: Page, code: string, email: string) {
  await page.goto(clientUrl(code, '/'));
  await acceptCookies(page);
  await emailBox(page).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/dev-idp\//);
  await page.getByLabel('Work e-mail address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/home\/$/);
}

/** Ticks the ALTCHA checkbox and waits until its proof of work is done. */
export async function solveCaptcha(page: Page) {
  const widget = page.locator('altcha-widget');
  // The widget draws its tick over the box, so the label is what a user clicks.
  await widget.getByText("I'm not a robot").click();
  await expect(widget.getByText('Verified')).toBeVisible({ timeout: 20_000 });
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The demo platform administrator: the only one who may read the dev mailbox. */
export const ADMIN_EMAIL = 'admin@portal.test';

/** An access token of the platform administrator, logged in through the API on the bare host (Node reaches localhost). */
async function adminAccessToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login', { data: { email: ADMIN_EMAIL, password: DEMO_PASSWORD, deviceToken: 'e2e-mailbox-reader' } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Every e-mail in the dev mailbox, newest first, read as the platform administrator. */
export async function readMailbox(request: APIRequestContext): Promise<Mail[]> {
  const authorization = `Bearer ${await adminAccessToken(request)}`;
  const res = await request.get('/api/dev/mailbox', { headers: { authorization } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

/** The newest e-mail to `to` (the dev mailbox lists newest first). */
export async function latestMailTo(page: Page, to: string, subject: RegExp): Promise<Mail> {
  const authorization = `Bearer ${await adminAccessToken(page.request)}`;
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/dev/mailbox', { headers: { authorization } });
        const box = (await res.json()) as { messages: Mail[] };
        found = box.messages.find((m) => m.to === to && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The path (and query) of the first link in an e-mail: mails name the public URL, tests use their own port. */
export function linkPath(mail: Mail): string {
  const url = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!url) throw new Error(`No link in "${mail.subject}"`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * `route.fetch` from the test runner: Node cannot resolve *.localhost, so the call goes to 127.0.0.1
 * with the client's host name in the Host header (which is how the server picks the client).
 */
export function fetchFromServer(route: Route, options: { url?: string; method?: string; postData?: string; headers?: Record<string, string> } = {}) {
  const target = new URL(options.url ?? route.request().url());
  return route.fetch({
    ...options,
    url: `http://127.0.0.1:${target.port}${target.pathname}${target.search}`,
    headers: { ...route.request().headers(), ...options.headers, host: target.host },
  });
}
