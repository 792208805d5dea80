import { afterAll, beforeAll } from 'vitest';
import { clock } from '../clock.ts';
import { buildTestApp, type TestContext } from './app.ts';
import { bearer, loginAs } from './auth.ts';
import type { DatabaseCopy } from './database.ts';

export interface TestAppOptions {
  /** Overrides of the test configuration (see buildTestApp). */
  env?: Record<string, string>;
  /** The file's clock from set-up on (the real one comes back after the file). */
  now?: Date;
  /** The rows the file's tests share, made once after the app is built. */
  prepare?: (built: TestContext) => Promise<void>;
  /** For the set-up hook, when a file prepares more than usual. */
  timeout?: number;
  /** The template the file's database is a copy of (seededApp picks the seeded one when it serves). */
  copyOf?: DatabaseCopy;
}

export interface TestApp extends Omit<TestContext, 'close'> {
  /** Logged-in request headers of a person on a client's host; each person logs in once per file. */
  headersOf(email: string, clientCode?: string): Promise<Record<string, string>>;
}

/**
 * The set-up of an API test file, in one call at its top: the real app on a fresh database of its own, closed
 * after the file. It registers its own beforeAll/afterAll; what it answers is read inside tests and later hooks.
 */
export function testApp(options: TestAppOptions = {}): TestApp {
  let built: TestContext | undefined;
  let realNow = clock.now;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    realNow = clock.now;
    const { now } = options;
    if (now) clock.now = () => new Date(now);
    built = await buildTestApp(options.env, options.copyOf);
    await options.prepare?.(built);
  }, options.timeout);
  afterAll(async () => {
    await built?.close();
    clock.now = realNow;
  });
  const ready = () => {
    if (!built) throw new Error('testApp: used before its beforeAll ran');
    return built;
  };
  return {
    get app() {
      return ready().app;
    },
    get db() {
      return ready().db;
    },
    get config() {
      return ready().config;
    },
    anotherInstance: () => ready().anotherInstance(),
    async headersOf(email, clientCode = 'acme') {
      const key = `${email}@${clientCode}`;
      if (!tokens.has(key)) tokens.set(key, (await loginAs(ready().app, email, { clientCode })).access_token);
      return bearer(tokens.get(key)!, clientCode);
    },
  };
}
