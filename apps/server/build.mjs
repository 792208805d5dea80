// Bundles the server (and the TypeScript contracts package) into dist/; npm packages stay external. The commands are
// bundled too, so an image with production dependencies only (no tsx) runs them: `node apps/server/dist/admin.js …`.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', seed: 'src/demo/cli.ts', admin: 'src/cli/admin.ts', database: 'src/cli/database.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  packages: 'external',
  alias: { '@portal/contracts': '../../packages/contracts/src/index.ts' },
  logLevel: 'warning',
});
