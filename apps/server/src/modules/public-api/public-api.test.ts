import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditDescription, PUBLIC_API_RATE_PER_MINUTE, ukToday, type ApiScope } from '@portal/contracts';
import { apiCredentials, auditLog, clients, dataLoads, reports, users } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { bearer, freshIp } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';
import { issueCredential } from '../api-credentials/index.ts';
import { runReportJobs } from '../reports/index.ts';

/** Issue 39: API keys managed by HR and platform administrators, and the public API an HR system calls with one. */
const ctx = seededApp({ login: ['employee', 'employer', 'admin', 'globexEmployee'], timeout: 120_000 });

type Headers = Record<string, string>;
const clientId = async (code: string) => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, code)))[0]!.id;
const person = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  ctx.app.inject({ method, url, headers, remoteAddress: freshIp(), ...(payload === undefined ? {} : { payload: payload as object }) });
const keyOf = (token: string): Headers => ({ ...host('acme'), authorization: `Bearer ${token}` });

/** A key of the client with these scopes, made as the console makes it. */
async function key(code: string, scopes: ApiScope[], name = 'Payroll system') {
  return issueCredential(ctx.db, { clientId: await clientId(code), kind: 'api-key', name, scopes, createdBy: null });
}
const push = (token: string, rows: Record<string, string>[], apply = false) => call('POST', '/api/public/v1/employees/changes', keyOf(token), { rows, apply });

describe('managing API keys and SCIM tokens', () => {
  it("lets a client's HR administrator create a key (the secret shown once), list it without its secret, and revoke it, audited", async () => {
    const acme = await clientId('acme');
    const created = await call('POST', `/api/v2/client/${acme}/api-credentials`, bearer(ctx.tokens.employer), {
      kind: 'api-key',
      name: 'Payroll system',
      scopes: ['employees:write', 'selections:read'],
    });
    expect(created.statusCode).toBe(200);
    const { credential, secret, token } = created.json();
    expect(credential).toMatchObject({ kind: 'api-key', name: 'Payroll system', scopes: ['employees:write', 'selections:read'], revokedAt: null });
    expect(credential.createdBy).toMatch(/\w+ \w+/);
    expect(token).toBe(`${credential.keyId}.${secret}`);

    const list = await call('GET', `/api/v2/client/${acme}/api-credentials?kind=api-key`, bearer(ctx.tokens.employer));
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((c: { id: number }) => c.id)).toContain(credential.id);
    expect(list.body).not.toContain(secret);

    const revoked = await call('DELETE', `/api/v2/client/${acme}/api-credentials/${credential.id}`, bearer(ctx.tokens.employer));
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().credential.revokedAt).not.toBeNull();
    expect((await call('GET', '/api/public/v1/selections?on=2026-06-01', keyOf(token))).statusCode).toBe(401);

    const entries = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.clientId, acme), isNotNull(auditLog.actorId)));
    const actions = entries.filter((e) => (e.details as { keyId?: string }).keyId === credential.keyId).map((e) => e.action);
    expect(actions.sort()).toEqual(['api-credential.created', 'api-credential.revoked']);
    expect(JSON.stringify(entries)).not.toContain(secret);
  });

  it('gives a SCIM token the one scope scim, and lets a platform administrator manage any client', async () => {
    const globex = await clientId('globex');
    const res = await call('POST', `/api/admin/clients/${globex}/api-credentials`, bearer(ctx.tokens.admin), { kind: 'scim', name: 'Entra ID' });
    expect(res.statusCode).toBe(200);
    expect(res.json().credential).toMatchObject({ kind: 'scim', scopes: ['scim'] });
    expect(res.json().token).toMatch(/^bps_/);
    const list = await call('GET', `/api/admin/clients/${globex}/api-credentials`, bearer(ctx.tokens.admin));
    expect(list.json().data.some((c: { name: string }) => c.name === 'Entra ID')).toBe(true);
    expect((await call('GET', '/api/admin/clients/999999/api-credentials', bearer(ctx.tokens.admin))).statusCode).toBe(404);
  });

  it('refuses bad input with field errors, visitors, employees and another client, changing nothing', async () => {
    const acme = await clientId('acme');
    const globex = await clientId('globex');
    const before = await ctx.db.$count(apiCredentials);
    const url = `/api/v2/client/${acme}/api-credentials`;
    const bad = await call('POST', url, bearer(ctx.tokens.employer), { kind: 'api-key', name: '', scopes: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'scopes']);
    const unknownScope = await call('POST', url, bearer(ctx.tokens.employer), { kind: 'api-key', name: 'X', scopes: ['admin:all'] });
    expect(unknownScope.statusCode).toBe(400);
    const longName = await call('POST', url, bearer(ctx.tokens.employer), { kind: 'api-key', name: 'x'.repeat(81), scopes: ['reports:read'] });
    expect(longName.json().errors).toHaveProperty('name');
    const body = { kind: 'api-key', name: 'Sneaky', scopes: ['reports:read'] };
    expect((await call('POST', url, host('acme'), body)).statusCode).toBe(401);
    expect((await call('POST', url, bearer(ctx.tokens.employee), body)).statusCode).toBe(403);
    expect((await call('GET', url, bearer(ctx.tokens.employee))).statusCode).toBe(403);
    expect((await call('POST', `/api/v2/client/${globex}/api-credentials`, bearer(ctx.tokens.employer), body)).statusCode).toBe(403);
    expect((await call('GET', `/api/v2/client/${globex}/api-credentials`, bearer(ctx.tokens.employer))).statusCode).toBe(403);
    // Another client's credential is not found through this client's path, and stays live.
    const theirs = await key('globex', ['reports:read']);
    expect((await call('DELETE', `${url}/${theirs.credential.id}`, bearer(ctx.tokens.employer))).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v2/client/${globex}/api-credentials/${theirs.credential.id}`, bearer(ctx.tokens.employer))).statusCode).toBe(403);
    expect((await ctx.db.select().from(apiCredentials).where(eq(apiCredentials.id, theirs.credential.id)))[0]!.revokedAt).toBeNull();
    expect(await ctx.db.$count(apiCredentials)).toBe(before + 1);
  });
});

describe('the public API', () => {
  it('pushes a salary change that waits in the upload history as made by the key, then changes the salary once HR applies it', async () => {
    const acme = await clientId('acme');
    const sam = await person('employee@acme.test');
    const { token } = await key('acme', ['employees:write'], 'Workday');
    const res = await push(token, [{ employee_number: sam.employeeNumber!, annual_salary: '61234.00' }]);
    expect(res.statusCode).toBe(200);
    const { dataLoad } = res.json();
    expect(dataLoad).toMatchObject({ status: 'preview', changed: 1, starters: 0, leavers: 0 });
    expect((await person(sam.email)).salary).toBe(sam.salary);

    // HR sees it in the upload history, named by the key, and confirms it as any upload.
    const history = await call('GET', `/api/client/${acme}/data-loads`, bearer(ctx.tokens.employer));
    const listed = history.json().data.find((d: { id: number }) => d.id === dataLoad.id);
    expect(listed.fileName).toMatch(/^API key Workday \(bpk_/);
    const preview = await call('GET', `/api/employee-data-uploads/${dataLoad.id}`, bearer(ctx.tokens.employer));
    expect(preview.json().data[0].changes).toEqual([expect.objectContaining({ field: 'annual_salary', after: '61234.00' })]);
    expect((await call('POST', `/api/employee-data-uploads/${dataLoad.id}/apply`, bearer(ctx.tokens.employer))).statusCode).toBe(200);
    expect(Number((await person(sam.email)).salary)).toBe(61234);

    const outcome = await call('GET', `/api/public/v1/employees/changes/${dataLoad.id}`, keyOf(token));
    expect(outcome.json().dataLoad.status).toBe('applied');
  });

  it('applies at once when asked, audited as the key with no person', async () => {
    const sam = await person('employee@acme.test');
    const issued = await key('acme', ['employees:write'], 'Payroll sync');
    const res = await push(issued.token, [{ email: sam.email, annual_salary: '62000' }], true);
    expect(res.statusCode).toBe(200);
    expect(res.json().dataLoad.status).toBe('applied');
    expect(Number((await person(sam.email)).salary)).toBe(62000);
    const [row] = await ctx.db.select().from(dataLoads).where(eq(dataLoads.id, res.json().dataLoad.id));
    expect(row).toMatchObject({ uploadedBy: null, appliedBy: null });
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.credentialId, issued.credential.id));
    expect(entries.map((e) => e.action).sort()).toEqual(['api-key.called', 'employee.updated', 'upload.applied']);
    expect(entries.every((e) => e.actorId === null)).toBe(true);
    expect(entries.find((e) => e.action === 'employee.updated')).toMatchObject({ subjectId: sam.id });
    // The log names the key as the one who acted.
    const applied = entries.find((e) => e.action === 'upload.applied')!;
    const words = auditDescription({
      action: applied.action,
      details: applied.details as Record<string, unknown>,
      actor: null,
      subject: null,
      statusCode: 200,
    });
    expect(words).toMatch(/^API key “Payroll sync” applied upload API key Payroll sync \(bpk_/);
  });

  it('refuses bad rows with their field errors and changes nobody', async () => {
    const sam = await person('employee@acme.test');
    const { token } = await key('acme', ['employees:write']);
    const res = await push(
      token,
      [
        { employee_number: sam.employeeNumber!, annual_salary: '61000' },
        { employee_number: sam.employeeNumber!, annual_salary: 'lots' },
      ],
      true,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty(['rows.1.annual_salary']);
    expect(res.json().dataLoad.status).toBe('refused');
    expect((await person(sam.email)).salary).toBe(sam.salary);
    // Rows that are not the template's: refused by the contract before anything is read.
    const unknown = await push(token, [{ employee_number: 'X1', salary: '1' }]);
    expect(unknown.statusCode).toBe(400);
    expect((await push(token, [])).json().errors).toHaveProperty('rows');
  });

  it('answers 401 for no key, a wrong or revoked key or a SCIM token, and 403 without the scope', async () => {
    const readOnly = await key('acme', ['selections:read']);
    const row = [{ employee_number: 'AC00001', annual_salary: '1' }];
    const without = await push(readOnly.token, row);
    expect(without.statusCode).toBe(403);
    expect(without.json().message).toContain('employees:write');
    const revoked = await key('acme', ['employees:write']);
    await ctx.db.update(apiCredentials).set({ revokedAt: new Date() }).where(eq(apiCredentials.id, revoked.credential.id));
    const scim = await issueCredential(ctx.db, { clientId: await clientId('acme'), kind: 'scim', name: 'IdP', scopes: ['scim'], createdBy: null });
    for (const headers of [host('acme'), keyOf(revoked.token), keyOf(`${readOnly.keyId}.wrong`), keyOf(scim.token), bearer(ctx.tokens.employer)]) {
      const res = await call('POST', '/api/public/v1/employees/changes', headers, { rows: row });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toContain('Bearer');
    }
    // Basic with the key id and secret works as well as Bearer.
    const basic = Buffer.from(`${readOnly.keyId}:${readOnly.secret}`).toString('base64');
    expect((await call('GET', `/api/public/v1/selections?on=${ukToday(new Date())}`, { ...host('acme'), authorization: `Basic ${basic}` })).statusCode).toBe(
      200,
    );
  });

  it("never touches or reads another client's people through a key", async () => {
    const other = await person('employee@globex.test');
    const { token } = await key('acme', ['employees:write', 'employees:read', 'selections:read']);
    // Globex's person is nobody to Acme: their number and e-mail make an Acme starter, refused for its missing facts.
    const res = await push(token, [{ employee_number: other.employeeNumber ?? 'GX1', email: other.email, annual_salary: '99999' }], true);
    expect(res.statusCode).toBe(400);
    expect((await person(other.email)).salary).toBe(other.salary);
    const people = await call('GET', '/api/public/v1/employees?perPage=500', keyOf(token));
    expect(people.statusCode).toBe(200);
    expect(people.json().total).toBeGreaterThan(0);
    expect(people.body).not.toContain('@globex.test');
    const selections = await call('GET', `/api/public/v1/selections?on=${ukToday(new Date())}&perPage=500`, keyOf(token));
    expect(selections.statusCode).toBe(200);
    expect(selections.json().data.length).toBeGreaterThan(0);
    const acmeIds = new Set(
      (
        await ctx.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.clientId, await clientId('acme')))
      ).map((u) => u.id),
    );
    expect(selections.json().data.every((s: { employee: { id: number } }) => acmeIds.has(s.employee.id))).toBe(true);
    expect(selections.json().data[0]).toMatchObject({ employeeMonthly: expect.stringMatching(/^\d+(\.\d+)?$/) });
    const badDay = await call('GET', '/api/public/v1/selections?on=2026-02-30', keyOf(token));
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().errors).toHaveProperty('on');
  });

  it("lists and downloads the client's reports, and not another client's", async () => {
    const acme = await clientId('acme');
    const globex = await clientId('globex');
    const { token } = await key('acme', ['reports:read']);
    const today = ukToday(new Date());
    const asked = await call('POST', `/api/client/${acme}/reports`, bearer(ctx.tokens.employer), {
      kind: 'payroll',
      year: Number(today.slice(0, 4)),
      month: Number(today.slice(5, 7)),
    });
    expect(asked.statusCode).toBe(200);
    await runReportJobs(ctx.db);
    for (let tries = 0; tries < 300; tries += 1) {
      const [row] = await ctx.db.select({ status: reports.status }).from(reports).where(eq(reports.id, asked.json().report.id));
      if (row?.status !== 'generating') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const list = await call('GET', '/api/public/v1/reports', keyOf(token));
    expect(list.statusCode).toBe(200);
    const mine = list.json().data.find((r: { id: number }) => r.id === asked.json().report.id);
    expect(mine).toBeDefined();
    const file = await call('GET', `/api/public/v1/reports/${mine.id}/download?format=csv`, keyOf(token));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.body.length).toBeGreaterThan(0);
    expect(
      (await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'api-key.called'))).some(
        (e) => (e.details as { reportId?: number }).reportId === mine.id,
      ),
    ).toBe(true);
    const [theirs] = await ctx.db
      .insert(reports)
      .values({ clientId: globex, kind: 'payroll', year: 2026, month: 1, status: 'ready' } as typeof reports.$inferInsert)
      .returning();
    expect((await call('GET', `/api/public/v1/reports/${theirs!.id}/download`, keyOf(token))).statusCode).toBe(404);
  });

  it('limits calls per key, each key its own budget', async () => {
    const busy = await key('acme', ['employees:read']);
    const calm = await key('acme', ['employees:read']);
    const url = '/api/public/v1/employees?perPage=1';
    let limited = 0;
    for (let i = 0; i <= PUBLIC_API_RATE_PER_MINUTE; i += 20) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => call('GET', url, keyOf(busy.token))));
      limited += answers.filter((a) => a.statusCode === 429).length;
    }
    expect(limited).toBeGreaterThan(0);
    expect((await call('GET', url, keyOf(calm.token))).statusCode).toBe(200);
  });

  it('is in the OpenAPI document with its security schemes', async () => {
    const doc = (await call('GET', '/api/docs/json', host('acme'))).json();
    expect(doc.components.securitySchemes).toMatchObject({ apiKey: { type: 'http', scheme: 'bearer' }, apiKeyBasic: { type: 'http', scheme: 'basic' } });
    expect(doc.paths['/api/public/v1/employees/changes'].post.security).toEqual([{ apiKey: [] }, { apiKeyBasic: [] }]);
    expect(doc.paths['/api/public/v1/selections'].get.security).toEqual([{ apiKey: [] }, { apiKeyBasic: [] }]);
  });
});
