import type { Theme } from '@portal/contracts';
import { applyTheme } from './applyTheme.ts';
import { defaultTheme } from './defaultTheme.ts';
import { readCachedTheme } from './themeCache.ts';

export { ThemeProvider, useTheme, useThemeKnown, useThemeSettled } from './ThemeProvider.tsx';
export { defaultTheme } from './defaultTheme.ts';

/** Applies the cached theme (or the default) before the first render, to avoid a flash of other branding. */
export function bootTheme(): Theme | null {
  const cached = readCachedTheme();
  applyTheme(cached ?? defaultTheme);
  return cached;
}
