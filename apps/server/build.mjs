// Bundles the server (and the TypeScript contracts package) into dist/; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/main.ts', seed: 'src/demo/cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@portal/contracts': '../../packages/contracts/src/index.ts' },
  logLevel: 'warning',
});
