import { THEME_STORAGE_KEY, type Theme } from '@portal/contracts';
import { hasShapeOf } from '../stores/storedShape.ts';
import { defaultTheme } from './defaultTheme.ts';

export function readCachedTheme(): Theme | null {
  try {
    const raw = localStorage.getItem(THEME_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return hasShapeOf(parsed, defaultTheme, ['logoFileUrl', 'contactUsEmail']) ? parsed : null;
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
