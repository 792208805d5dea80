import { seedDemo } from '../demo/seed.ts';
import { loginAs } from './auth.ts';
import { testApp, type TestApp, type TestAppOptions } from './fixture.ts';

/** The demo people a test file may have logged in for it, by a short name. */
export const demoLogins = {
  employee: { email: 'employee@acme.test', clientCode: 'acme' },
  employer: { email: 'hr@acme.test', clientCode: 'acme' },
  admin: { email: 'admin@portal.test', clientCode: 'acme' },
  globexEmployee: { email: 'employee@globex.test', clientCode: 'globex' },
} as const;
export type DemoName = keyof typeof demoLogins;

export interface SeededApp<N extends DemoName = never> extends TestApp {
  /** Access tokens of the people named in `login`, each logged in once, in that order. */
  tokens: Record<N, string>;
}

interface SeededAppOptions<N extends DemoName> extends TestAppOptions {
  login?: readonly N[];
}

/**
 * testApp on the demo: seeded before the file's own `prepare`, the named demo people logged in after it.
 */
export function seededApp<N extends DemoName = never>(options: SeededAppOptions<N> = {}): SeededApp<N> {
  const tokens = {} as Record<N, string>;
  const fixture = testApp({
    ...options,
    async prepare(built) {
      await seedDemo(built.db, built.config);
      await options.prepare?.(built);
      for (const name of options.login ?? []) {
        const { email, clientCode } = demoLogins[name];
        tokens[name] = (await loginAs(built.app, email, { clientCode })).access_token;
      }
    },
  });
  return Object.assign(fixture, { tokens });
}
