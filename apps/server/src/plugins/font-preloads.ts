import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Theme } from '@portal/contracts';

/**
 * `<link rel="preload">` tags for the latin files of a theme's fonts, so text is drawn in them from the
 * first paint instead of shifting when they arrive. The build names font files after @fontsource's
 * pattern: `inter-latin-wght-normal-<hash>.woff2` (variable) or `poppins-latin-700-normal-<hash>.woff2`.
 */
export function fontPreloader(dist: string): (theme: Theme) => string {
  const assets = join(dist, 'assets');
  const files = existsSync(assets) ? readdirSync(assets).filter((file) => file.endsWith('.woff2')) : [];
  const fileOf = (family: string, weight: number) => {
    const slug = family.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return files.find((file) => file.startsWith(`${slug}-latin-wght-normal-`)) ?? files.find((file) => file.startsWith(`${slug}-latin-${weight}-normal-`));
  };
  return (theme) => {
    // Body text in the regular weight; headings, in the header font, bold.
    const wanted = new Set([fileOf(theme.baseFont, 400), fileOf(theme.headerFont || theme.baseFont, 700)]);
    return [...wanted]
      .filter((file): file is string => file !== undefined)
      .map((file) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`)
      .join('');
  };
}
