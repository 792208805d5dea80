// The employer budgets of ARCHITECTURE.md §8 with 100,000 employees: the list's search + sort + page p95, the full
// CSV download, approving 1,000 selections in one call, this month's payroll report (generation and streamed
// download) and an upload of 50,000 rows (preview with the eligibility difference, then applying it), with the
// server's peak memory where it matters. On the embedded default and, with BENCH_DATABASE_URL, on PostgreSQL; the
// large client is seeded once per database. Writes bench/results/employees.{json,md}; it reports, it never fails
// on a figure.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { timedApprovals, timedDownload, timedPayroll, timedUpload } from './operations.mjs';
import { BENCH_POSTGRES_ENV, stopProcess, stopWithBench, waitFor } from './process.mjs';
import pg from 'pg';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 100_000);
const PORT = 3210;
const REQUESTS = 400;
/** One HR administrator at a time, then eight at once. */
const CONCURRENCIES = [1, 8];
const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL;
/** Selections approved in one call, and rows of the HR upload (each at most; fewer with a small BENCH_EMPLOYEES). */
const APPROVALS = 1000;
const UPLOAD_ROWS = 50_000;
/** Extra node options for the portal only, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it. */
const PORTAL_NODE_ARGS = process.env.BENCH_PORTAL_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

const run = (args, env) =>
  new Promise((resolve, reject) => {
    const child = stopWithBench(spawn('node', args, { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] }));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited ${code}`))));
  });

/** Seeds the demo and the large client (own process), then starts the portal on that database. */
async function startSeededPortal(env) {
  const started = Date.now();
  await run(['apps/server/dist/seed.js', '--employees', String(EMPLOYEES)], { ...env, LOG_LEVEL: 'warn' });
  const seedSeconds = (Date.now() - started) / 1000;
  const child = stopWithBench(
    spawn('node', [...PORTAL_NODE_ARGS, 'apps/server/dist/main.js'], {
      // Node's fetch sends no Host header of ours, so the bare address must be the large client.
      env: { ...process.env, ...env, PORT: String(PORT), LOG_LEVEL: 'warn', NODE_ENV: 'production', AUTH_RATE_LIMIT_MAX: '1000', DEFAULT_CLIENT: 'bigco' },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await waitFor(`http://127.0.0.1:${PORT}/api/ping`);
  return { child, seedSeconds };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** A mix of what an HR administrator does on the list: searches, sorts both ways, filters, pages far and near. */
function listQueries(lastPage) {
  const searches = ['', '', 'smith', 'priya', 'BC0123', 'person77', 'okafor-1', 'leeds'];
  const sorts = [
    '',
    'sort_by=surname&range=asc',
    'sort_by=surname&range=desc',
    'sort_by=email&range=asc',
    'sort_by=last_login_at&range=desc',
    'sort_by=employee_number&range=asc',
  ];
  const filters = ['', '', 'filter[person_activated]=registered', 'filter[person_activated]=not-registered'];
  const queries = [];
  for (let i = 0; i < REQUESTS; i++) {
    const search = searches[i % searches.length];
    const page = search ? 1 + (i % 3) : 1 + ((i * 7919) % Math.min(lastPage, 2000));
    const parts = [`page=${page}`, search && `search=${encodeURIComponent(search)}`, sorts[i % sorts.length], filters[(i >> 1) % filters.length]].filter(
      Boolean,
    );
    queries.push(parts.join('&'));
  }
  return queries;
}

async function timedList(base, headers, concurrency) {
  const answer = await fetch(`${base}?page=1`, { headers });
  if (!answer.ok) throw new Error(`The employee list answered ${answer.status}: ${await answer.text()}`);
  const first = await answer.json();
  const queries = listQueries(first.lastPage);
  const durations = [];
  let next = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < queries.length) {
        const query = queries[next++];
        const started = performance.now();
        const res = await fetch(`${base}?${query}`, { headers });
        await res.arrayBuffer();
        durations.push(performance.now() - started);
        if (!res.ok) errors += 1;
      }
    }),
  );
  durations.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    requests: durations.length,
    concurrency,
    errors,
    p50Ms: round(percentile(durations, 50)),
    p95Ms: round(percentile(durations, 95)),
    p99Ms: round(percentile(durations, 99)),
    total: first.totalEmployees,
  };
}

async function measure(label, env) {
  const { child, seedSeconds } = await startSeededPortal(env);
  try {
    const login = await (
      await fetch(`http://127.0.0.1:${PORT}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'hr@bigco.test', password: 'Benefits-Demo-2026!', deviceToken: 'bench-employer' }),
      })
    ).json();
    if (!login.access_token) throw new Error(`The employer's login answered ${JSON.stringify(login)}`);
    const headers = { authorization: `Bearer ${login.access_token}` };
    const user = await (await fetch(`http://127.0.0.1:${PORT}/api/user`, { headers })).json();
    const base = `http://127.0.0.1:${PORT}/api/v2/client/${user.clientId}/employees`;
    const lists = [];
    for (const concurrency of CONCURRENCIES) lists.push(await timedList(base, headers, concurrency));
    const download = await timedDownload(`${base}/download-report?format=csv`, headers, child.pid);
    const api = `http://127.0.0.1:${PORT}/api`;
    const approvals = await timedApprovals(api, headers, APPROVALS);
    const payroll = await timedPayroll(api, headers, user.clientId, child.pid);
    const upload = await timedUpload(api, headers, user.clientId, child.pid, { employees: EMPLOYEES, maxRows: UPLOAD_ROWS });
    return { label, seedSeconds, lists, download, approvals, payroll, upload };
  } finally {
    await stopProcess(child);
  }
}

const runs = [];
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-employees-'));
chmodSync(dataDir, 0o755);
try {
  runs.push(await measure('embedded', { DATA_DIR: dataDir }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (BENCH_DATABASE_URL) {
  const name = `portal_bench_employees_${process.pid}`;
  const admin = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    runs.push(await measure('PostgreSQL', { DATABASE_URL: url.href, ...BENCH_POSTGRES_ENV }));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const report = { date: new Date().toISOString(), employees: EMPLOYEES, runs };
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/employees.json', `${JSON.stringify(report, null, 2)}\n`);
const upload = runs[0]?.upload.plan;
const row = (...cells) => `| ${cells.join(' | ')} |`;
const lines = [
  `# Employer benchmark ${report.date}`,
  '',
  `${EMPLOYEES} employees in one client; ${REQUESTS} list requests (search, sort both ways, filter, pages near and far up to 2,000: a mix), ` +
    `one at a time and then ${CONCURRENCIES[1]} at once; then the full list as one CSV download; then approving ${APPROVALS} selections in one call, ` +
    "this month's payroll report (asked for, generated by the background job, then downloaded as CSV) and an HR upload. " +
    "Server, database and client on the same 2-core machine; the server's resident memory sampled every 20 ms.",
  '',
  '| database | at once | list p50 ms | list p95 ms | list p99 ms | errors |',
  '| --- | ---: | ---: | ---: | ---: | ---: |',
  ...runs.flatMap((r) => r.lists.map((l) => `| ${r.label} | ${l.concurrency} | ${l.p50Ms} | ${l.p95Ms} | ${l.p99Ms} | ${l.errors} |`)),
  '',
  '| database | seed s | CSV rows | CSV MB | CSV s | server RSS before MB | server RSS peak MB |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...runs.map((r) => row(r.label, r.seedSeconds, r.download.rows, r.download.megabytes, r.download.seconds, r.download.rssBeforeMb, r.download.rssPeakMb)),
  '',
  '| database | selections approved in one call | call ms | changed | unchanged |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...runs.map((r) => `| ${r.label} | ${r.approvals.selections} | ${r.approvals.ms} | ${r.approvals.changed} | ${r.approvals.unchanged} |`),
  '',
  'Payroll report of this month: generation (from asking to ready) and the streamed CSV download, RSS before and peak during each.',
  '',
  '| database | report lines | generation s | RSS before MB | RSS peak MB | CSV rows | CSV MB | CSV s | RSS before MB | RSS peak MB |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...runs.map(({ label, payroll: { generation: g, download: d } }) =>
    row(label, g.lines, g.seconds, g.rssBeforeMb, g.rssPeakMb, d.rows, d.megabytes, d.seconds, d.rssBeforeMb, d.rssPeakMb),
  ),
  '',
  upload
    ? `HR upload of ${upload.rows} rows (CSV): ${upload.changes} salary or location changes, ${upload.leavers} leavers, ${upload.starters} starters. ` +
      'Preview: from sending to the answer (read, checked, matched, eligibility difference stored); apply: one transaction.'
    : '',
  '',
  '| database | file MB | preview s | RSS before MB | RSS peak MB | counts as sent | eligibility differences | apply s | RSS peak MB |',
  '| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
  ...runs.map(({ label, upload: u }) =>
    row(
      label,
      u.megabytes,
      u.preview.seconds,
      u.preview.rssBeforeMb,
      u.preview.rssPeakMb,
      u.countsMatch ? 'yes' : `**no**: ${JSON.stringify(u.answered)}`,
      u.impacted ?? '-',
      u.apply.status === 'applied' ? u.apply.seconds : u.apply.status,
      u.apply.rssPeakMb,
    ),
  ),
  '',
];
writeFileSync('bench/results/employees.md', lines.join('\n'));
console.log(lines.join('\n'));
