/** Colours as the theme gives them (hex, with or without '#'): one reading for the web's theme and the server's PDFs. */

type Rgb = [number, number, number];

/** '#abc', 'abc', '#AABBCC' or 'aabbcc' → '#aabbcc'; anything else → null. */
export function normalizeHex(value: string): string | null {
  const raw = value.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(raw) ? raw.replace(/./g, (c) => c + c) : raw;
  return /^[0-9a-f]{6}$/i.test(full) ? `#${full.toLowerCase()}` : null;
}

/** '#aabbcc' → [170, 187, 204]. */
export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
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

/** Of the candidate text colours, the one that reads best on `background`. */
export const mostReadableOn = (background: string, candidates: readonly string[]): string =>
  candidates.reduce((best, colour) => (contrastRatio(colour, background) > contrastRatio(best, background) ? colour : best));

/** WCAG 2.x AA for normal text. */
export const AA_TEXT_RATIO = 4.5;
/** The portal's text colours (apps/web styles/tokens.css `--text-on-primary` and `--text`). */
export const TEXT_ON_BRAND = '#ffffff';
export const BODY_TEXT = '#1b2130';

/** What each brand colour carries: white text on the primary (header, buttons); the better of white and body text on the secondary. */
export type BrandColourRole = 'primary' | 'secondary';

/** The text colour the portal puts on a brand colour. */
export const textOnBrand = (hex: string, role: BrandColourRole): string =>
  role === 'primary' ? TEXT_ON_BRAND : mostReadableOn(hex, [TEXT_ON_BRAND, BODY_TEXT]);

/**
 * The one contrast rule for brand colours (web preview and server both call it): the contrast of the text the
 * portal puts on the colour, and whether it reaches AA. Null for a value that is not a colour.
 */
export function brandContrast(value: string, role: BrandColourRole): { text: string; ratio: number; passes: boolean } | null {
  const hex = normalizeHex(value);
  if (!hex) return null;
  const text = textOnBrand(hex, role);
  const ratio = contrastRatio(hex, text);
  return { text, ratio, passes: ratio >= AA_TEXT_RATIO };
}
