// A Vitest reporter beside the default one: what each project ran (files, tests by state, its time from its first
// file's start to its last file's end) and each file's whole time (environment, set-up, import, tests and hooks), written
// to test-timings/unit.json for the summary at the end of `npm test` (scripts/test.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const UNIT_TIMINGS = path.join(root, 'test-timings/unit.json');

export default class TimingsReporter {
  /** @type {Map<string, { project: string, file: string, started: number, ms?: number, tests: Record<string, number> }>} */
  files = new Map();
  started = performance.now();

  /** @param {import('vitest/node').TestModule} module */
  onTestModuleStart(module) {
    this.files.set(module.id, { project: module.project.name, file: path.relative(root, module.moduleId), started: performance.now(), tests: {} });
  }

  /** @param {import('vitest/node').TestModule} module */
  onTestModuleEnd(module) {
    const entry = this.files.get(module.id);
    if (!entry) return;
    const d = module.diagnostic();
    entry.parts = { import: Math.round(d.collectDuration + d.setupDuration), run: Math.round(d.duration) };
    entry.ms = Math.round(d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration);
    entry.ended = performance.now();
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      entry.tests[state] = (entry.tests[state] ?? 0) + 1;
    }
  }

  onTestRunEnd() {
    const projects = {};
    for (const entry of this.files.values()) {
      const p = (projects[entry.project] ??= { files: 0, tests: {}, first: Infinity, last: 0 });
      p.files += 1;
      for (const [state, n] of Object.entries(entry.tests)) p.tests[state] = (p.tests[state] ?? 0) + n;
      p.first = Math.min(p.first, entry.started);
      p.last = Math.max(p.last, entry.ended ?? entry.started);
    }
    const summary = {
      wallMs: Math.round(performance.now() - this.started),
      projects: Object.fromEntries(
        Object.entries(projects).map(([name, p]) => [name, { files: p.files, tests: p.tests, spanMs: Math.round(p.last - p.first) }]),
      ),
      files: [...this.files.values()].map(({ project, file, ms, parts, tests }) => ({ project, file, ms: ms ?? 0, parts, tests })).sort((a, b) => b.ms - a.ms),
    };
    mkdirSync(path.dirname(UNIT_TIMINGS), { recursive: true });
    writeFileSync(UNIT_TIMINGS, `${JSON.stringify(summary, null, 2)}\n`);
  }
}
