import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

/** The web's module that holds the router, the query client and every route (web `app/App.tsx`). */
const APP_MODULE = 'src/app/App.tsx';

/**
 * `<link rel="modulepreload">` tags for the app's own files, for every page but the login page. A visit that starts
 * on the login page logged out runs without them (web `app/FirstLoginPage.tsx`), so the built page does not name
 * them; a visit that starts anywhere else would otherwise find them only once the first files have run. Read from
 * the build's manifest (`build.manifest` in the web's vite.config.ts); none when there is no manifest.
 */
export function appPreloader(dist: string): (path: string) => string {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const inPage = closure(entries);
  const chunks = [...closure([APP_MODULE])].filter((key) => !inPage.has(key)).flatMap((key) => manifest[key] ?? []);
  const tags = [
    ...chunks.flatMap((chunk) => chunk.css ?? []).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
  ].join('');
  return (path) => (path === '/' ? '' : tags);
}
