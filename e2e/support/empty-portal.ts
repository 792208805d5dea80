import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** A second portal of the run, started with SEED_DEMO=false: no client, no user (issue 27's onboarding story). */
export const EMPTY_PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
export const EMPTY_DATA_DIR = `e2e/.data-empty-${EMPTY_PORT}`;
/** The client the story creates; the demo identity provider of that portal serves it (DEV_IDP_CLIENTS). */
export const STORY_CLIENT = 'vandelay';

/** A page of the empty portal on a client's sub-domain. */
export const emptyPortalUrl = (code: string, path: string) => `http://${code}.localhost:${EMPTY_PORT}${path}`;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * `npm run --silent admin -- …` as an operator types it, on the empty portal's database while it runs, on that portal's
 * clock: its one-time links must not have run out (nor be far from running out) at the portal's time.
 */
export async function adminCommand(...args: string[]): Promise<string> {
  const { time } = (await (await fetch(`http://127.0.0.1:${EMPTY_PORT}/api/ping`)).json()) as { time: string };
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'admin', '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: EMPTY_DATA_DIR, PORT: String(EMPTY_PORT), SEED_DEMO: 'false', LOG_LEVEL: 'warn', PORTAL_NOW: time },
    timeout: 120_000,
  });
  return stdout;
}
