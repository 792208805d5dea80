import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, users } from '../../db/schema/index.ts';
import { createPerson, freshIp } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';

/** Issue 26 item 9: leavers were counted in "Employees" but could not be told apart in the list. */
const ctx = seededApp({ login: ['employer'] });

const clientId = async (code: string) => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, code)))[0]!.id;
const get = async (url: string, headers?: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers: headers ?? (await ctx.headersOf('hr@acme.test')), remoteAddress: freshIp() });
const list = async (query: string, headers?: Record<string, string>) => get(`/api/v2/client/${await clientId('acme')}/employees${query}`, headers);
type Row = { email: string; employmentStatus: string };

describe('employment status on the employee list', () => {
  it('counts everyone by status, the counts adding up to "Employees", and lists the leaver with status left', async () => {
    const body = (await list('')).json();
    const { active, inactive, left } = body.statusCounts;
    expect(active + inactive + left).toBe(body.totalEmployees);
    expect(left).toBeGreaterThan(0);
    const lee = (await list('?search=leaver%40acme')).json().data as Row[];
    expect(lee).toEqual([expect.objectContaining({ email: 'leaver@acme.test', employmentStatus: 'left' })]);
  });

  it('filters by status; each filtered list holds exactly its count', async () => {
    const { statusCounts, totalEmployees } = (await list('')).json();
    let listed = 0;
    for (const status of ['active', 'inactive', 'left'] as const) {
      const page = (await list(`?filter[employment_status]=${status}`)).json();
      expect(page.total).toBe(statusCounts[status]);
      expect((page.data as Row[]).every((row) => row.employmentStatus === status)).toBe(true);
      listed += page.total;
    }
    expect(listed).toBe(totalEmployees);
    expect(((await list('?filter[employment_status]=left')).json().data as Row[]).map((r) => r.email)).toContain('leaver@acme.test');
  });

  it('counts a status filter combined with a search or another filter', async () => {
    const registeredLeavers = (await list('?filter[employment_status]=left&filter[person_activated]=registered')).json();
    expect(registeredLeavers.total).toBe(registeredLeavers.data.length);
    expect((registeredLeavers.data as (Row & { registered: boolean })[]).every((r) => r.employmentStatus === 'left' && r.registered)).toBe(true);
    expect((await list('?filter[employment_status]=active&search=leaver%40acme')).json()).toMatchObject({ data: [], total: 0 });
  });

  it('moves a person between the counts as soon as they leave (the kept counts follow a change of status)', async () => {
    const before = (await list('')).json().statusCounts;
    const person = await createPerson(ctx.db, 'acme', { firstName: 'Lena', surname: 'Leaving' });
    expect((await list('')).json().statusCounts).toEqual({ ...before, active: before.active + 1 });
    await ctx.db.update(users).set({ employmentStatus: 'left', leavingDate: '2026-01-31' }).where(eq(users.id, person.id));
    const after = (await list('')).json();
    expect(after.statusCounts).toEqual({ ...before, left: before.left + 1 });
    expect((await list('?filter[employment_status]=left')).json().total).toBe(before.left + 1);
    await ctx.db.delete(users).where(eq(users.id, person.id));
  });

  it('downloads the leavers alone, their status in words', async () => {
    const res = await get(`/api/v2/client/${await clientId('acme')}/employees/download-report?format=csv&filter[employment_status]=left`);
    expect(res.statusCode).toBe(200);
    const [header, ...lines] = res.body.trim().split('\n');
    const column = header!.split(',').indexOf('Employment status');
    expect(column).toBeGreaterThan(-1);
    expect(lines).toHaveLength((await list('?filter[employment_status]=left')).json().total);
    expect(lines.every((line) => line.split(',')[column] === 'Left')).toBe(true);
  });

  it('refuses an unknown status with a field error; visitors, employees and other clients get nothing', async () => {
    const bad = await list('?filter[employment_status]=retired');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['filter[employment_status]']);
    expect((await list('?filter[employment_status]=left', { host: 'acme.localhost:3000' })).statusCode).toBe(401);
    expect((await list('?filter[employment_status]=left', await ctx.headersOf('employee@acme.test'))).statusCode).toBe(403);
    const other = await get(`/api/v2/client/${await clientId('globex')}/employees?filter[employment_status]=left`);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('globex.test');
  });
});
