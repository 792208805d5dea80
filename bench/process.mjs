// Starting and stopping the processes a benchmark measures.

/**
 * What the portal needs to start in production on PostgreSQL (NODE_ENV=production with DATABASE_URL refuses to start
 * without its own secrets and SMTP_URL or MAIL_DISABLED=true). Bench values only.
 */
export const BENCH_POSTGRES_ENV = {
  SESSION_SECRET: 'bench-only-session-secret-0123456789abcdef',
  DATA_ENCRYPTION_KEY: 'bench-only-data-encryption-key-0123456789',
  MAIL_DISABLED: 'true',
};

/** Resolves once `url` answers 200; gives up after two minutes. */
export async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** Ends a child process (SIGTERM, so the portal closes its database) and waits for it. */
export async function stopProcess(child) {
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/**
 * A server the bench started is stopped when the bench ends, even by an uncaught error (a browser
 * that cannot start, say): otherwise it stays behind and takes CPU from every later measurement.
 */
export function stopWithBench(child) {
  const stop = () => child.exitCode === null && child.signalCode === null && child.kill('SIGTERM');
  process.once('exit', stop);
  child.once('exit', () => process.off('exit', stop));
  return child;
}
