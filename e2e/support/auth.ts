import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { TOTP } from 'otpauth';
import { acceptCookies, clientUrl } from './check-page.ts';
import { portalNow } from './test.ts';

/** Every demo account's password (apps/server/src/demo/seed.ts). */
export const DEMO_PASSWORD = 'Benefits-Demo-2026!';
/** The seeded two-factor secret of mfa@acme.test. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/**
 * The seeded two-factor secret of the demo platform administrator, admin@portal.test (DEMO_ADMIN_TOTP_SECRET in the seed):
 * platform administrators must use two-factor (issue 27 §1).
 */
export const ADMIN_TOTP_SECRET = 'PORTALADMIN2FA7Q';

/** The code of `secret` now (the portal's time), or of the time step `stepOffset` steps away (the server takes the one before and after too). */
export const totpCode = (secret: string = DEMO_TOTP_SECRET, stepOffset = 0) =>
  new TOTP({ secret, digits: 6, period: 30 }).generate({ timestamp: portalNow().getTime() + stepOffset * 30_000 });

export const emailBox = (page: Page) => page.getByRole('textbox', { name: 'Email address' });
export const passwordBox = (page: Page) => page.getByLabel('Password', { exact: true });

/**
 * The home heading: 'Welcome, Sam' on a person's first session ever, 'Welcome back, Sam' after. Demo accounts are
 * shared by specs that run in parallel, so which one logs a person in first is not fixed.
 */
export const WELCOME = /^Welcome(?: back)?, /;
export const welcomeOf = (name: string) => new RegExp(`^Welcome(?: back)?, ${name}`);

/**
 * Types the e-mail, passes the lookup and types the password; the caller presses Login. The platform administrator's
 * browser is one it trusted before (see trustAdminBrowser), so the login needs no code.
 */
export async function fillLogin(page: Page, email: string, password: string = DEMO_PASSWORD) {
  if (email === ADMIN_EMAIL) await trustAdminBrowser(page);
  await emailBox(page).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await passwordBox(page).fill(password);
}

/** The demo's HR administrators (hr@acme.test, hr@globex.test, hr@bigco.test) and those the specs invite are all hr@… */
export const isHrAdministrator = (email: string) => /^hr@/i.test(email);

/** Waits for the landing page of a login: an HR administrator's is the employer dashboard (issue 27 §2), anyone else's the app home. */
export async function expectLanding(page: Page, email: string) {
  if (isHrAdministrator(email)) {
    await expect(page).toHaveURL(/\/app\/dashboard\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Employer dashboard' })).toBeVisible();
    return;
  }
  await expect(page).toHaveURL(/\/app\/home\/$/);
  await expect(page.getByRole('heading', { level: 1, name: WELCOME })).toBeVisible();
}

/**
 * Logs in on acme from the login page and waits for where the person lands: the app home, for an HR administrator the
 * employer dashboard (issue 27 §2), for the platform administrator the admin console (issue 26 item 9). Platform
 * administrators must use two-factor (issue 27 §1): the administrator's login comes from a trusted browser (fillLogin).
 */
export async function login(page: Page, email: string, password: string = DEMO_PASSWORD) {
  await page.goto(clientUrl('acme', '/'));
  await acceptCookies(page);
  await fillLogin(page, email, password);
  await page.getByRole('button', { name: 'Login' }).click();
  if (email === ADMIN_EMAIL) {
    // fillLogin made this a browser the administrator trusts: no code screen (enterLoginCode is for specs of that screen).
    await expect(page).toHaveURL(/\/app\/admin\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();
    return;
  }
  await expectLanding(page, email);
}

/** Signs in on a client whose people log in through its identity provider (the demo IdP), landing on the app home (HR: the dashboard). */
export async function loginThroughIdp(page: Page, code: string, email: string) {
  await page.goto(clientUrl(code, '/'));
  await acceptCookies(page);
  await emailBox(page).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/dev-idp\//);
  await page.getByLabel('Work e-mail address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(isHrAdministrator(email) ? /\/app\/dashboard\/$/ : /\/app\/home\/$/);
}

/** Types a two-factor code into the six boxes of the code screen and presses Login. */
export async function enterLoginCode(page: Page, secret: string) {
  await expect(page).toHaveURL(/\/two-fa$/);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(totpCode(secret));
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Ticks the ALTCHA checkbox and waits until its proof of work is done. */
export async function solveCaptcha(page: Page) {
  const widget = page.locator('altcha-widget');
  const [verified, failed] = [widget.getByText('Verified'), widget.getByText(/^Verification failed/)];
  // The widget draws its tick over the box, so the label is what a user clicks.
  await widget.getByText("I'm not a robot").click();
  await expect(verified.or(failed)).toBeVisible({ timeout: 20_000 });
  // ALTCHA says so when its workers end without a solution (seen once under CI load, 7 December 2026); a person
  // ticks the box again, and so does this. A second failure fails the test.
  if (await failed.isVisible()) {
    await widget.getByText("I'm not a robot").click();
    await expect(verified).toBeVisible({ timeout: 20_000 });
  }
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The demo platform administrator: the only one who may read the dev mailbox. */
export const ADMIN_EMAIL = 'admin@portal.test';
const ADMIN_DEVICE = 'e2e-platform-admin';
const TRUSTED_DEVICE_COOKIE = 'portal_trusted_device';

/** A platform administrator who reads the dev mailbox through the API: they must log in with two-factor. */
export interface MailboxReader {
  email: string;
  password: string;
  totpSecret: string;
  device: string;
  /** The time step of the first code tried; by default one per worker (see trustedSecret). */
  firstStep?: number;
}

const DEMO_ADMIN: MailboxReader = { email: ADMIN_EMAIL, password: DEMO_PASSWORD, totpSecret: ADMIN_TOTP_SECRET, device: ADMIN_DEVICE };
const trusts = new Map<string, Promise<string>>();

/**
 * The secret of a browser the administrator trusts, got once per worker: a login with a code, through the API on the bare
 * host. A code works once per time step, and the specs run in parallel workers, so each worker starts on a time step of
 * its own (the server takes the one before and after too), and one that meets a used code waits for the next step. Every
 * later login of the administrator, in a browser or through the API, shows this secret instead of a code.
 */
function trustedSecret(request: APIRequestContext, who: MailboxReader = DEMO_ADMIN): Promise<string> {
  const known = trusts.get(who.email);
  if (known) return known;
  const trust = (async () => {
    const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
    const password = { email: who.email, password: who.password, deviceToken: who.device };
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const login = await request.post('/api/login', { data: password });
      expect(login.status(), await login.text()).toBe(200);
      expect(await login.json()).toEqual({ is_should_validate_2fa: true });
      const step = attempt === 0 ? (who.firstStep ?? -(worker % 2)) : 0;
      const withCode = await request.post('/api/login/mfa', { data: { ...password, code: totpCode(who.totpSecret, step) } });
      if (withCode.status() === 200) {
        const cookie = withCode.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(`${TRUSTED_DEVICE_COOKIE}=`));
        const secret = cookie?.value.split(';')[0]?.split('=')[1];
        if (!secret) throw new Error('The code login set no trusted-device cookie');
        return secret;
      }
      expect(withCode.status(), await withCode.text()).toBe(400);
      // That time step's code was used (by another worker): the next step brings a new one.
      await new Promise((resolve) => setTimeout(resolve, 30_000 - (portalNow().getTime() % 30_000) + 500));
    }
    throw new Error(`${who.email} could not log in with a code`);
  })();
  trusts.set(who.email, trust);
  trust.catch(() => trusts.delete(who.email));
  return trust;
}

/** Makes the page's browser one the platform administrator trusts (the cookie of its API host), so its login asks no code. */
export async function trustAdminBrowser(page: Page) {
  const secret = await trustedSecret(page.request);
  const { hostname } = new URL(page.url());
  await page.context().addCookies([{ name: TRUSTED_DEVICE_COOKIE, value: secret, domain: hostname, path: '/api', httpOnly: true, sameSite: 'Strict' }]);
}

/** An access token of a platform administrator, logged in through the API on the bare host (Node reaches localhost) from a trusted browser. */
async function adminAccessToken(request: APIRequestContext, who: MailboxReader = DEMO_ADMIN): Promise<string> {
  const cookie = `${TRUSTED_DEVICE_COOKIE}=${await trustedSecret(request, who)}`;
  const res = await request.post('/api/login', { data: { email: who.email, password: who.password, deviceToken: who.device }, headers: { cookie } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`The platform administrator's trusted login asked for more: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** Every e-mail in the dev mailbox, newest first, read as the platform administrator. */
export async function readMailbox(request: APIRequestContext): Promise<Mail[]> {
  const authorization = `Bearer ${await adminAccessToken(request)}`;
  const res = await request.get('/api/dev/mailbox', { headers: { authorization } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

/** The newest e-mail to `to` (the dev mailbox lists newest first). */
export async function latestMailTo(page: Page, to: string, subject: RegExp, reader: MailboxReader = DEMO_ADMIN): Promise<Mail> {
  const authorization = `Bearer ${await adminAccessToken(page.request, reader)}`;
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
