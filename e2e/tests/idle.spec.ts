import { expect, test } from '../support/test.ts';
import { LAST_CALL_STORAGE_KEY } from '@portal/contracts';
import { checkPage } from '../support/check-page.ts';
import { login } from '../support/auth.ts';

test('after 14 idle minutes the prompt counts down; staying pings, and at zero the user is logged out', async ({ page }) => {
  // The page's fake clock is installed already, at the portal's time (support/test.ts).
  await login(page, 'employee057@acme.test');

  // The idle clock runs from the last server call the page made (in the page's own clock): once the home page has
  // made all its calls, that time is read from the page, and the clock stands still at 14 minutes and a second after
  // it, so neither a slow machine nor a call that finished late can eat into the countdown.
  await page.waitForLoadState('networkidle');
  const lastCall = await page.evaluate((key) => Number(sessionStorage.getItem(key)), LAST_CALL_STORAGE_KEY);
  expect(lastCall).toBeGreaterThan(0);
  await page.clock.pauseAt(lastCall + (14 * 60 + 1) * 1000);
  const prompt = page.getByRole('alertdialog', { name: 'Stay logged in?' });
  // The watcher mounts with the home page, after its calls went out; on a busy machine it can start its one-second check
  // only once the clock is paused, and then never checks (once, in CI, no prompt came). The paused clock is then stepped
  // on a second at a time.
  const shown = () =>
    prompt.waitFor({ timeout: 2_000 }).then(
      () => true,
      () => false,
    );
  for (let step = 0; step < 3 && !(await shown()); step++) await page.clock.runFor(1_000);
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText(/logged out in 1[1-5] seconds/);
  // axe needs running timers: they are run in small steps of the paused clock, so a slow machine cannot run the
  // countdown out under the checks.
  await checkPage(page, 'idle-prompt', { pausedClock: true });
  await page.clock.resume();

  const ping = page.waitForRequest((r) => r.url().endsWith('/api/ping'));
  await prompt.getByRole('button', { name: 'Stay logged in' }).click();
  await ping;
  await expect(prompt).toBeHidden();

  await page.clock.fastForward('14:01');
  await expect(prompt).toBeVisible();
  await page.clock.fastForward('00:16');
  await expect(page).toHaveURL(/\/logout-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You have been logged out successfully' })).toBeVisible();
});
