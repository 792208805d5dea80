// Starts the built portal for the end-to-end run on a database that starts empty, so the demo seed is fresh.
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR ?? 'e2e/.data', { recursive: true, force: true });
await import('../apps/server/dist/main.js');
