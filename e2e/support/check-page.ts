import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

/** No serious or critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Legacy mode runs axe in each frame itself instead of opening a helper page, which sandboxed frames (the mailbox preview) refuse.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(blocking, 'serious or critical accessibility violations').toEqual([]);
}

/** Saves full-page screenshots at 1280 and 375 px wide, checking accessibility at both widths. */
export async function checkPage(page: Page, name: string) {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.evaluate(() => document.fonts.ready);
    await expectAccessible(page);
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(original);
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
