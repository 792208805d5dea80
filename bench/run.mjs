// `npm run bench`: measures the budgets of ARCHITECTURE.md §8 that exist so far and writes the figures
// to bench/results/. It reports; it never fails on a figure.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { initialScriptSize } from './bundle-size.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const PORTAL_PORT = 3200;
const BARE_PORT = 3201;

async function startPortal() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const child = spawn('node', ['apps/server/dist/main.js'], {
    env: { ...process.env, PORT: String(PORTAL_PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORTAL_PORT}/api/ping`)).ok) return { child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('portal did not start');
}

/** Logs in as the demo employee and answers the bearer headers for authenticated reads. */
async function employeeHeaders(host) {
  const res = await fetch(`http://127.0.0.1:${PORTAL_PORT}/api/login`, {
    method: 'POST',
    headers: { ...host, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'employee@acme.test', password: 'Benefits-Demo-2026!', deviceToken: 'bench-device-0001' }),
  });
  const body = await res.json();
  if (!body.access_token) throw new Error(`bench login failed: ${JSON.stringify(body)}`);
  return { ...host, authorization: `Bearer ${body.access_token}` };
}

async function startBare() {
  const app = Fastify();
  app.get('/bare', async () => ({ status: 'ok', time: new Date().toISOString() }));
  await app.listen({ port: BARE_PORT, host: '127.0.0.1' });
  return app;
}

function measure(name, url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (error, result) => {
      if (error) return reject(error);
      resolve({ name, url, requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, errors: result.errors, non2xx: result.non2xx });
    });
  });
}

const bare = await startBare();
const { child, dataDir } = await startPortal();
try {
  const host = { host: `acme.localhost:${PORTAL_PORT}` };
  const runs = [
    await measure('bare Fastify JSON route', `http://127.0.0.1:${BARE_PORT}/bare`),
    await measure('GET /api/ping', `http://127.0.0.1:${PORTAL_PORT}/api/ping`, host),
    await measure('GET /api/theme/:domain', `http://127.0.0.1:${PORTAL_PORT}/api/theme/acme.localhost`, host),
  ];
  const auth = await employeeHeaders(host);
  runs.push(await measure('GET /api/user (logged in)', `http://127.0.0.1:${PORTAL_PORT}/api/user`, auth));
  runs.push(await measure('GET /api/benefits/user/eligible (logged in)', `http://127.0.0.1:${PORTAL_PORT}/api/benefits/user/eligible`, auth));
  const bareRps = runs[0].requestsPerSecond;
  const endpoints = runs.map((r) => ({ ...r, shareOfBare: Math.round((r.requestsPerSecond / bareRps) * 1000) / 10 }));
  const bundle = initialScriptSize();
  const report = { date: new Date().toISOString(), durationSeconds: DURATION_S, connections: CONNECTIONS, endpoints, loginRouteInitialJs: bundle };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.json', `${JSON.stringify(report, null, 2)}\n`);
  const lines = [
    `# Benchmark ${report.date}`,
    '',
    `${CONNECTIONS} connections, ${DURATION_S} s per endpoint, server and load generator on the same 2-core machine.`,
    '',
    '| endpoint | req/s | % of bare | p50 ms | p99 ms | errors | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...endpoints.map((e) => `| ${e.name} | ${e.requestsPerSecond} | ${e.shareOfBare} | ${e.p50Ms} | ${e.p99Ms} | ${e.errors} | ${e.non2xx} |`),
    '',
    `Login route initial JavaScript: ${bundle.gzipKb} KB gzipped (${bundle.files.join(', ')}); budget 150 KB.`,
    '',
  ];
  writeFileSync('bench/results/latest.md', lines.join('\n'));
  console.log(lines.join('\n'));
} finally {
  child.kill('SIGTERM');
  await bare.close();
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
