import type { Theme } from '@portal/contracts';
import { applyTheme } from './applyTheme.ts';
import { defaultTheme } from './defaultTheme.ts';
import { getRuntimeConfig } from '../runtimeConfig.ts';
import { asTheme, readCachedTheme, writeCachedTheme } from './themeCache.ts';

export { ThemeProvider, useTheme, useThemeKnown, useThemeSettled } from './ThemeProvider.tsx';
export { defaultTheme } from './defaultTheme.ts';

export interface BootedTheme {
  theme: Theme | null;
  /** When the server sent it with the page (ms): then it is current, and no call is needed to confirm it. */
  servedAt: number | null;
}

/**
 * Applies the theme before the first render, to avoid a flash of other branding: the one the server
 * put in the page, else the cached one, else the default.
 */
export function bootTheme(): BootedTheme {
  const served = asTheme(getRuntimeConfig().theme);
  if (served) writeCachedTheme(served);
  const theme = served ?? readCachedTheme();
  applyTheme(theme ?? defaultTheme);
  return { theme, servedAt: served ? Date.now() : null };
}
