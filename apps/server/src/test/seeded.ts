import { testMoment } from '../../../../scripts/test-moment.mjs';
import { seedDemo } from '../demo/seed.ts';
import { loginAs } from './auth.ts';
import { seededAt } from './database.ts';
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

/** Settings the demo seed does not read: a file that changes only these may start from the seeded template. */
const SEED_BLIND_SETTINGS = new Set(['READ_CACHE_TTL_MS']);

/**
 * Whether the run's seeded template is what seeding in this file would make: the same settings, and the file's clock at
 * the moment the template was seeded (standing there, or running from it as every file's Date does).
 */
function seededTemplateServes(options: TestAppOptions): boolean {
  const at = seededAt();
  if (!at || !Object.keys(options.env ?? {}).every((key) => SEED_BLIND_SETTINGS.has(key))) return false;
  const fileStart = options.now ?? testMoment();
  return fileStart?.getTime() === at.getTime();
}

/**
 * testApp on the demo: seeded before the file's own `prepare` (a copy of the run's seeded template when that is the
 * same), the named demo people logged in after it.
 */
export function seededApp<N extends DemoName = never>(options: SeededAppOptions<N> = {}): SeededApp<N> {
  const tokens = {} as Record<N, string>;
  const fromTemplate = seededTemplateServes(options);
  const fixture = testApp({
    ...options,
    copyOf: fromTemplate ? 'seeded' : 'migrated',
    async prepare(built) {
      if (!fromTemplate) await seedDemo(built.db, built.config);
      await options.prepare?.(built);
      for (const name of options.login ?? []) {
        const { email, clientCode } = demoLogins[name];
        tokens[name] = (await loginAs(built.app, email, { clientCode })).access_token;
      }
    },
  });
  return Object.assign(fixture, { tokens });
}
