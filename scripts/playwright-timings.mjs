// A Playwright reporter beside the list one: each spec file's time (its tests, retries included) and the tests by
// outcome, written to test-timings/e2e.json for the summary at the end of `npm test` (scripts/test.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const E2E_TIMINGS = path.join(root, 'test-timings/e2e.json');

export default class TimingsReporter {
  files = new Map();
  tests = {};
  started = performance.now();

  onBegin(_config, suite) {
    this.suite = suite;
  }

  onTestEnd(test, result) {
    const file = path.relative(root, test.location.file);
    this.files.set(file, (this.files.get(file) ?? 0) + result.duration);
  }

  onEnd() {
    // A test's outcome once its retries are done: flaky is passed on a retry.
    const words = { expected: 'passed', unexpected: 'failed', flaky: 'flaky', skipped: 'skipped' };
    for (const test of this.suite?.allTests() ?? []) {
      const outcome = words[test.outcome()];
      this.tests[outcome] = (this.tests[outcome] ?? 0) + 1;
    }
    const files = [...this.files].map(([file, ms]) => ({ file, ms: Math.round(ms) })).sort((a, b) => b.ms - a.ms);
    mkdirSync(path.dirname(E2E_TIMINGS), { recursive: true });
    writeFileSync(E2E_TIMINGS, `${JSON.stringify({ wallMs: Math.round(performance.now() - this.started), tests: this.tests, files }, null, 2)}\n`);
  }

  printsToStdio() {
    return false;
  }
}
