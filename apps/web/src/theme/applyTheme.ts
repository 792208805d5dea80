import { DEFAULT_ACCENT_COLOUR, DEFAULT_PRIMARY_COLOUR, type Theme } from '@portal/contracts';
import { normalizeHex, readableOnWhite, tints } from './colour.ts';

const systemFonts = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Theme fonts the portal ships as variable fonts (styles/fonts.css), under the name their package gives them. */
const variableFonts: Record<string, string> = { Inter: 'Inter Variable', 'Source Sans 3': 'Source Sans 3 Variable' };

/** A font family list with the theme's font first; quotes and separators in the name are dropped. */
export function fontStack(family: string): string {
  const clean = family.replace(/["';,{}<>\\]/g, '').trim();
  if (!clean) return systemFonts;
  const variable = variableFonts[clean];
  return variable ? `"${variable}", "${clean}", ${systemFonts}` : `"${clean}", ${systemFonts}`;
}

/** CSS custom properties for a theme (spec §3: colours, tints, fonts). */
export function themeVariables(theme: Theme): Record<string, string> {
  const primary = normalizeHex(theme.primaryColour) ?? `#${DEFAULT_PRIMARY_COLOUR.toLowerCase()}`;
  const accent = normalizeHex(theme.secondaryColour) ?? `#${DEFAULT_ACCENT_COLOUR.toLowerCase()}`;
  const vars: Record<string, string> = {
    '--primary': primary,
    '--accent': accent,
    '--primary-strong': readableOnWhite(primary),
    '--font-base': fontStack(theme.baseFont),
    '--font-header': fontStack(theme.headerFont || theme.baseFont),
  };
  for (const [name, hex] of [
    ['primary', primary],
    ['accent', accent],
  ] as const) {
    for (const [level, value] of Object.entries(tints(hex))) vars[`--${name}-${level}`] = value;
  }
  return vars;
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  const vars = themeVariables(theme);
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', vars['--primary'] ?? '');
}
