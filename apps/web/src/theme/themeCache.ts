import { THEME_STORAGE_KEY, type Theme } from '@portal/contracts';
import { hasShapeOf } from '../stores/storedShape.ts';
import { defaultTheme } from './defaultTheme.ts';

/** The value, if it has the shape of a theme. */
export function asTheme(value: unknown): Theme | null {
  return hasShapeOf(value, defaultTheme, ['logoFileUrl', 'contactUsEmail']) ? value : null;
}

export function readCachedTheme(): Theme | null {
  try {
    const raw = localStorage.getItem(THEME_STORAGE_KEY);
    return raw ? asTheme(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function writeCachedTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(theme));
  } catch {
    // A full or blocked storage only costs the next visit its instant branding.
  }
}
