#!/usr/bin/env node
// `npm run test:install` (a step of `npm test`): the README's two commands, run as root in a private folder, which
// is where a container or a fresh server puts a project (root's home is mode 700). Clones this repository's HEAD
// into a mode-700 temporary folder, runs `npm ci` and `npm start` there with DATA_DIR in another mode-700 folder,
// waits for GET /api/ping and the demo login, then stops the server and removes everything it made. Only root has
// this problem (PostgreSQL then runs as the system user postgres), so other users skip it.
//
// Nothing is left behind, even on failure or when interrupted: the server runs in its own process group, stopped
// at the end; a watchdog process (this script, `--clean-up-after <pid>`) does the same clean-up if this one dies.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './build-stale.mjs';

/** Where the root-run portal keeps what the postgres user cannot reach (apps/server/src/db/embedded-root.ts). */
const ROOT_PLACE = '/var/lib/benefits-portal';
const READY_WITHIN_MS = 300_000;
const DEMO = { email: 'employee@acme.test', password: 'Benefits-Demo-2026!', deviceToken: 'check-private-clone' };

const self = fileURLToPath(import.meta.url);
const repo = resolve(self, '../..');

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};
const signal = (pid, name) => {
  try {
    process.kill(pid, name);
  } catch {
    /* already gone */
  }
};
const listing = (folder) => (existsSync(folder) ? readdirSync(folder) : []);
const stateFile = (job) => join(job.workRoot, 'state.json');

/** Waits up to `ms` for `gone()`; false if it never came. */
function waitFor(gone, ms) {
  for (const deadline = Date.now() + ms; Date.now() < deadline; sleep(100)) if (gone()) return true;
  return gone();
}

/** The running (not zombie) processes, with their parent and process group, from /proc. */
function processes() {
  return listing('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, ppid, pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return state === 'Z' ? [] : [{ pid: Number(entry), ppid: Number(ppid), pgrp: Number(pgrp) }];
    } catch {
      return [];
    }
  });
}

/** A process group still running: a member that has exited but is not yet reaped (this script waits synchronously) does not count. */
const groupRuns = (group) => processes().some((p) => p.pgrp === group);

/** The PostgreSQL server of a cluster, if one runs, and its children (each in a session of its own). */
function postgresOf(cluster) {
  const pidFile = join(cluster, 'postmaster.pid');
  const pid = existsSync(pidFile) ? Number.parseInt(readFileSync(pidFile, 'utf8'), 10) : NaN;
  if (!Number.isInteger(pid) || !isPostgres(pid)) return [];
  return [
    pid,
    ...processes()
      .filter((p) => p.ppid === pid)
      .map((p) => p.pid),
  ];
}

function isPostgres(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return false;
  }
}

/** Stops the server (its process group, then any PostgreSQL process still there) and removes every folder made. */
function cleanUp(job) {
  const began = Date.now();
  const dataDir = join(job.dataRoot, 'data');
  const link = join(dataDir, 'postgres');
  const linked = existsSync(link) && lstatSync(link).isSymbolicLink() ? readlinkSync(link) : null;
  const cluster = linked?.startsWith(`${ROOT_PLACE}/clusters/`) ? linked : null;
  const postgres = postgresOf(cluster ?? link);
  const group = existsSync(stateFile(job)) ? JSON.parse(readFileSync(stateFile(job), 'utf8')).group : null;
  if (group && groupRuns(group)) {
    signal(-group, 'SIGTERM');
    if (!waitFor(() => !groupRuns(group), 20_000)) signal(-group, 'SIGKILL');
  }
  for (const pid of postgres) {
    if (!isPostgres(pid)) continue;
    signal(pid, pid === postgres[0] ? 'SIGINT' : 'SIGKILL');
    if (!waitFor(() => !isPostgres(pid), 15_000)) signal(pid, 'SIGKILL');
  }
  waitFor(() => postgres.every((pid) => !isPostgres(pid)), 5_000);
  const stopped = Date.now();
  for (const folder of [cluster, job.workRoot, job.dataRoot]) if (folder) rmSync(folder, { recursive: true, force: true });
  // A copy of PostgreSQL's binaries this run made (embedded-root.ts keeps one per version), and folders left empty.
  for (const copy of listing(join(ROOT_PLACE, 'postgresql'))) {
    if (!job.copiesBefore.includes(copy)) rmSync(join(ROOT_PLACE, 'postgresql', copy), { recursive: true, force: true });
  }
  for (const folder of [join(ROOT_PLACE, 'clusters'), join(ROOT_PLACE, 'postgresql'), ROOT_PLACE]) {
    if (!job.foldersBefore.includes(folder) && existsSync(folder) && listing(folder).length === 0) rmdirSync(folder);
  }
  return { stop: (stopped - began) / 1000, remove: (Date.now() - stopped) / 1000 };
}

// The watchdog: waits for the check to end, then cleans up after it if it could not.
if (process.argv[2] === '--clean-up-after') {
  const [pid, job] = [Number(process.argv[3]), JSON.parse(process.argv[4])];
  while (alive(pid)) sleep(500);
  if (existsSync(job.workRoot) || existsSync(job.dataRoot)) cleanUp(job);
  process.exit(0);
}

if (process.getuid?.() !== 0) {
  console.log('test:install: skipped (the private-folder install check runs as root only, where PostgreSQL runs as the user postgres)');
  process.exit(0);
}
if (spawnSync('git', ['-C', repo, 'rev-parse', '--verify', 'HEAD'], { stdio: 'ignore' }).status !== 0) {
  console.log('test:install: skipped (not a git checkout: it clones the repository)');
  process.exit(0);
}

/** One step, its output kept and shown only when it fails. */
function step(name, command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  if (result.status !== 0)
    throw new Error(`${name} failed (${result.error?.message ?? `exit ${result.status}`}):\n${tail(`${result.stdout}\n${result.stderr}`)}`);
  return (Date.now() - started) / 1000;
}

const tail = (text, lines = 40) => text.trim().split('\n').slice(-lines).join('\n');

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer().once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** The environment of the commands: this one without the portal's own variables (.env.example lists them all). */
function cleanEnv(extra) {
  const names = [...readFileSync(join(repo, '.env.example'), 'utf8').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
  const env = { ...process.env };
  for (const name of names) delete env[name];
  return { ...env, ...extra };
}

/** What the built web app and server bundle are made from: unchanged since HEAD, a build of them is HEAD's. */
const BUILT_FROM = ['apps/web', 'apps/server', 'packages/contracts', 'package-lock.json'];

/**
 * The web app and server this checkout built (npm test builds once, before this check), copied into the clone when
 * they are HEAD's: sources unchanged since HEAD and the build not older than them. `npm start` there then finds them
 * built, as it would after a build of its own; otherwise it builds them itself.
 */
function reuseBuild(clone) {
  const changed = spawnSync('git', ['-C', repo, 'status', '--porcelain', '--', ...BUILT_FROM], { encoding: 'utf8' }).stdout.trim();
  if (changed || isStale(repo)) return false;
  for (const dist of ['apps/web/dist', 'apps/server/dist']) cpSync(join(repo, dist), join(clone, dist), { recursive: true });
  return true;
}

async function check(job) {
  const clone = join(job.workRoot, 'portal');
  const head = spawnSync('git', ['-C', repo, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  if (spawnSync('git', ['-C', repo, 'status', '--porcelain'], { encoding: 'utf8' }).stdout.trim()) {
    console.log(`test:install: checks HEAD ${head} as committed; this checkout's uncommitted changes are not part of it`);
  }
  const times = { clone: step('git clone', 'git', ['clone', '--quiet', repo, clone]) };
  times.ci = step('npm ci', 'npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: clone });
  times.reused = reuseBuild(clone);

  const port = await freePort();
  const logFile = join(job.workRoot, 'start.log');
  const log = openSync(logFile, 'w');
  const started = Date.now();
  const server = spawn('npm', ['start'], {
    cwd: clone,
    env: cleanEnv({ PORT: String(port), DATA_DIR: join(job.dataRoot, 'data'), LOG_LEVEL: 'warn' }),
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  writeFileSync(stateFile(job), JSON.stringify({ group: server.pid }));
  let exited = null;
  server.once('exit', (code, signal) => (exited = `exit code ${code}, signal ${signal}`));
  server.once('error', (error) => (exited = error.message));
  const failed = (why) => new Error(`npm start ${why}:\n${tail(readFileSync(logFile, 'utf8'))}`);

  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (exited) throw failed(`ended before it served (${exited})`);
    if (Date.now() - started > READY_WITHIN_MS) throw failed(`did not answer GET /api/ping within ${READY_WITHIN_MS / 1000} s`);
    const ping = await fetch(`${base}/api/ping`).catch(() => null);
    if (ping?.status === 200) break;
    await new Promise((done) => setTimeout(done, 500));
  }
  times.start = (Date.now() - started) / 1000;
  // The bare address is the default client's (acme).
  const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
  const answer = await login.json().catch(() => ({}));
  if (login.status !== 200 || typeof answer.access_token !== 'string')
    throw failed(`served, but the demo login answered ${login.status} ${JSON.stringify(answer).slice(0, 200)}`);
  return { head, ...times };
}

const job = { workRoot: mkdtempSync(join(tmpdir(), 'portal-private-clone-')), dataRoot: mkdtempSync(join(tmpdir(), 'portal-private-data-')) };
for (const folder of [job.workRoot, job.dataRoot]) chmodSync(folder, 0o700);
job.copiesBefore = listing(join(ROOT_PLACE, 'postgresql'));
job.foldersBefore = [join(ROOT_PLACE, 'clusters'), join(ROOT_PLACE, 'postgresql'), ROOT_PLACE].filter((folder) => existsSync(folder));
const watchdog = spawn(process.execPath, [self, '--clean-up-after', String(process.pid), JSON.stringify(job)], { detached: true, stdio: 'ignore' });
watchdog.unref();

let cleaned = false;
function finish() {
  if (cleaned) return null;
  cleaned = true;
  signal(watchdog.pid, 'SIGKILL');
  return cleanUp(job);
}
for (const [name, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
]) {
  process.on(name, () => {
    finish();
    process.exit(code);
  });
}

const began = Date.now();
try {
  const times = await check(job);
  const after = finish();
  console.log(
    `test:install: ok, HEAD ${times.head} cloned into a mode-700 folder as root: git clone ${times.clone.toFixed(1)} s, npm ci ${times.ci.toFixed(1)} s, ` +
      `npm start to GET /api/ping 200 ${times.start.toFixed(1)} s (${times.reused ? "this checkout's build of HEAD reused" : 'built in the clone'}), ` +
      `demo login ok; server stopped in ${after.stop.toFixed(1)} s, folders removed in ` +
      `${after.remove.toFixed(1)} s (${((Date.now() - began) / 1000).toFixed(0)} s in all)`,
  );
} catch (error) {
  finish();
  console.error(`test:install: FAILED, the two commands in a private folder as root: ${error.message}`);
  process.exitCode = 1;
}
