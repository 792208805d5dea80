import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, clients, users } from '../../db/schema/index.ts';
import { freshIp, postLogin } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';
import { createAdmin, masqueradeAs } from '../../test/sso.ts';

const ctx = seededApp();

const acmeId = async () => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'acme')))[0]!.id;
const globexId = async () => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'globex')))[0]!.id;
const employer = () => ctx.headersOf('hr@acme.test');
const call = async (method: 'GET' | 'PATCH', url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method, url, headers, payload: payload as object, remoteAddress: freshIp() });
const base = async (clientId?: number) => `/api/v2/client/${clientId ?? (await acmeId())}/employees/two-factor-authentication`;

describe('the two-factor table', () => {
  it('pages people with their two-factor state and the adoption figures, filtered', async () => {
    const res = await call('GET', await base(), await employer());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const people = await ctx.db
      .select({ mfa: users.mfaEnabled })
      .from(users)
      .where(eq(users.clientId, await acmeId()));
    const withTwoFactor = people.filter((p) => p.mfa).length;
    expect(body).toMatchObject({ currentPage: 1, perPage: 10, total: people.length, totalEmployees: people.length, totalWithTwoFactor: withTwoFactor });
    expect(body.percentageWithTwoFactor).toBe(Math.round((withTwoFactor / people.length) * 1000) / 10);
    const on = (await call('GET', `${await base()}?filter[person_mfa_secret]=enabled`, await employer())).json();
    expect(on.total).toBe(withTwoFactor);
    expect(on.data.every((r: { mfaEnabled: boolean }) => r.mfaEnabled)).toBe(true);
    const off = (await call('GET', `${await base()}?filter[person_mfa_secret]=not-enabled&search=mfa@acme`, await employer())).json();
    expect(off.total).toBe(0);
  });

  it('downloads as report type employeeTwoFA', async () => {
    const res = await call(
      'GET',
      `/api/v2/client/${await acmeId()}/employees/download-report?type=employeeTwoFA&filter[person_mfa_secret]=enabled`,
      await employer(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('two-factor-authentication.csv');
    const [header, ...lines] = res.body.trim().split('\n');
    expect(header).toBe('Employee number,First name,Surname,Email,Two-factor');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.endsWith(',On'))).toBe(true);
  });

  it('refuses bad filters, visitors, employees and other clients', async () => {
    expect((await call('GET', `${await base()}?filter[person_mfa_secret]=yes&page=-1`, await employer())).json().errors).toEqual({
      'filter[person_mfa_secret]': expect.any(String),
      page: expect.any(String),
    });
    expect((await call('GET', await base(), { host: 'acme.localhost:3000' })).statusCode).toBe(401);
    expect((await call('GET', await base(), await ctx.headersOf('employee@acme.test'))).statusCode).toBe(403);
    expect((await call('GET', await base(await globexId()), await employer())).statusCode).toBe(403);
  });
});

describe('the two-factor enforcement setting', () => {
  const setting = async () => `${await base()}/enforcement-setting`;

  it('reads and changes who must use two-factor, audited, and the next login of an employee must set it up', async () => {
    expect((await call('GET', await setting(), await employer())).json()).toEqual({ employees: false, employers: false });
    const res = await call('PATCH', await setting(), await employer(), { employees: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ employees: true, employers: false });
    const [hr] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'hr@acme.test'));
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, hr!.id), eq(auditLog.action, 'settings.changed')));
    expect(audit).toHaveLength(1);
    const login = await postLogin(ctx.app, 'employee@acme.test');
    expect(login.json()).toMatchObject({ is_should_setup_2fa: true });
    await call('PATCH', await setting(), await employer(), { employees: false });
    expect((await postLogin(ctx.app, 'employee@acme.test')).json()).toHaveProperty('access_token');
  });

  it('refuses bad bodies and changes nothing', async () => {
    for (const body of [{}, { employees: 'yes' }, { employees: true, admins: true }]) {
      const res = await call('PATCH', await setting(), await employer(), body);
      expect(res.statusCode).toBe(400);
    }
    expect((await call('GET', await setting(), await employer())).json()).toEqual({ employees: false, employers: false });
    expect((await call('PATCH', await setting(), await ctx.headersOf('employee@acme.test'), { employees: true })).statusCode).toBe(403);
    expect(
      (await call('PATCH', `/api/v2/client/${await globexId()}/employees/two-factor-authentication/enforcement-setting`, await employer(), { employees: true }))
        .statusCode,
    ).toBe(403);
    const [globex] = await ctx.db.select({ employees: clients.mfaEnforcedEmployees }).from(clients).where(eq(clients.code, 'globex'));
    expect(globex!.employees).toBe(false);
  });

  it('lets a masquerading administrator change it, audited with the administrator as the actor', async () => {
    const admin = await createAdmin(ctx.db);
    const adminToken = (await ctx.headersOf(admin.email)).authorization!.slice(7);
    const [hr] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'hr@acme.test'));
    const { headers } = await masqueradeAs(ctx.app, adminToken, { id: await acmeId(), code: 'acme' }, hr!.id);
    expect((await call('PATCH', await setting(), headers, { employers: true })).json()).toEqual({ employees: false, employers: true });
    await expect
      .poll(
        async () =>
          (
            await ctx.db
              .select()
              .from(auditLog)
              .where(and(eq(auditLog.actorId, admin.id), eq(auditLog.subjectId, hr!.id)))
          ).length,
      )
      .toBeGreaterThan(0);
    await call('PATCH', await setting(), headers, { employers: false });
  });
});
