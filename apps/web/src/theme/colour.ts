import { contrastRatio, hexToRgb as toRgb, TINTS } from '@portal/contracts';

// Reading colours is shared with the server's PDFs (contracts' shared/colour.ts); the theme's tints are the web's.
export { contrastRatio, normalizeHex } from '@portal/contracts';

type Rgb = [number, number, number];

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** The colour at `percent` strength over white (100 = the colour itself, 0 = white). */
export function tint(hex: string, percent: number): string {
  const p = percent / 100;
  return toHex(toRgb(hex).map((c) => c * p + 255 * (1 - p)) as Rgb);
}

/** Spec §3: tints at 100, 80, 60, 20 and 5 percent. */
export function tints(hex: string): Record<(typeof TINTS)[number], string> {
  return Object.fromEntries(TINTS.map((t) => [t, tint(hex, t)])) as Record<(typeof TINTS)[number], string>;
}

/**
 * Darkens a brand colour just enough for white text on it (and it as text on white) to reach `ratio`:
 * tenants pick their colours, but text must stay readable.
 */
export function readableOnWhite(hex: string, ratio = 4.5): string {
  let rgb = toRgb(hex);
  for (let i = 0; i < 40 && contrastRatio(toHex(rgb), '#ffffff') < ratio; i++) {
    rgb = rgb.map((c) => c * 0.93) as Rgb;
  }
  return toHex(rgb);
}
