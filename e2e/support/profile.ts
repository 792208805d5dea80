import { expect, type Page } from '@playwright/test';
import { formatLongDate } from '@portal/contracts';
import { checkPage } from './check-page.ts';
import { portalNow } from './test.ts';

/** Opens Profile Settings the way a user does: the user menu's 'My profile settings'. */
export async function openProfile(page: Page, firstName: string) {
  await page.getByRole('button', { name: `Hi, ${firstName}` }).click();
  await page.getByRole('menuitem', { name: 'My profile settings' }).click();
  await expect(page).toHaveURL(/\/app\/home\/my-profile\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
}

/** One card of the profile page, found by its heading. */
export const profileSection = (page: Page, title: string) => page.getByRole('region', { name: title });

/** The open side panel, found by its heading. */
export const panel = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** A date as the profile page writes it, e.g. '2 March 2026' (UK clock). */
export const inWords = (date: Date) => formatLongDate(date.toISOString());

/** YYYY-MM-DD of a day `days` from today (negative for the past). */
export function isoDay(days: number): string {
  const date = new Date(portalNow().getTime() + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/**
 * checkPage for a side panel state: the page is scrolled to the top first, so that the panel (fixed to
 * the viewport) sits at the top of the full-page screenshot instead of wherever its button was.
 */
export async function checkPanel(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkPage(page, name);
}
