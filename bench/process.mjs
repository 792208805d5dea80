// Starting and stopping the processes a benchmark measures.

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
