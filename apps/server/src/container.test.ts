import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';
import { defaultWebDist, migrationsDir, repoRoot, serverRoot } from './paths.ts';

/**
 * The container (issue 29 §1): the Dockerfile's shape, what .dockerignore keeps out, and compose.yaml's demo. Where a
 * container engine answers, the image is built too; hadolint lints the Dockerfile where it is installed.
 */
const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's instructions by stage: continuation lines joined, comments and the parser directive dropped. */
function dockerStages(text: string): Instruction[][] {
  const lines = text
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const stages: Instruction[][] = [];
  for (const line of lines) {
    const [, keyword = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const instruction = { keyword: keyword.toUpperCase(), args: args.replace(/\s+/g, ' ') };
    if (instruction.keyword === 'FROM') stages.push([]);
    stages.at(-1)?.push(instruction);
  }
  return stages;
}

const all = (stage: Instruction[], keyword: string) => stage.filter((i) => i.keyword === keyword).map((i) => i.args);
/** A COPY's sources and destination (exec form or not), and its --from stage. */
function copyOf(args: string) {
  const from = /--from=(\S+)/.exec(args)?.[1];
  const parts = args
    .split(' ')
    .filter((part) => !part.startsWith('--'))
    .map((part) => part.replace(/^\[?"?|"?,?\]?$/g, ''));
  return { from, sources: parts.slice(0, -1), destination: parts.at(-1)! };
}

/** .dockerignore's patterns as Docker reads them: `**` any folders, `*` within a name, `!` keeps again; the last match wins. */
function ignoredBy(patterns: string[]) {
  const rules = patterns.map((raw) => {
    const keep = raw.startsWith('!');
    const pattern = raw.replace(/^!/, '').replace(/^\/|\/$/g, '');
    const source = pattern
      .split('/')
      .map((part) =>
        part === '**'
          ? '.*'
          : part
              .replace(/[.+^${}()|[\]\\]/g, '\\$&')
              .replace(/\*/g, '[^/]*')
              .replace(/\?/g, '[^/]'),
      )
      .join('/')
      .replace(/\.\*\//g, '(.*/)?');
    return { keep, match: new RegExp(`^${source}(/.*)?$`) };
  });
  return (path: string) => rules.reduce((ignored, rule) => (rule.match.test(path) ? !rule.keep : ignored), false);
}

const stages = dockerStages(read('Dockerfile'));
const [buildStage, runtime] = [stages[0]!, stages.at(-1)!];
const workdir = all(runtime, 'WORKDIR').at(-1) ?? '/';
const ignorePatterns = read('.dockerignore')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const ignored = ignoredBy(ignorePatterns);

describe('Dockerfile', () => {
  it('builds in one stage and runs in another: Node 24 LTS slim, not root, production dependencies only', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(buildStage[0]!.args).toMatch(/^node:24(\.\d+)*-bookworm-slim AS build$/i);
    expect(all(buildStage, 'RUN').some((run) => /\bnpm ci\b/.test(run))).toBe(true);
    expect(all(buildStage, 'RUN')).toContain('npm run build');

    expect(runtime[0]!.args).toMatch(/^node:24(\.\d+)*-bookworm-slim( AS \w+)?$/i);
    const installs = all(runtime, 'RUN').filter((run) => /\bnpm (ci|install)\b/.test(run));
    expect(installs).toHaveLength(1);
    expect(installs[0]).toMatch(/npm ci --omit=dev --workspace apps\/server\b/);
    // Nothing is built in the runtime stage: what it runs comes built from the other.
    expect(all(runtime, 'RUN').join(' ')).not.toMatch(/npm run build|esbuild|vite/);

    const users = all(runtime, 'USER');
    expect(users).toHaveLength(1);
    expect(users[0]).not.toMatch(/^(root|0)(:|$)/);
    const order = runtime.map((i) => i.keyword);
    expect(order.indexOf('USER')).toBeLessThan(order.indexOf('CMD'));
    expect(all(runtime, 'CMD')).toEqual(['["node", "apps/server/dist/main.js"]']);
    expect(all(runtime, 'ENV').join(' ')).toMatch(/NODE_ENV=production/);
  });

  it('checks /api/health/live with Node’s fetch (no curl in slim), exposes 3000, keeps DATA_DIR in a volume', () => {
    const [healthcheck, ...more] = all(runtime, 'HEALTHCHECK');
    expect(more).toEqual([]);
    expect(healthcheck).toMatch(/^--interval=\S+ .*CMD \["node", "-e", /);
    expect(healthcheck).toContain("'/health/live'");
    expect(healthcheck).toContain('fetch(');
    expect(healthcheck).not.toMatch(/curl|wget/);
    expect(all(runtime, 'EXPOSE')).toEqual(['3000']);
    const dataDir = /DATA_DIR=(\S+)/.exec(all(runtime, 'ENV').join(' '))?.[1];
    expect(dataDir).toBe('/data');
    expect(all(runtime, 'VOLUME').join(' ')).toContain(`"${dataDir}"`);
    // The data folder belongs to the user the portal runs as (the embedded PostgreSQL writes its cluster there).
    expect(all(runtime, 'RUN').join(' ')).toContain(`chown ${all(runtime, 'USER')[0]}:`);
  });

  it('copies no secret and nothing it does not name; every file it copies exists and is not ignored', () => {
    for (const stage of stages) {
      for (const keyword of ['ENV', 'ARG']) expect(all(stage, keyword).join(' ')).not.toMatch(/SECRET|PASSWORD|TOKEN|_KEY\b|DATABASE_URL|SMTP_URL/i);
      for (const args of all(stage, 'COPY').concat(all(stage, 'ADD'))) {
        const { from, sources } = copyOf(args);
        if (from) continue;
        for (const source of sources) {
          expect(source, `COPY ${args}`).not.toMatch(/^\.?\/?$|^\.env|\*/);
          expect(existsSync(join(repoRoot, source)), `${source} exists`).toBe(true);
          expect(ignored(source), `${source} is not in .dockerignore`).toBe(false);
        }
      }
    }
  });

  it('gives the runtime stage what the built server reads when it runs', () => {
    const copied = all(runtime, 'COPY').map((args) => {
      const { destination, sources } = copyOf(args);
      // `COPY a b ./` and `COPY x/package.json x/` land under WORKDIR, named as in the repository.
      return destination.endsWith('/') ? sources.map((source) => join(destination, source.split('/').at(-1)!)) : [destination];
    });
    const inImage = copied.flat().map((path) => relative(workdir, join(workdir, path)));
    for (const needed of [migrationsDir, join(serverRoot, 'assets'), join(serverRoot, 'package.json'), join(serverRoot, 'dist'), defaultWebDist]) {
      expect(inImage, relative(repoRoot, needed)).toContain(relative(repoRoot, needed));
    }
    expect(read('apps/server/build.mjs')).toMatch(
      /entryPoints: \{ main: 'src\/main\.ts',[^}]*admin: 'src\/cli\/admin\.ts', database: 'src\/cli\/database\.ts' \}/,
    );
  });

  it('installs every package the built server imports: no import of a development dependency', async () => {
    const manifest = JSON.parse(read('apps/server/package.json')) as { dependencies: Record<string, string> };
    const result = await build({
      absWorkingDir: serverRoot,
      entryPoints: { main: 'src/main.ts', seed: 'src/demo/cli.ts', admin: 'src/cli/admin.ts', database: 'src/cli/database.ts' },
      outdir: 'dist-check',
      write: false,
      metafile: true,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      packages: 'external',
      alias: { '@portal/contracts': '../../packages/contracts/src/index.ts' },
      logLevel: 'silent',
    });
    const imported = new Set(
      Object.values(result.metafile.outputs)
        .flatMap((output) => output.imports)
        .filter((entry) => entry.external)
        .map((entry) => entry.path)
        .filter((path) => !path.startsWith('node:') && !builtinModules.includes(path.split('/')[0]!))
        .map((path) => (path.startsWith('@') ? path.split('/').slice(0, 2) : path.split('/').slice(0, 1)).join('/')),
    );
    expect(imported.size).toBeGreaterThan(10);
    expect([...imported].filter((name) => !(name in manifest.dependencies))).toEqual([]);
  }, 60_000);

  it('is built by a container engine, where one answers', (ctx) => {
    const engine = ['docker', 'podman'].map((name) => ({ name, info: spawnSync(name, ['info'], { encoding: 'utf8', timeout: 15_000 }) }));
    const answering = engine.find(({ info }) => info.status === 0);
    if (!answering) {
      const why = engine.map(({ name, info }) => `${name}: ${info.error ? 'not installed' : (info.stderr.trim().split('\n')[0] ?? `exit ${info.status}`)}`);
      ctx.skip(`no container engine answers (${why.join('; ')})`);
      return;
    }
    const tag = `benefits-portal:test-${process.pid}`;
    const built = spawnSync(answering.name, ['build', '--tag', tag, '.'], { cwd: repoRoot, encoding: 'utf8', timeout: 1_500_000 });
    expect(built.status, built.stderr.slice(-3000)).toBe(0);
    try {
      const inspect = spawnSync(answering.name, ['image', 'inspect', tag, '--format', '{{json .Config}}'], { encoding: 'utf8' });
      const config = JSON.parse(inspect.stdout) as { User: string; Healthcheck?: { Test: string[] }; ExposedPorts: Record<string, unknown> };
      expect(config.User).toBe('portal');
      expect(config.Healthcheck?.Test.join(' ')).toContain('/health/live');
      expect(Object.keys(config.ExposedPorts)).toEqual(['3000/tcp']);
      const whoami = spawnSync(answering.name, ['run', '--rm', '--entrypoint', 'id', tag, '-u'], { encoding: 'utf8', timeout: 60_000 });
      expect(whoami.stdout.trim()).not.toBe('0');
    } finally {
      spawnSync(answering.name, ['image', 'rm', '--force', tag]);
    }
  }, 1_600_000);

  it('passes hadolint, where it is installed', (ctx) => {
    const version = spawnSync('hadolint', ['--version'], { encoding: 'utf8' });
    if (version.error) {
      ctx.skip('hadolint is not installed');
      return;
    }
    const lint = spawnSync('hadolint', ['Dockerfile'], { cwd: repoRoot, encoding: 'utf8' });
    expect(lint.stdout + lint.stderr).toBe('');
    expect(lint.status).toBe(0);
  });
});

describe('.dockerignore', () => {
  it('keeps dependencies, builds, data, .env files and history out of the image', () => {
    for (const path of ['node_modules/pg/index.js', 'apps/server/node_modules/x', 'apps/web/dist/index.html', 'apps/server/dist/main.js']) {
      expect(ignored(path), path).toBe(true);
    }
    for (const path of [
      '.env',
      '.env.production',
      'data/postgres/PG_VERSION',
      'data/postgres.secret',
      'apps/server/data/postgres',
      'e2e/.data-3100',
      '.git/HEAD',
    ]) {
      expect(ignored(path), path).toBe(true);
    }
    for (const path of ['.env.example', 'apps/server/src/main.ts', 'apps/server/drizzle/meta/_journal.json', 'package-lock.json']) {
      expect(ignored(path), path).toBe(false);
    }
  });
});

/** compose.yaml's service `name`, as the lines indented under it. */
function composeService(text: string, name: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(`  ${name}:`);
  expect(start, `service ${name}`).toBeGreaterThan(0);
  const body: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() && !line.startsWith('    ')) break;
    body.push(line);
  }
  return body;
}

/** A service's `environment:` mapping, each `${VAR:-default}` read as compose does with VAR unset (its default). */
function composeEnvironment(service: string[], given: Record<string, string> = {}): Record<string, string> {
  const start = service.indexOf('    environment:');
  const env: Record<string, string> = {};
  for (const line of service.slice(start + 1)) {
    if (!line.startsWith('      ')) break;
    const entry = /^ {6}([A-Z_]+): (.*)$/.exec(line);
    if (!entry) continue;
    env[entry[1]!] = entry[2]!.replace(/\$\{([A-Z_]+):-([^}]*)\}/g, (_, variable: string, fallback: string) => given[variable] || fallback);
  }
  return env;
}

describe('compose.yaml', () => {
  const text = read('compose.yaml');
  const portal = composeService(text, 'portal');
  const postgres = composeService(text, 'postgres');

  it('runs the portal, built here, on PostgreSQL 18 with its data in a named volume, on port 3000', () => {
    expect(postgres).toContain('    image: postgres:18');
    expect(postgres.join('\n')).toMatch(/ {6}- postgres-data:\/var\/lib\/postgresql\n/);
    expect(postgres.join('\n')).toMatch(/healthcheck:\n {6}test: \['CMD-SHELL', 'pg_isready/);
    expect(text).toMatch(/\nvolumes:\n {2}postgres-data:\n/);
    expect(portal).toContain('    build: .');
    expect(portal.join('\n')).toMatch(/ports:\n {6}- '3000:3000'/);
    expect(portal.join('\n')).toMatch(/depends_on:\n {6}postgres:\n {8}condition: service_healthy/);
  });

  it('starts past the production checks with its demo defaults, which say they are demo values', () => {
    const env = composeEnvironment(portal);
    expect(new URL(env.DATABASE_URL!).host).toBe('postgres:5432');
    for (const secret of ['SESSION_SECRET', 'DATA_ENCRYPTION_KEY'] as const) expect(env[secret]).toMatch(/^demo-only-.*not-for-production$/);
    // The image's NODE_ENV=production with DATABASE_URL: the checks that refuse a bare production start.
    const config = parseConfig({ NODE_ENV: 'production', ...env });
    expect(config).toMatchObject({ MAIL_DISABLED: true, SEED_DEMO: true, devIdp: true, devMailbox: false, MIGRATE_ON_START: true });
    expect(config.DATABASE_URL).toBe(env.DATABASE_URL);

    // An operator's .env: real secrets and SMTP (which needs MAIL_DISABLED=false) start as well.
    const real = composeEnvironment(portal, {
      SESSION_SECRET: 'x'.repeat(40),
      DATA_ENCRYPTION_KEY: 'y'.repeat(40),
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_DISABLED: 'false',
      DEV_IDP: 'false',
    });
    expect(parseConfig({ NODE_ENV: 'production', ...real })).toMatchObject({ MAIL_DISABLED: false, devIdp: false, SMTP_URL: 'smtp://mail.example.com:587' });
    expect(() => parseConfig({ NODE_ENV: 'production', ...composeEnvironment(portal, { SMTP_URL: 'smtp://mail.example.com:587' }) })).toThrow(
      /MAIL_DISABLED: true while SMTP_URL is set/,
    );
  });
});
