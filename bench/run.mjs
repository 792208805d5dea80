// `npm run bench`: measures the budgets of ARCHITECTURE.md §8 that exist so far and writes the figures
// to bench/results/. It reports; it never fails on a figure.
import { chmodSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { BENCH_POSTGRES_ENV, stopProcess, stopWithBench, waitFor } from './process.mjs';
import autocannon from 'autocannon';
import pg from 'pg';
import { initialScriptSize } from './bundle-size.mjs';
import { lighthouseScores } from './lighthouse.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const PORTAL_PORT = 3200;
const BARE_PORT = 3201;
/** Different employees whose first reads are measured (read cache off). */
const SESSIONS = 60;
/** When set (e.g. postgres://postgres@127.0.0.1:5432/test), the uncached reads are measured on PostgreSQL too. */
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const createdDatabases = [];

/** The portal on a fresh embedded database with the demo seed, in a process of its own; the bench logs many people in from one address. */
async function startPortal(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  // Run as root, the embedded PostgreSQL runs as the 'postgres' user, which must reach its folder.
  chmodSync(dataDir, 0o755);
  const child = stopWithBench(
    spawn('node', ['apps/server/dist/main.js'], {
      env: { ...process.env, PORT: String(PORTAL_PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', AUTH_RATE_LIMIT_MAX: '1000', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await waitFor(`http://127.0.0.1:${PORTAL_PORT}/api/ping`);
  return { child, dataDir };
}

/** An empty database on the PostgreSQL server of BENCH_DATABASE_URL, for one run of the portal on it. */
async function freshDatabase() {
  const name = `portal_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  createdDatabases.push(name);
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.href;
}

async function dropDatabases() {
  if (!createdDatabases.length) return;
  const admin = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await admin.connect();
  for (const name of createdDatabases) await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.end();
}

async function stop({ child, dataDir }) {
  await stopProcess(child);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

/** The bare route runs in its own process too, so it does not share an event loop with the load generator. */
async function startBare() {
  const child = stopWithBench(
    spawn('node', ['bench/bare-server.mjs'], { env: { ...process.env, PORT: String(BARE_PORT) }, stdio: ['ignore', 'ignore', 'inherit'] }),
  );
  await waitFor(`http://127.0.0.1:${BARE_PORT}/bare`);
  return { child };
}

/** Sessions of demo employees (those without two-factor), so reads come from many people as in real use. */
async function employeeSessions(host, count) {
  const sessions = [];
  for (let n = 1; sessions.length < count && n <= 120; n++) {
    const email = `employee${String(n).padStart(3, '0')}@acme.test`;
    const res = await fetch(`http://127.0.0.1:${PORTAL_PORT}/api/login`, {
      method: 'POST',
      headers: { ...host, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Benefits-Demo-2026!', deviceToken: `bench-device-${n}` }),
    });
    const body = await res.json();
    if (!body.access_token) continue;
    const headers = { ...host, authorization: `Bearer ${body.access_token}` };
    const user = await (await fetch(`http://127.0.0.1:${PORTAL_PORT}/api/user`, { headers })).json();
    sessions.push({ headers, userId: user.id });
  }
  if (sessions.length < count) throw new Error(`bench login failed: ${sessions.length} of ${count} sessions`);
  return sessions;
}

const summarise = (name, url, result) => ({
  name,
  url,
  requestsPerSecond: Math.round(result.requests.average),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
});

/** Unmeasured load before each measured run, so every server (the bare route's too) is measured after its JIT warmed up. */
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 10);

function autocannonRun(url, duration, next) {
  const setupRequest = (request) => ({ ...request, ...next() });
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, timeout: 10, requests: [{ method: 'GET', setupRequest }] }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Load through autocannon; each request is shaped by `next()` (method, path, headers, body). */
async function load(name, url, next) {
  if (WARMUP_S > 0) await autocannonRun(url, WARMUP_S, next);
  return summarise(name, url, await autocannonRun(url, DURATION_S, next));
}

/** One endpoint under load; with several header sets, each request takes the next one. */
function measure(name, url, headers = [{}]) {
  let n = 0;
  return load(name, url, () => ({ headers: headers[n++ % headers.length] }));
}

/** The authenticated reads of §8, each request from the next of SESSIONS employees. */
async function authenticatedReads(label, sessions) {
  const headers = sessions.map((s) => s.headers);
  return [
    await measure(`GET /api/user (${label})`, `http://127.0.0.1:${PORTAL_PORT}/api/user`, headers),
    await measure(`GET /api/benefits/user/eligible (${label})`, `http://127.0.0.1:${PORTAL_PORT}/api/benefits/user/eligible`, headers),
  ];
}

const json = (headers, method, path, body) => ({ method, path, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

/**
 * A mix of what people do on enrolment morning, 50 clients at once: reads of the home page's data, and
 * writes of the profile, the family list and the price of a selection being chosen.
 */
function mixedLoad(label, sessions) {
  let n = 0;
  const child = {
    title: 'Miss',
    first_name: 'Bench',
    surname: 'Child',
    date_of_birth: '2015-05-01',
    sex: 'female',
    fmember_type: 2,
    education_check: false,
    education: null,
    registered_disabled: false,
  };
  const shapes = [
    (s) => ({ method: 'GET', path: '/api/user', headers: s.headers }),
    (s) => ({ method: 'GET', path: '/api/benefits/user/eligible', headers: s.headers }),
    (s) => ({ method: 'GET', path: '/api/user/family', headers: s.headers }),
    (s) => json(s.headers, 'PATCH', '/api/user/profile', { phone: '07700 900982', contactPreferences: { email: true, sms: false, post: false } }),
    (s) => json(s.headers, 'POST', `/api/user/${s.userId}/family-members`, child),
    (s) => ({ method: 'GET', path: '/api/user/profile', headers: s.headers }),
  ];
  return load(`mixed reads and writes (${label})`, `http://127.0.0.1:${PORTAL_PORT}/api/user`, () => {
    const i = n++;
    return shapes[i % shapes.length](sessions[Math.floor(i / shapes.length) % sessions.length]);
  });
}

/** First reads, then the mixed load, on one portal whose read cache is off. */
async function uncachedRuns(label) {
  const sessions = await employeeSessions({ host: `acme.localhost:${PORTAL_PORT}` }, SESSIONS);
  return [...(await authenticatedReads(`${label}, read cache off`, sessions)), await mixedLoad(label, sessions)];
}

const bare = await startBare();
const runs = [await measure('bare Fastify JSON route', `http://127.0.0.1:${BARE_PORT}/bare`)];
await stop(bare);
let portal = await startPortal();
let pages = [];
try {
  const host = { host: `acme.localhost:${PORTAL_PORT}` };
  runs.push(await measure('GET /api/ping', `http://127.0.0.1:${PORTAL_PORT}/api/ping`, [host]));
  runs.push(await measure('GET /api/theme/:domain', `http://127.0.0.1:${PORTAL_PORT}/api/theme/acme.localhost`, [host]));
  runs.push(...(await authenticatedReads('read cache on', await employeeSessions(host, 20))));
  pages = await lighthouseScores(`http://localhost:${PORTAL_PORT}`, { email: 'employee002@acme.test', password: 'Benefits-Demo-2026!' }).catch((error) => {
    console.error(`Lighthouse did not run: ${error.message}`);
    return [];
  });
  await stop(portal);
  // Every request computes its answer: what a person's first read of a page costs.
  portal = await startPortal({ READ_CACHE_TTL_MS: '0' });
  runs.push(...(await uncachedRuns('embedded')));
  if (BENCH_DATABASE_URL) {
    await stop(portal);
    portal = await startPortal({ READ_CACHE_TTL_MS: '0', DATABASE_URL: await freshDatabase(), ...BENCH_POSTGRES_ENV });
    runs.push(...(await uncachedRuns('PostgreSQL')));
  }
  const bareRps = runs[0].requestsPerSecond;
  const endpoints = runs.map((r) => ({ ...r, shareOfBare: Math.round((r.requestsPerSecond / bareRps) * 1000) / 10 }));
  const bundle = initialScriptSize();
  const report = {
    date: new Date().toISOString(),
    durationSeconds: DURATION_S,
    connections: CONNECTIONS,
    sessions: SESSIONS,
    endpoints,
    lighthouse: pages,
    loginRouteInitialJs: bundle,
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.json', `${JSON.stringify(report, null, 2)}\n`);
  const lines = [
    `# Benchmark ${report.date}`,
    '',
    `${CONNECTIONS} connections, ${DURATION_S} s per run after ${WARMUP_S} s of unmeasured warm-up load; ` +
      'server (own process) and load generator on the same 2-core machine. ' +
      `Reads with the cache on rotate over 20 employees' sessions; runs with the cache off (first reads) over ${SESSIONS}.`,
    '',
    '| endpoint | req/s | % of bare | p50 ms | p99 ms | errors | timeouts | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...endpoints.map((e) => `| ${e.name} | ${e.requestsPerSecond} | ${e.shareOfBare} | ${e.p50Ms} | ${e.p99Ms} | ${e.errors} | ${e.timeouts} | ${e.non2xx} |`),
    '',
    'Lighthouse (mobile, simulated slow 4G, Debian Chromium); the home page is loaded after logging in, so with the browser cache of the login page:',
    '',
    '| page | performance | FCP ms | LCP ms | TBT ms | CLS | transferred KiB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...pages.map((p) => `| ${p.name} | ${p.performance} | ${p.fcpMs} | ${p.lcpMs} | ${p.tbtMs} | ${p.cls} | ${p.transferKiB} |`),
    '',
    `Login route initial JavaScript: ${bundle.gzipKb} KB gzipped (budget 150 KB); ` +
      `on the wire ${bundle.wireBrotliKb} KB (brotli, made at build time). Files: ${bundle.files.join(', ')}.`,
    '',
  ];
  writeFileSync('bench/results/latest.md', lines.join('\n'));
  console.log(lines.join('\n'));
} finally {
  await stop(portal);
  await dropDatabases();
}
