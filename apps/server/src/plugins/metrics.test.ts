import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataLoads, mailOutbox, reports } from '../db/schema/index.ts';
import { createClient } from '../demo/factories.ts';
import { enqueueJobs, jobName } from '../lib/jobs/index.ts';
import { buildTestApp, host, type TestContext } from '../test/app.ts';
import { bearerMatches } from './metrics.ts';

const TOKEN = 'metrics-token-of-the-test-0123456789';
const withToken = { authorization: `Bearer ${TOKEN}` };

/** The value of one series of a Prometheus text answer, e.g. `portal_jobs{kind="x",state="queued"}`. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics with METRICS_TOKEN', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ METRICS_TOKEN: TOKEN });
    const acme = await createClient(ctx.db, { code: 'acme' });
    const mail = { clientId: acme.id, toAddress: 'someone@acme.test', subject: 'Hello', textBody: 'Hi', htmlBody: '<p>Hi</p>' };
    await ctx.db.insert(mailOutbox).values([mail, mail, { ...mail, status: 'failed' as const }, { ...mail, status: 'sent' as const }]);
    const report = { clientId: acme.id, kind: 'payroll' as const, year: 2025, month: 1 };
    await ctx.db.insert(reports).values([
      { ...report, status: 'generating' as const },
      { ...report, version: 2, status: 'ready' as const },
      { ...report, version: 3, status: 'ready' as const },
    ]);
    await ctx.db.insert(dataLoads).values([{ clientId: acme.id, fileName: 'staff.csv', status: 'preview' as const }]);
    await enqueueJobs(ctx.db, jobName<object>('metrics-test'), [
      { payload: {}, key: 'a' },
      { payload: {}, key: 'b' },
    ]);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('refuses a scrape without the token or with another one (401)', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token-00' }, { authorization: TOKEN }]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'Unauthorized', requestId: res.headers['x-request-id'] });
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('counts requests by route pattern and status with their latency, never by raw URL', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/ping' });
    await ctx.app.inject({ method: 'GET', url: '/api/theme/private-value-in-the-path.localhost', headers: host('acme') });
    await ctx.app.inject({ method: 'GET', url: '/api/no/such/secret-path-42' });
    const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: withToken });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(valueOf(text, 'http_requests_total{method="GET",route="/api/ping",status_code="200"}')).toBe(1);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/theme\/:domain",status_code="\d+"\} 1/);
    expect(valueOf(text, 'http_requests_total{method="GET",route="unmatched",status_code="404"}')).toBe(1);
    expect(valueOf(text, 'http_request_duration_seconds_count{method="GET",route="/api/ping",status_code="200"}')).toBe(1);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/ping",status_code="200"}');
    expect(text).not.toContain('private-value-in-the-path');
    expect(text).not.toContain('secret-path-42');
  });

  it('reports the database pool, the outbox, reports, uploads and jobs by state, and event loop lag', async () => {
    const text = (await ctx.app.inject({ method: 'GET', url: '/metrics', headers: withToken })).body;
    expect(valueOf(text, 'portal_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'portal_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'portal_db_pool_waiting')).toBe(0);
    expect(valueOf(text, 'portal_database_up')).toBe(1);
    expect(valueOf(text, 'portal_mail_outbox_messages{status="pending"}')).toBe(2);
    expect(valueOf(text, 'portal_mail_outbox_messages{status="failed"}')).toBe(1);
    expect(valueOf(text, 'portal_reports{status="generating"}')).toBe(1);
    expect(valueOf(text, 'portal_reports{status="ready"}')).toBe(2);
    expect(valueOf(text, 'portal_uploads{status="preview"}')).toBe(1);
    expect(valueOf(text, 'portal_jobs{kind="metrics-test",state="queued"}')).toBe(2);
    expect(valueOf(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('keeps a registry per app: a second instance in the same process has metrics of its own', async () => {
    const other = await ctx.anotherInstance();
    await other.inject({ method: 'GET', url: '/api/ping' });
    await other.inject({ method: 'GET', url: '/api/ping' });
    const text = (await other.inject({ method: 'GET', url: '/metrics', headers: withToken })).body;
    expect(valueOf(text, 'http_requests_total{method="GET",route="/api/ping",status_code="200"}')).toBe(2);
  });
});

describe('metrics settings', () => {
  it('are off without METRICS_TOKEN or METRICS_PORT', async () => {
    const ctx = await buildTestApp();
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: withToken });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_requests_total');
      expect(ctx.app.metricsServer).toBeNull();
    } finally {
      await ctx.close();
    }
  });

  it('with METRICS_PORT, are served on that port only; with METRICS_TOKEN too, the token is asked there', async () => {
    const ctx = await buildTestApp({ METRICS_PORT: '0', HOST: '127.0.0.1', METRICS_TOKEN: TOKEN });
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/metrics', headers: withToken })).statusCode).toBe(404);
      const { port } = ctx.app.metricsServer!.server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      const res = await fetch(url, { headers: withToken });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE http_request_duration_seconds histogram');
    } finally {
      await ctx.close();
    }
  });

  it('with METRICS_PORT alone, ask no token on that port', async () => {
    const ctx = await buildTestApp({ METRICS_PORT: '0', HOST: '127.0.0.1' });
    try {
      const { port } = ctx.app.metricsServer!.server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('portal_db_pool_waiting');
    } finally {
      await ctx.close();
    }
    expect(ctx.app.metricsServer!.server.listening).toBe(false);
  });

  it('compare the bearer token whole', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(bearerMatches(`Basic ${TOKEN}`, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});
