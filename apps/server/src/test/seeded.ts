import { afterAll, beforeAll } from 'vitest';
import { seedDemo } from '../demo/seed.ts';
import { buildTestApp, type TestContext } from './app.ts';
import { loginAs } from './auth.ts';

/** The demo people a test file may have logged in for it, by a short name. */
export const demoLogins = {
  employee: { email: 'employee@acme.test', clientCode: 'acme' },
  employer: { email: 'hr@acme.test', clientCode: 'acme' },
  admin: { email: 'admin@portal.test', clientCode: 'acme' },
  globexEmployee: { email: 'employee@globex.test', clientCode: 'globex' },
} as const;
export type DemoName = keyof typeof demoLogins;

export interface SeededApp<N extends DemoName = never> extends Omit<TestContext, 'close'> {
  /** Access tokens of the people named in `login`, each logged in once, in that order. */
  tokens: Record<N, string>;
}

interface SeededAppOptions<N extends DemoName> {
  login?: readonly N[];
  /** Overrides of the test configuration (see buildTestApp). */
  env?: Record<string, string>;
  /** For the set-up hook, when a file logs in more than usual. */
  timeout?: number;
}

/**
 * The set-up of an API test file, in one call at its top: the real app on a fresh database of its own, seeded with the
 * demo, the named demo people logged in, closed after the file. It registers its own beforeAll/afterAll; what it
 * answers is read inside tests and later hooks, once the app is built.
 */
export function seededApp<N extends DemoName = never>(options: SeededAppOptions<N> = {}): SeededApp<N> {
  let built: TestContext | undefined;
  const tokens = {} as Record<N, string>;
  beforeAll(async () => {
    built = await buildTestApp(options.env);
    await seedDemo(built.db, built.config);
    for (const name of options.login ?? []) {
      const { email, clientCode } = demoLogins[name];
      tokens[name] = (await loginAs(built.app, email, { clientCode })).access_token;
    }
  }, options.timeout);
  afterAll(() => built?.close());
  const ready = () => {
    if (!built) throw new Error('seededApp: used before its beforeAll ran');
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
    tokens,
  };
}
