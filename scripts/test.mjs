#!/usr/bin/env node
// `npm test`: every check, in the order a failure is cheapest to see, then a summary of what took how long (each
// phase, the unit projects, the ten slowest test files and specs), so the next slowdown shows the day it lands.
// Typecheck and lint run side by side (one core each); the web app is built once, for the install check and the
// end-to-end tests. It stops at the first phase that fails, after printing the summary of what ran.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { UNIT_TIMINGS } from './vitest-timings.mjs';

const root = path.resolve(import.meta.dirname, '..');
const E2E_TIMINGS = path.join(root, 'test-timings/e2e.json');

/** Runs an npm script; with `quiet`, its output is kept and printed once it ends (phases running side by side). */
function npmRun(script, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    // Not --silent: npm would pass its log level on to every npm the tests start (as npm_config_loglevel).
    const child = spawn('npm', ['run', script], { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (quiet && output.length > 0) process.stdout.write(Buffer.concat(output));
      resolve({ name: script, ok: code === 0, seconds: (performance.now() - started) / 1000 });
    });
  });
}

const phases = [];
async function phase(...scripts) {
  const quiet = scripts.length > 1;
  const results = await Promise.all(scripts.map((script) => npmRun(script, { quiet })));
  phases.push(...results);
  return results.every((result) => result.ok);
}

// The runtime every phase runs on (issue 37 item 15): Node.js 24 LTS, from the project's own `node-linux-*` package
// when the machine's Node is older (npm scripts find node_modules/.bin/node first).
console.log(`Node.js ${process.version} (${process.execPath})`);
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error('The tests run on Node.js 24 or later: run them with `npm test` after `npm ci` (it installs Node.js 24 for npm scripts).');
  process.exit(1);
}

const began = performance.now();
for (const stale of [UNIT_TIMINGS, E2E_TIMINGS]) rmSync(stale, { force: true });
const passed =
  (await phase('typecheck', 'lint')) &&
  (await phase('test:unit')) &&
  (await phase('build:stale')) &&
  (await phase('test:install')) &&
  (await phase('test:e2e'));
summary((performance.now() - began) / 1000);
process.exitCode = passed ? 0 : 1;

function summary(total) {
  const seconds = (s) => `${s.toFixed(0).padStart(5)} s`;
  const lines = ['', '── npm test: summary ─────────────────────────────────────────────'];
  for (const p of phases) lines.push(`${seconds(p.seconds)}  ${p.ok ? 'ok    ' : 'FAILED'}  ${p.name}`);
  lines.push(`${seconds(total)}  ${passed ? 'passed' : 'FAILED'}  in all (typecheck and lint side by side)`);
  const unit = existsSync(UNIT_TIMINGS) ? JSON.parse(readFileSync(UNIT_TIMINGS, 'utf8')) : null;
  if (unit) {
    lines.push('', 'unit projects (files, tests by state, time from first file to last):');
    for (const [name, p] of Object.entries(unit.projects)) {
      const tests = Object.entries(p.tests)
        .map(([state, n]) => `${n} ${state}`)
        .join(', ');
      lines.push(`${seconds(p.spanMs / 1000)}  ${name}: ${p.files} files, ${tests}`);
    }
  }
  const e2e = existsSync(E2E_TIMINGS) ? JSON.parse(readFileSync(E2E_TIMINGS, 'utf8')) : null;
  if (e2e) {
    const tests = Object.entries(e2e.tests)
      .map(([state, n]) => `${n} ${state}`)
      .join(', ');
    lines.push(`${seconds(e2e.wallMs / 1000)}  e2e: ${e2e.files.length} specs, ${tests}`);
  }
  const slowest = (label, files) => {
    if (!files?.length) return;
    lines.push('', `ten slowest ${label} (each file's whole time: set-up, import, tests and hooks):`);
    for (const f of files.slice(0, 10)) lines.push(`${seconds(f.ms / 1000)}  ${f.project ? `${f.project}  ` : ''}${f.file}`);
  };
  slowest('unit test files', unit?.files);
  slowest('end-to-end specs', e2e?.files);
  console.log(lines.join('\n'));
}
