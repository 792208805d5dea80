import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { clients, schemeYears, users } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { seededApp } from '../../test/seeded.ts';
import { bearer } from '../../test/auth.ts';

const ctx = seededApp({ login: ['employee', 'globexEmployee'] });
let token: string;
let globexToken: string;
beforeAll(() => {
  ({ employee: token, globexEmployee: globexToken } = ctx.tokens);
});

const get = (t?: string, code = 'acme') => ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: t ? bearer(t, code) : host(code) });
const patch = (payload: object, t: string | null = token) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/user/profile', headers: t ? bearer(t) : host('acme'), payload });
const sam = async () => (await ctx.db.select().from(users).where(eq(users.email, 'employee@acme.test')))[0]!;

describe('GET /api/user/profile', () => {
  it('answers personal details, read-only HR data with who to ask, and the avatar set', async () => {
    const res = await get(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      personal: { firstName: 'Sam', surname: 'Taylor', email: 'employee@acme.test', dateOfBirth: '1978-08-28' },
      employment: { employeeNumber: 'AC00001', grade: 'Store Manager', location: 'Leeds', salary: 42000, employmentStatus: 'active' },
      hrContact: 'hr-enquiries@acme.test',
      contactPreferences: { email: true, sms: false },
      scheme: { clientName: 'Acme Retail', benefitBrandName: 'Acme Rewards' },
    });
    // No post: the portal holds no postal address to send anything to (issue 26 item 9).
    expect(res.json().contactPreferences).toEqual({ email: true, sms: false });
    expect(res.json().avatars).toHaveLength(6);
  });

  it("names the client's current scheme year, as the benefits do, not the calendar year", async () => {
    // A year that starts in April is named for the year it ends in: in December 2026 it is "2027".
    const [acme] = await ctx.db.select().from(clients).where(eq(clients.code, 'acme'));
    const current = and(eq(schemeYears.clientId, acme!.id), eq(schemeYears.isCurrent, true));
    const [year] = await ctx.db.select().from(schemeYears).where(current);
    await ctx.db.update(schemeYears).set({ year: 2099 }).where(current);
    try {
      expect((await get(token)).json().scheme.schemeYear).toBe(2099);
    } finally {
      await ctx.db.update(schemeYears).set({ year: year!.year }).where(current);
    }
  });

  it('answers each user their own profile only', async () => {
    expect((await get(globexToken, 'globex')).json().personal.email).toBe('employee@globex.test');
    expect((await get(undefined)).statusCode).toBe(401);
  });
});

describe('PATCH /api/user/profile', () => {
  it('changes what the employee may change', async () => {
    const avatar = (await get(token)).json().avatars[2];
    const res = await patch({
      title: 'Mr',
      preferredName: 'Sammy',
      phone: '07700 900982',
      avatar,
      // A post preference from an older client is ignored: there is no post (no postal address is held).
      contactPreferences: { email: true, sms: true, post: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ personal: { title: 'Mr', preferredName: 'Sammy', phone: '07700 900982', avatar } });
    expect(res.json().contactPreferences).toEqual({ email: true, sms: true });
  });

  it('ignores HR fields and never changes them', async () => {
    const res = await patch({ salary: 1, grade: 'CEO', email: 'x@y.test', firstName: 'Evil' });
    expect(res.statusCode).toBe(200);
    expect(await sam()).toMatchObject({ salary: '42000.00', grade: 'Store Manager', email: 'employee@acme.test', firstName: 'Sam' });
  });

  it('answers 400 with field errors for bad values, changing nothing', async () => {
    const before = await sam();
    const res = await patch({ title: 'King', phone: 'call me', avatar: '/avatars/elsewhere.svg' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['phone', 'title']);
    const avatar = await patch({ avatar: 'https://evil.example/x.svg' });
    expect(avatar.json().errors).toEqual({ avatar: 'Choose one of the pictures shown' });
    expect(await sam()).toEqual(before);
  });

  it('needs a phone number for text messages', async () => {
    const globexRes = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: bearer(globexToken, 'globex'),
      payload: { contactPreferences: { email: true, sms: true, post: false } },
    });
    expect(globexRes.statusCode).toBe(400);
    expect(globexRes.json().errors).toEqual({ phone: 'Add a phone number to get text messages' });
  });

  it('refuses clearing the phone while text messages stay on', async () => {
    const res = await patch({ phone: '', contactPreferences: { email: true, sms: true, post: false } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ phone: 'Add a phone number to get text messages' });
  });

  it('refuses anonymous callers', async () => {
    expect((await patch({ title: 'Mr' }, null)).statusCode).toBe(401);
  });
});
