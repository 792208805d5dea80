import { eq } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { clients, users } from '../../db/schema/index.ts';
import { createPerson, freshIp } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';
import { createAdmin, masqueradeAs } from '../../test/sso.ts';
import { safeCell } from './report.ts';

const ctx = seededApp({ login: ['employer', 'employee', 'globexEmployee'] });

const clientId = async (code: string) => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, code)))[0]!.id;
const employer = async () => ctx.headersOf('hr@acme.test');
const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers, remoteAddress: freshIp() });
const list = async (query: string, headers?: Record<string, string>) =>
  get(`/api/v2/client/${await clientId('acme')}/employees${query}`, headers ?? (await employer()));

describe('the employer employee list', () => {
  it('pages the client people 10 at a time with the registration figures', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const everyone = await ctx.db
      .select({ id: users.id, activatedAt: users.activatedAt })
      .from(users)
      .where(eq(users.clientId, await clientId('acme')));
    const registered = everyone.filter((u) => u.activatedAt !== null).length;
    expect(body).toMatchObject({ currentPage: 1, perPage: 10, total: everyone.length, totalEmployees: everyone.length, totalRegisteredEmployees: registered });
    expect(body.lastPage).toBe(Math.ceil(everyone.length / 10));
    expect(body.percentageRegistered).toBe(Math.round((registered / everyone.length) * 1000) / 10);
    expect(body.data).toHaveLength(10);
    const second = (await list('?page=2')).json();
    expect(second.currentPage).toBe(2);
    expect(second.data.map((r: { id: number }) => r.id)).not.toContain(body.data[0].id);
  });

  it('counts a newcomer, a registration and a leaver at once (kept counts follow the client data version)', async () => {
    const before = (await list('')).json();
    const person = await createPerson(ctx.db, 'acme', { firstName: 'Nova', surname: 'Newcomer', activatedAt: null });
    const joined = (await list('')).json();
    expect(joined).toMatchObject({
      total: before.total + 1,
      totalEmployees: before.totalEmployees + 1,
      totalRegisteredEmployees: before.totalRegisteredEmployees,
    });
    await ctx.db.update(users).set({ activatedAt: new Date() }).where(eq(users.id, person.id));
    expect((await list('?filter[person_activated]=registered')).json().total).toBe(before.totalRegisteredEmployees + 1);
    await ctx.db.delete(users).where(eq(users.id, person.id));
    expect((await list('')).json()).toMatchObject({ total: before.total, totalRegisteredEmployees: before.totalRegisteredEmployees });
  });

  it('searches names, e-mails and employee numbers; filters by registration', async () => {
    const byEmail = (await list('?search=employee01')).json();
    expect(byEmail.total).toBe(10);
    expect(byEmail.data.every((r: { email: string }) => r.email.startsWith('employee01'))).toBe(true);
    expect(byEmail.totalEmployees).toBeGreaterThan(100);
    expect((await list('?search=AC00005')).json().data.map((r: { email: string }) => r.email)).toEqual(['newstarter@acme.test']);
    expect((await list(`?search=${encodeURIComponent('sam taylor')}`)).json().data.map((r: { email: string }) => r.email)).toEqual(['employee@acme.test']);
    const notRegistered = (await list('?filter[person_activated]=not-registered')).json();
    expect(notRegistered.total).toBe(notRegistered.totalEmployees - notRegistered.totalRegisteredEmployees);
    expect(notRegistered.data.every((r: { registered: boolean }) => !r.registered)).toBe(true);
    expect((await list('?filter[person_activated]=registered')).json().data.every((r: { registered: boolean }) => r.registered)).toBe(true);
  });

  it('counts a search in the same pass as its page, past its end, and for searches too short for the trigram index', async () => {
    const page2 = (await list('?search=employee0&page=2&sort_by=email&range=desc')).json();
    expect(page2).toMatchObject({ total: 99, currentPage: 2, lastPage: 10 });
    expect(page2.data.map((r: { email: string }) => r.email)[0]).toBe('employee089@acme.test');
    expect((await list('?search=employee0&page=50')).json()).toMatchObject({ data: [], total: 99, lastPage: 10 });
    expect((await list('?search=zzzzqq')).json()).toMatchObject({ data: [], total: 0 });
    const short = (await list('?search=e0')).json();
    expect(short.total).toBeGreaterThanOrEqual(99);
    expect(short.data).toHaveLength(10);
  });

  it('sorts by surname both ways', async () => {
    const surnames = async (range: string) => (await list(`?sort_by=surname&range=${range}`)).json().data.map((r: { surname: string }) => r.surname);
    const up = await surnames('asc');
    const down = await surnames('desc');
    expect(up).toEqual([...up].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || 0));
    expect(down[0] >= up[up.length - 1]).toBe(true);
  });

  it('refuses bad paging, sort and filter values with field errors', async () => {
    const res = await list('?sort_by=password_hash&range=asc&page=0&filter[person_activated]=maybe');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['filter[person_activated]', 'page', 'sort_by']);
    expect((await list('?sort_by=surname')).json().errors).toEqual({ range: expect.any(String) });
    expect((await list('?range=desc')).json().errors).toEqual({ sort_by: expect.any(String) });
    expect((await list(`?search=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('answers 401 to visitors, 403 to employees, other clients and administrators, and never shows another client', async () => {
    expect((await get(`/api/v2/client/${await clientId('acme')}/employees`, { host: 'acme.localhost:3000' })).statusCode).toBe(401);
    expect((await list('', await ctx.headersOf('employee@acme.test'))).statusCode).toBe(403);
    const other = await get(`/api/v2/client/${await clientId('globex')}/employees`, await employer());
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('globex.test');
    const admin = await createAdmin(ctx.db);
    expect((await list('', await ctx.headersOf(admin.email))).statusCode).toBe(403);
    expect((await get(`/api/v2/client/${await clientId('globex')}/employees`, await ctx.headersOf('employee@globex.test', 'globex'))).statusCode).toBe(403);
  });

  it('lets a platform administrator viewing as the employer in', async () => {
    const admin = await createAdmin(ctx.db);
    const adminToken = (await ctx.headersOf(admin.email)).authorization!.slice(7);
    const [hr] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'hr@acme.test'));
    const { headers } = await masqueradeAs(ctx.app, adminToken, { id: await clientId('acme'), code: 'acme' }, hr!.id);
    expect((await list('', headers)).statusCode).toBe(200);
  });
});

describe('the employee list download', () => {
  const report = async (query: string) => get(`/api/v2/client/${await clientId('acme')}/employees/download-report${query}`, await employer());

  it('streams the same search and filter as CSV', async () => {
    const res = await report('?format=csv&search=employee01&filter[person_activated]=registered');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('employees.csv');
    const [header, ...lines] = res.body.trim().split('\n');
    expect(header).toContain('Employee number,First name,Surname,Email');
    const expected = (await list('?search=employee01&filter[person_activated]=registered')).json();
    expect(lines).toHaveLength(expected.total);
    expect(lines.every((line) => /employee01\d@acme\.test/.test(line))).toBe(true);
  });

  it('streams an XLSX workbook with the same rows', async () => {
    const res = await report('?format=xlsx&search=employee01');
    expect(res.statusCode).toBe(200);
    // The sheet named Employees (readSheet throws when there is none).
    const [header, ...rows] = await readSheet(res.rawPayload, 'Employees');
    expect(header![3]).toBe('Email');
    const emails = rows.map((row) => String(row[3]));
    expect(emails).toHaveLength(10);
    expect(emails.every((email) => email.startsWith('employee01'))).toBe(true);
  });

  it('keeps formulas typed into names as text', () => {
    expect(safeCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(safeCell('Smith')).toBe('Smith');
  });

  it('refuses a bad format and other clients', async () => {
    expect((await report('?format=pdf')).json().errors).toEqual({ format: expect.any(String) });
    expect((await get(`/api/v2/client/${await clientId('globex')}/employees/download-report`, await employer())).statusCode).toBe(403);
    expect((await get(`/api/v2/client/${await clientId('acme')}/employees/download-report`, await ctx.headersOf('employee@acme.test'))).statusCode).toBe(403);
  });
});

describe('one employee', () => {
  const detail = async (employeeId: number | string, client = 'acme', headers?: Record<string, string>) =>
    get(`/api/client/${await clientId(client)}/employees/${employeeId}`, headers ?? (await employer()));
  const idOf = async (email: string) => (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  it('shows details, registration, live selections with costs, family and life events', async () => {
    const res = await detail(await idOf('employee@acme.test'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      email: 'employee@acme.test',
      firstName: 'Sam',
      surname: 'Taylor',
      employeeNumber: 'AC00001',
      registered: true,
      salary: 42000,
    });
    expect(body.selections.length).toBeGreaterThan(0);
    expect(body.selections[0]).toMatchObject({ benefitName: expect.any(String), employeeMonthly: expect.any(Number), employerMonthly: expect.any(Number) });
    expect(body.familyCount).toBeGreaterThan(0);
    expect(body).not.toHaveProperty('passwordHash');
    expect(body).not.toHaveProperty('mfaSecret');
  });

  it('finds nobody of another client, administrators or unknown ids', async () => {
    expect((await detail(await idOf('employee@globex.test'))).statusCode).toBe(404);
    expect((await detail(await idOf('admin@portal.test'))).statusCode).toBe(404);
    expect((await detail(2147483647)).statusCode).toBe(404);
    expect((await detail('abc')).statusCode).toBe(400);
    expect((await detail(await idOf('employee@globex.test'), 'globex')).statusCode).toBe(403);
    expect((await detail(await idOf('employee@acme.test'), 'acme', await ctx.headersOf('employee@acme.test'))).statusCode).toBe(403);
  });
});
