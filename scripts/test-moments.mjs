#!/usr/bin/env node
// `npm run test:moments`: the suites that read the date, run at the moments of a year where a calendar bites
// (docs/decisions/testing.md, "The year's moments"). Not in CI: `npm test` runs at one moment (TEST_NOW); this runs
// the server suites and the end-to-end suite again at each of these, one after another, and prints a table.
//
//   npm run test:moments                      every moment, server and end-to-end suites
//   npm run test:moments -- --server          the server suites only (about 5 minutes a moment on 2 cores)
//   npm run test:moments -- --e2e 2027-01-01  one suite at the moments named (by their day)
//
// Web unit tests stub the time where they use it, so they do not run here.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Each moment at 10:00 UK time, a working hour, so a run of a quarter of an hour stays on its day. */
const YEAR_MOMENTS = [
  ['2027-01-01T10:00:00Z', "a year's first day"],
  ['2028-02-29T10:00:00Z', 'a leap day'],
  ['2027-04-05T10:00:00+01:00', "a tax year's last day"],
  ['2027-04-06T10:00:00+01:00', "a tax year's first day"],
  ['2026-07-20T10:00:00+01:00', "a month's payroll cut-off (the 20th)"],
  ['2026-07-21T10:00:00+01:00', 'the day after the cut-off'],
  ['2026-11-30T10:00:00Z', "the last day before a year's last month"],
  ['2026-12-01T10:00:00Z', "a year's last month"],
  ['2026-12-31T10:00:00Z', "a year's last day"],
];

const args = process.argv.slice(2);
const suites = ['--server', '--e2e'].filter((flag) => args.includes(flag));
const runServer = suites.length === 0 || suites.includes('--server');
const runE2e = suites.length === 0 || suites.includes('--e2e');
const days = args.filter((a) => !a.startsWith('--'));
const moments = days.length === 0 ? YEAR_MOMENTS : YEAR_MOMENTS.filter(([moment]) => days.some((day) => moment.startsWith(day)));
const unknown = days.filter((day) => !YEAR_MOMENTS.some(([moment]) => moment.startsWith(day)));
if (unknown.length > 0) {
  console.error(`No moment of the year on ${unknown.join(', ')}; the moments are ${YEAR_MOMENTS.map(([m]) => m.slice(0, 10)).join(', ')}.`);
  console.error('Any other moment: TEST_NOW=<ISO moment> npm test (or any one suite).');
  process.exit(2);
}

function run(command, commandArgs, moment) {
  const started = performance.now();
  const { status } = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_NOW: moment } });
  return { ok: status === 0, seconds: Math.round((performance.now() - started) / 1000) };
}

const rows = [];
for (const [moment, what] of moments) {
  console.log(`\n── ${moment} (${what}) ──`);
  if (runServer) rows.push({ moment, what, suite: 'server', ...run('npx', ['vitest', 'run', '--project', 'server', '--project', 'server-embedded'], moment) });
  if (runE2e) rows.push({ moment, what, suite: 'end-to-end', ...run('npm', ['run', 'test:e2e'], moment) });
}

console.log('\n── npm run test:moments ──────────────────────────────────────────');
for (const r of rows) console.log(`${r.ok ? 'passed' : 'FAILED'}  ${String(r.seconds).padStart(5)} s  ${r.suite.padEnd(10)}  ${r.moment}  ${r.what}`);
process.exitCode = rows.every((r) => r.ok) ? 0 : 1;
