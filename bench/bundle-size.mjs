import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'apps/web/dist';

/** Gzipped size of the scripts index.html loads before the login route renders (entry plus its static imports). */
export function initialScriptSize() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file))).length, 0);
  return { files, gzipBytes: bytes, gzipKb: Math.round((bytes / 1024) * 10) / 10 };
}
