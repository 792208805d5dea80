// The employer operations the benchmarks time against a running portal: a streamed download, approving selections
// in one call, this month's payroll report and an HR upload; with the server's resident memory sampled meanwhile.
// `api` is the portal's API base (http://127.0.0.1:PORT/api), `pid` the portal's process id.
import { readFileSync } from 'node:fs';

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const megabytes = (kb) => Math.round(kb / 102.4) / 10;
const secondsSince = (started) => Math.round((performance.now() - started) / 10) / 100;

/** The server's resident memory, sampled every 20 ms until stop(): what it was before, and its peak. */
function rssSampler(pid) {
  const before = rssKb(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 20);
  return {
    stop() {
      clearInterval(timer);
      peak = Math.max(peak, rssKb(pid));
      return { rssBeforeMb: megabytes(before), rssPeakMb: megabytes(peak) };
    },
  };
}

/** A file read as a stream: its rows (lines less the header), size and time; the server's memory meanwhile. */
export async function timedDownload(url, headers, pid) {
  const memory = rssSampler(pid);
  const started = performance.now();
  const res = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = secondsSince(started);
  return { status: res.status, rows: lines - 1, megabytes: Math.round(bytes / 1e5) / 10, seconds, ...memory.stop() };
}

/** A JSON call of the portal's API; anything but 2xx ends the bench (a broken call is not a figure). */
async function call(api, method, path, headers, body) {
  const res = await fetch(`${api}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text);
}

/** The Cycle to Work selections waiting for approval (up to 1,000), approved in one call. */
export async function timedApprovals(api, headers, count) {
  const { data } = await call(api, 'GET', '/v2/scheme/selections/pending', headers);
  const benefit = data.find((b) => b.benefitName === 'Cycle to Work');
  const pending = await call(api, 'GET', `/v2/scheme/selections/${benefit.benefitId}/pending`, headers);
  const ids = pending.data.slice(0, count).map((s) => s.selectionId);
  const started = performance.now();
  const result = await call(api, 'PATCH', '/v2/scheme/selections/status', headers, { selectionIds: ids, approval: true });
  return { selections: ids.length, ms: Math.round(performance.now() - started), changed: result.changed.length, unchanged: result.unchanged.length };
}

/** This month in the UK, as the portal's reports name it. */
function ukMonth() {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit' }).format(new Date()).split('-');
  return { year: Number(year), month: Number(month) };
}

/** This month's payroll report: asked for, polled until ready (generation), then downloaded as a stream. */
export async function timedPayroll(api, headers, clientId, pid) {
  const memory = rssSampler(pid);
  const started = performance.now();
  let { report } = await call(api, 'POST', `/client/${clientId}/reports`, headers, { kind: 'payroll', ...ukMonth() });
  while (report.status === 'generating') {
    await new Promise((r) => setTimeout(r, 50));
    report = (await call(api, 'GET', `/client/${clientId}/reports?kind=payroll`, headers)).data.find((r) => r.id === report.id);
  }
  const generation = { status: report.status, lines: report.lineCount, seconds: secondsSince(started), ...memory.stop() };
  const download = await timedDownload(`${api}/client/${clientId}/reports/${report.id}/download?format=csv`, headers, pid);
  return { generation, download };
}

const UPLOAD_HEADER = 'employee_number,title,first_name,surname,email,date_of_birth,sex,start_date,employment_status,leaving_date,annual_salary,location,grade';

/** How many rows of each kind the upload sends: 50,000 (half the staff at most), a tenth starters, 6 % leavers. */
function uploadPlan(employees, maxRows) {
  const rows = Math.min(maxRows, Math.floor(employees / 2));
  const starters = Math.floor(rows / 10);
  const leavers = Math.floor((rows * 6) / 100);
  return { rows, starters, leavers, changes: rows - starters - leavers };
}

/**
 * The HR file: existing employees (every other one from the last down, by employee number and e-mail; blank cells
 * keep what is stored) who change salary or location, or leave today; then new starters with every column.
 */
function uploadCsv(plan, employees) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const lines = [UPLOAD_HEADER];
  for (let i = 0; i < plan.changes + plan.leavers; i++) {
    const g = employees - 2 * i;
    const number = `BC${String(g).padStart(6, '0')}`;
    const email = `person${g}@bigco.test`;
    if (i >= plan.changes) lines.push(`${number},,,,${email},,,,left,${today},,,`);
    else if (i % 2 === 0) lines.push(`${number},,,,${email},,,,,,"${(33_333 + (i % 7) * 1000).toLocaleString('en-GB')}",,`);
    else lines.push(`${number},,,,${email},,,,,,,${i % 4 === 1 ? 'Edinburgh' : 'Newcastle'},`);
  }
  for (let j = 1; j <= plan.starters; j++) {
    const birth = j % 2 ? `1990-0${1 + (j % 9)}-1${j % 10}` : `1${j % 10}/0${1 + (j % 9)}/1988`;
    lines.push(
      `BN${String(j).padStart(6, '0')},${j % 2 ? 'Ms' : 'Mr'},Newton,Starter-${j},starter${j}@bigco.test,${birth},${j % 2 ? 'F' : 'M'},${today},` +
        `active,,${26_000 + (j % 5) * 1500},Leeds,Store Colleague`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** What the upload's answer says against what was sent: the same counts, or a warning (the figures are still kept). */
function answerCounts(plan, dataLoad) {
  const sent = { status: 'preview', rowsRead: plan.rows, errorCount: 0, starters: plan.starters, leavers: plan.leavers, changed: plan.changes };
  const answered = Object.fromEntries(Object.keys(sent).map((key) => [key, dataLoad[key]]));
  const countsMatch = Object.keys(sent).every((key) => sent[key] === answered[key]);
  if (!countsMatch) console.warn(`The upload's answer ${JSON.stringify(answered)} does not match what was sent ${JSON.stringify(sent)}`);
  return { answered, countsMatch };
}

/** The file sent as the browser sends it; timed to the answer, the preview (read, checked, matched, eligibility difference stored). */
async function timedPreview(api, headers, clientId, pid, plan, csv) {
  const memory = rssSampler(pid);
  const started = performance.now();
  const res = await fetch(`${api}/client/${clientId}/data-loads`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'text/csv', 'x-file-name': `bench-${plan.rows}.csv` },
    body: csv,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`The upload answered ${res.status}: ${text.slice(0, 500)}`);
  return { dataLoad: JSON.parse(text).dataLoad, preview: { seconds: secondsSince(started), ...memory.stop() } };
}

/** An HR upload: previewed, its eligibility differences counted, then applied (when its counts are as sent). */
export async function timedUpload(api, headers, clientId, pid, { employees, maxRows }) {
  const plan = uploadPlan(employees, maxRows);
  const csv = uploadCsv(plan, employees);
  const { dataLoad, preview } = await timedPreview(api, headers, clientId, pid, plan, csv);
  const { answered, countsMatch } = answerCounts(plan, dataLoad);
  const impacted = dataLoad.eligibilityImpact ? (await call(api, 'GET', `/employee-data-uploads/${dataLoad.id}/eligibility-difference`, headers)).total : null;
  const memory = rssSampler(pid);
  const started = performance.now();
  const applied = countsMatch ? (await call(api, 'POST', `/employee-data-uploads/${dataLoad.id}/apply`, headers)).dataLoad : null;
  const apply = { status: applied?.status ?? 'not applied', seconds: secondsSince(started), ...memory.stop() };
  return { plan, megabytes: Math.round(Buffer.byteLength(csv) / 1e5) / 10, answered, countsMatch, impacted, preview, apply };
}
