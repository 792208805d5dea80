import { existsSync, lstatSync, readdirSync, readlinkSync, rmdirSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ROOT_PLACE, startEmbeddedPostgres, type EmbeddedServer } from './embedded.ts';

// Run as root, PostgreSQL runs as the system user postgres, which cannot enter a folder of mode 700 (root's home, or a
// mkdtemp folder): its cluster then lives under ROOT_PLACE, and DATA_DIR/postgres links to it. (scripts/check-private-clone.mjs
// checks the whole install, binaries included, in such a folder.)
describe.runIf(process.getuid?.() === 0)('the embedded database run as root with DATA_DIR in a private folder', () => {
  it('starts, with its cluster under ROOT_PLACE, linked from DATA_DIR and said in the log', async () => {
    const before = [ROOT_PLACE, join(ROOT_PLACE, 'clusters')].filter((folder) => existsSync(folder));
    const folder = await mkdtemp(join(tmpdir(), 'portal-private-')); // mode 700
    const link = join(folder, 'data', 'postgres');
    const lines: string[] = [];
    let server: EmbeddedServer | undefined;
    try {
      server = await startEmbeddedPostgres({ dir: link, mode: 'scratch', log: (line) => lines.push(line) });
      const client = new pg.Client({ connectionString: server.url('portal') });
      await client.connect();
      const { rows } = await client.query<{ user: string }>('SELECT current_user AS user');
      await client.end();
      expect(rows).toEqual([{ user: 'postgres' }]);
      expect(lstatSync(link).isSymbolicLink()).toBe(true);
      const cluster = readlinkSync(link);
      expect(cluster.startsWith(`${ROOT_PLACE}/clusters/data-`)).toBe(true);
      expect(existsSync(join(cluster, 'PG_VERSION'))).toBe(true);
      expect(lines.filter((line) => line.includes(`is kept in ${cluster}`))).toHaveLength(1);
    } finally {
      await server?.stop();
      const cluster = existsSync(link) && lstatSync(link).isSymbolicLink() ? readlinkSync(link) : null;
      if (cluster?.startsWith(`${ROOT_PLACE}/clusters/`)) rmSync(cluster, { recursive: true, force: true });
      rmSync(folder, { recursive: true, force: true });
      for (const made of [join(ROOT_PLACE, 'clusters'), ROOT_PLACE]) {
        if (!before.includes(made) && existsSync(made) && readdirSync(made).length === 0) rmdirSync(made);
      }
    }
  });
});
