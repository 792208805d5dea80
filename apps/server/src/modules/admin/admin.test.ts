import { beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { acmeAndGlobex } from '../../test/clients.ts';
import { testApp } from '../../test/fixture.ts';
import { bearer, createPerson, loginAs } from '../../test/auth.ts';
import { createAdmin, masqueradeAs } from '../../test/sso.ts';

const ctx = testApp();
let acme: Client;
let globex: Client;
let admin: Record<string, string>;
beforeAll(async () => {
  ({ acme, globex } = await acmeAndGlobex(ctx.db, { acme: { name: 'Acme Retail' }, globex: { name: 'Globex' } }));
  admin = await ctx.headersOf((await createAdmin(ctx.db)).email);
  for (let i = 0; i < 12; i++) await createPerson(ctx.db, 'acme', { firstName: `Person${String(i).padStart(2, '0')}`, surname: 'Smith' });
  await createPerson(ctx.db, 'acme', { firstName: 'Zoe', surname: '50%_Off', email: 'zoe@acme.test', activatedAt: null });
  await createPerson(ctx.db, 'globex', { firstName: 'Other', surname: 'Smith' });
});

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

describe('admin console calls', () => {
  it('list every client', async () => {
    const res = await get('/api/admin/clients', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: acme.id, code: 'acme', name: 'Acme Retail' },
      { id: globex.id, code: 'globex', name: 'Globex' },
    ]);
  });

  it("page a client's people, 10 at a time, searched by name or e-mail", async () => {
    const first = (await get(`/api/admin/clients/${acme.id}/users`, admin)).json();
    expect(first).toMatchObject({ currentPage: 1, lastPage: 2, perPage: 10, total: 13 });
    expect(first.data).toHaveLength(10);
    const second = (await get(`/api/admin/clients/${acme.id}/users?page=2`, admin)).json();
    expect(second.data).toHaveLength(3);
    const smiths = (await get(`/api/admin/clients/${acme.id}/users?search=person01%20smith`, admin)).json();
    expect(smiths.data.map((u: { name: string }) => u.name)).toEqual(['Person01 Smith']);
    const literal = (await get(`/api/admin/clients/${acme.id}/users?search=${encodeURIComponent('50%_')}`, admin)).json();
    expect(literal.data).toEqual([
      {
        id: expect.any(Number),
        name: 'Zoe 50%_Off',
        email: 'zoe@acme.test',
        userType: 'employee',
        employmentStatus: 'active',
        activated: false,
        erased: false,
      },
    ]);
    expect((await get(`/api/admin/clients/${acme.id}/users?search=ZOE@ACME`, admin)).json().total).toBe(1);
  });

  it('say who is erased: a leaver erased on request shows under the pseudonym, no longer by the old address (issue 39)', async () => {
    const leaver = await createPerson(ctx.db, 'acme', { firstName: 'Gone', surname: 'Away', email: 'gone@acme.test', employmentStatus: 'left' });
    const before = (await get(`/api/admin/clients/${acme.id}/users?search=gone@acme`, admin)).json();
    expect(before.data).toEqual([expect.objectContaining({ id: leaver.id, name: 'Gone Away', employmentStatus: 'left', erased: false })]);
    const erased = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/clients/${acme.id}/employees/${leaver.id}/erasure`,
      headers: admin,
      payload: { confirm: true },
    });
    expect(erased.statusCode).toBe(200);
    const pseudonym = erased.json().pseudonym as string;
    expect((await get(`/api/admin/clients/${acme.id}/users?search=gone@acme`, admin)).json().total).toBe(0);
    const after = (await get(`/api/admin/clients/${acme.id}/users?search=${encodeURIComponent(pseudonym)}`, admin)).json();
    expect(after.data).toEqual([expect.objectContaining({ id: leaver.id, name: pseudonym, employmentStatus: 'left', erased: true })]);
  });

  it('answer 404 for an unknown client and 400 for bad input', async () => {
    expect((await get('/api/admin/clients/999999/users', admin)).statusCode).toBe(404);
    const bad = await get(`/api/admin/clients/x/users?page=0&search=${'a'.repeat(101)}`, admin);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['id']);
    const badQuery = await get(`/api/admin/clients/${acme.id}/users?page=0&search=${'a'.repeat(101)}`, admin);
    expect(Object.keys(badQuery.json().errors).sort()).toEqual(['page', 'search']);
    expect((await get('/api/admin/audit-log?page=abc', admin)).json().errors).toEqual({ page: expect.any(String) });
  });

  it('show the audit log, newest first, with names', async () => {
    const person = await createPerson(ctx.db, 'globex', { firstName: 'Audrey', surname: 'Target' });
    await masqueradeAs(ctx.app, admin.authorization!.slice(7), globex, person.id);
    const res = (await get('/api/admin/audit-log', admin)).json();
    expect(res).toMatchObject({ currentPage: 1, perPage: 10 });
    expect(res.data[0]).toMatchObject({
      action: 'masquerade.started',
      subject: { id: person.id, name: 'Audrey Target' },
      client: { id: globex.id, name: 'Globex' },
      statusCode: 200,
    });
    expect(res.data[0].actor.name).toBe('Test User');
    expect(res.data[1]).toMatchObject({ action: 'masquerade.link-issued', subject: { id: person.id }, client: { id: globex.id } });
  });

  it('are for platform administrators only', async () => {
    const employer = await createPerson(ctx.db, 'acme', { userType: 'employer' });
    const employee = await createPerson(ctx.db, 'acme');
    for (const person of [employer, employee]) {
      const headers = bearer((await loginAs(ctx.app, person.email)).access_token);
      for (const url of ['/api/admin/clients', `/api/admin/clients/${acme.id}/users`, '/api/admin/audit-log'])
        expect((await get(url, headers)).statusCode).toBe(403);
    }
    expect((await get('/api/admin/clients', host('acme'))).statusCode).toBe(401);
  });
});
