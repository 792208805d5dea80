import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'apps/web/dist';

/** Gzipped size of the scripts index.html loads before the login route renders (entry plus its static imports). */
export function initialScriptSize() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file))).length, 0);
  // What goes on the wire: the brotli files the build wrote, which the server sends to browsers that accept them.
  const wire = files.reduce(
    (sum, file) => sum + (existsSync(join(DIST, `${file}.br`)) ? readFileSync(join(DIST, `${file}.br`)).length : readFileSync(join(DIST, file)).length),
    0,
  );
  return { files, gzipBytes: bytes, gzipKb: Math.round((bytes / 1024) * 10) / 10, wireBrotliKb: Math.round((wire / 1024) * 10) / 10 };
}
