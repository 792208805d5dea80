// `npm start`: builds what is missing or older than its sources, then serves the portal.
import { existsSync } from 'node:fs';
import { buildStale } from './build-stale.mjs';

buildStale();

// The server loads .env too (apps/server/src/lib/env-file.ts); read here first so its NODE_ENV wins over the default below.
if (existsSync('.env')) process.loadEnvFile('.env');
process.env.NODE_ENV ??= 'production';
await import('../apps/server/dist/main.js');
