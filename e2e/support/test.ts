import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { testMoment } from '../../scripts/test-moment.mjs';

/**
 * The specs' `test`: Playwright's, with the browser's clock set to the portal's (docs/decisions/testing.md, "One moment
 * for the tests"). The portals of the run start their clocks at the suites' moment (PORTAL_NOW from TEST_NOW, in
 * playwright.config.ts); each context's pages then read the time of the portal they talk to, and run on from it.
 */
const MAIN_ORIGIN = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
const moment = testMoment();

const offsets = new Map<string, Promise<number>>();
/** How far ahead (or behind) the portal at `origin` is of this machine's clock: asked once per origin and worker. */
function portalOffset(origin: string): Promise<number> {
  const { origin: key } = new URL(origin);
  let offset = offsets.get(key);
  if (!offset) {
    offset = (async () => {
      const asked = Date.now();
      const res = await fetch(`${key.replace('//localhost', '//127.0.0.1')}/api/ping`);
      const { time } = (await res.json()) as { time: string };
      return new Date(time).getTime() - (asked + Date.now()) / 2;
    })();
    offsets.set(key, offset);
  }
  return offset;
}

let mainOffset = 0;
/** The main portal's time now: what the tests compute dates and one-time codes from. */
export const portalNow = () => new Date(Date.now() + mainOffset);
/** The main portal's date today in the UK (yyyy-mm-dd). */
export const portalToday = () => portalNow().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

/** The month `offset` months from the portal's current one (UK clock): its name, number (1-12) and year. */
export function portalMonth(offset: number): { name: string; number: number; year: number } {
  const [year, month] = portalToday().split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + offset, 1));
  return { name: first.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' }), number: first.getUTCMonth() + 1, year: first.getUTCFullYear() };
}

/** The browser's clock of `context` starts at the time of the portal at `origin` (Playwright's fake clock, running). */
async function setPortalClock(context: BrowserContext, origin: string) {
  await context.clock.install({ time: Date.now() + (moment ? await portalOffset(origin) : 0) });
}

/** A context of its own (another browser, another person), on its portal's clock. */
export async function newPortalContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await setPortalClock(context, options.baseURL ?? MAIN_ORIGIN);
  return context;
}

/** A page in a context of its own, on its portal's clock (browser.newPage() for the specs). */
export async function newPortalPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  return (await newPortalContext(browser, options)).newPage();
}

export const test = base.extend<object, { portalClock: number }>({
  portalClock: [
    // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      mainOffset = moment ? await portalOffset(MAIN_ORIGIN) : 0;
      await use(mainOffset);
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context, baseURL }, use) => {
    await setPortalClock(context, baseURL ?? MAIN_ORIGIN);
    await use(context);
  },
});

export { expect };
