// The moment the test suites run at (docs/decisions/testing.md, "One moment for the tests"): every server test file
// starts its process's clock there (clock.ts runClockFrom, as PORTAL_NOW does for a portal), and the end-to-end
// portals start at it (PORTAL_NOW) with the browser's clock set to the portal's. TEST_NOW=<ISO moment> runs the suites at another moment; TEST_NOW=real at the
// real one. The default is mid-year, so a suite's verdict does not depend on the day it runs.

/** The default: the middle of the demo's scheme year (1 January to 31 December), a working day before any cut-off. */
export const DEFAULT_TEST_NOW = '2026-06-15T10:00:00Z';

/**
 * The moment set by TEST_NOW (default DEFAULT_TEST_NOW), or null for TEST_NOW=real; a value that is no ISO date and
 * time with its offset is refused, so a typo never runs the suites on the real clock unnoticed.
 * @param {Record<string, string | undefined>} [env]
 * @returns {Date | null}
 */
export function testMoment(env = process.env) {
  const value = env.TEST_NOW?.trim() || DEFAULT_TEST_NOW;
  if (value === 'real') return null;
  const moment = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) || Number.isNaN(moment.getTime())) {
    throw new Error(`TEST_NOW must be a date and time with its offset (e.g. ${DEFAULT_TEST_NOW}) or "real", not "${value}"`);
  }
  return moment;
}
