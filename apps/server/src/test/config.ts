import { parseConfig, type Config } from '../config.ts';

/** The test configuration: env overrides it. The read cache is off, because tests change rows directly between calls. */
export const testConfig = (env: Record<string, string> = {}): Config =>
  parseConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent', READ_CACHE_TTL_MS: '0', ...env });
