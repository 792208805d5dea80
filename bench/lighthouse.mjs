// Lighthouse (mobile, simulated slow 4G: its default) in Debian's Chromium on the login page and, logged
// in, on the home page. Reports the performance score, FCP, LCP and the bytes on the wire; it never fails
// on a figure.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.LIGHTHOUSE_CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function summary(name, lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    name,
    url: lhr.finalDisplayedUrl,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    speedIndexMs: Math.round(audit('speed-index')),
    transferKiB: Math.round(audit('total-byte-weight') / 1024),
  };
}

/** Logs a demo employee in through the login page, in the same browser Lighthouse then drives. */
async function logIn(port, origin, email, password) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${origin}/`);
  // The login form shows once cookies are accepted; a browser that accepted them before has no banner.
  await page
    .getByRole('button', { name: 'Accept cookies' })
    .click({ timeout: 10_000 })
    .catch(() => undefined);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  // The first login page writes the address before the app has loaded (and the page's network went quiet long
  // before): wait for the home page's own last call, so the browser holds the app's files as a person's would.
  const homeShown = page.waitForResponse((response) => response.url().includes('/api/user/home-page-cards'), { timeout: 30_000 });
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/app\/home\/$/, { timeout: 30_000 });
  await homeShown;
  await page.close();
  await browser.close();
}

/** Scores of `/` and `/app/home/` on the portal at `origin` (e.g. http://localhost:3200). */
export async function lighthouseScores(origin, { email, password }) {
  // chrome-launcher reports a missing browser as an unhandled 'error' event, which ends the whole bench.
  if (!existsSync(CHROMIUM)) throw new Error(`no browser at ${CHROMIUM} (node scripts/ensure-chromium.mjs installs Debian's Chromium)`);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const options = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    const login = await lighthouse(`${origin}/`, options);
    await logIn(chrome.port, origin, email, password);
    // The session lives in the browser's storage: Lighthouse must not clear it before loading the page.
    const home = await lighthouse(`${origin}/app/home/`, { ...options, disableStorageReset: true });
    return [summary('login page /', login.lhr), summary('home /app/home/ (logged in)', home.lhr)];
  } finally {
    chrome.kill();
  }
}
