import { TINTS } from '@portal/contracts';

type Rgb = [number, number, number];

/** '#abc', 'abc', '#AABBCC' or 'aabbcc' → '#aabbcc'; anything else → null. */
export function normalizeHex(value: string): string | null {
  const raw = value.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(raw) ? raw.replace(/./g, (c) => c + c) : raw;
  return /^[0-9a-f]{6}$/i.test(full) ? `#${full.toLowerCase()}` : null;
}

function toRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

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

function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
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
