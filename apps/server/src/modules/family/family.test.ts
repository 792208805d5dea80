import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { familyMembers, users } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { seededApp } from '../../test/seeded.ts';
import { bearer } from '../../test/auth.ts';
import { childPayload } from '../../test/family.ts';

const ctx = seededApp({ login: ['employee', 'globexEmployee'] });
let sam: { id: number; token: string };
let globexToken: string;
beforeAll(async () => {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, 'employee@acme.test'));
  sam = { id: row!.id, token: ctx.tokens.employee };
  globexToken = ctx.tokens.globexEmployee;
});

const child = childPayload;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object, code = 'acme') =>
  ctx.app.inject({ method, url, headers: token ? bearer(token, code) : host(code), ...(payload ? { payload } : {}) });
const count = () => ctx.db.$count(familyMembers);

describe('family members', () => {
  it("lists the user's family in the server form", async () => {
    const res = await call('GET', '/api/user/family', sam.token);
    expect(res.statusCode).toBe(200);
    const family = res.json().family;
    expect(family).toHaveLength(2);
    expect(family[0]).toMatchObject({
      family_fname: 'Jordan',
      family_famtype_id: 1,
      family_gender_id: 1,
      family_tname: 'Mrs',
      family_active: true,
      family_dob: '1980-02-14',
    });
  });

  it('adds a child and maps the payload (sex male -> gender 2)', async () => {
    const res = await call('POST', `/api/user/${sam.id}/family-members`, sam.token, child);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ family_fname: 'Noah', family_gender_id: 2, family_famtype_id: 2, family_ft_edu_ends: null });
    expect((await call('GET', '/api/user/family', sam.token)).json().family).toHaveLength(3);
  });

  it('edits a member, keeping the education end date only when in education', async () => {
    const id = (await call('GET', '/api/user/family', sam.token)).json().family[1].family_id;
    const res = await call('PATCH', `/api/user/family-members/${id}`, sam.token, {
      ...child,
      first_name: 'Mia',
      sex: 'female',
      education_check: true,
      education: '2032-07-31',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ family_id: id, family_fname: 'Mia', family_gender_id: 1, family_ft_edu_ends: '2032-07-31' });
  });

  it('answers 400 with the spec messages for missing fields, and stores nothing', async () => {
    const before = await count();
    const res = await call('POST', `/api/user/${sam.id}/family-members`, sam.token, { date_of_birth: '2019-03-04' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      title: 'Title is required',
      first_name: 'First name is required',
      surname: 'Surname is required',
      sex: 'Sex is required',
      fmember_type: 'Relationship is required',
      education_check: 'Full time education is required',
    });
    const future = await call('POST', `/api/user/${sam.id}/family-members`, sam.token, { ...child, date_of_birth: '2999-01-01' });
    expect(future.json().errors).toEqual({ date_of_birth: 'This date of birth is not valid' });
    expect(await count()).toBe(before);
  });

  it('refuses anonymous callers', async () => {
    expect((await call('GET', '/api/user/family')).statusCode).toBe(401);
    expect((await call('POST', `/api/user/${sam.id}/family-members`, undefined, child)).statusCode).toBe(401);
  });

  it("refuses to add to another user's family", async () => {
    const before = await count();
    const res = await call('POST', `/api/user/${sam.id + 1}/family-members`, sam.token, child);
    expect(res.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it("never shows or changes another client's family members", async () => {
    const samsPartner = (await call('GET', '/api/user/family', sam.token)).json().family[0];
    expect((await call('GET', '/api/user/family', globexToken, undefined, 'globex')).json().family).toEqual([]);
    const edit = await call('PATCH', `/api/user/family-members/${samsPartner.family_id}`, globexToken, child, 'globex');
    expect(edit.statusCode).toBe(404);
    expect(edit.body).not.toContain('Jordan');
    const remove = await call('DELETE', `/api/user/family-members/${samsPartner.family_id}`, globexToken, undefined, 'globex');
    expect(remove.statusCode).toBe(404);
  });

  it('removes a member who is not covered by a benefit', async () => {
    const added = (await call('POST', `/api/user/${sam.id}/family-members`, sam.token, { ...child, first_name: 'Temp' })).json();
    const res = await call('DELETE', `/api/user/family-members/${added.family_id}`, sam.token);
    expect(res.statusCode).toBe(200);
    const names = (await call('GET', '/api/user/family', sam.token)).json().family.map((m: { family_fname: string }) => m.family_fname);
    expect(names).not.toContain('Temp');
  });
});
