import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

/**
 * While the page's fake clock is paused, moves it on in small steps until `work` is done: axe waits on timers,
 * and the page's own time then passes only as far as axe needs, not as long as a busy machine takes.
 */
async function withPausedClock<T>(page: Page, work: Promise<T>): Promise<T> {
  let done = false;
  const finished = work.finally(() => (done = true));
  while (!done) await Promise.race([finished.catch(() => undefined), page.clock.runFor(20)]);
  return finished;
}

/** No serious or critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page, options: { pausedClock?: boolean } = {}) {
  // Legacy mode runs axe in each frame itself instead of opening a helper page, which sandboxed frames (the mailbox preview) refuse.
  // Only violations are asked for: axe then spends no time describing every node that passes.
  const analysis = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const results = options.pausedClock ? await withPausedClock(page, analysis) : await analysis;
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking, 'serious or critical accessibility violations').toEqual([]);
}

/**
 * Saves full-page screenshots at 1280 and 375 px wide, checking accessibility at both widths. `pausedClock`: the
 * page's fake clock is paused (a countdown on screen) and must stay nearly still meanwhile.
 */
export async function checkPage(page: Page, name: string, options: { pausedClock?: boolean } = {}) {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    if (!options.pausedClock) await page.evaluate(() => document.fonts.ready);
    await expectAccessible(page, options);
    // Nothing wider than the screen: on a phone a page scrolls down, never sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} is wider than ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(original);
}

/** A photograph of one part of the page that a full-page one cannot show (inside a side panel scrolled down). */
export async function photographPart(part: Locator, name: string) {
  await part.screenshot({ path: join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
}

/** A page on a client's sub-domain: Chromium resolves *.localhost to this machine. */
export const clientUrl = (code: string, path: string) => {
  const port = process.env.E2E_PORT ?? '3100';
  return `http://${code}.localhost:${port}${path}`;
};

/** Accepts the cookie banner so it stays out of the way of what a test looks at. */
export async function acceptCookies(page: Page) {
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await expect(page.getByRole('button', { name: 'Accept cookies' })).toBeHidden();
}
