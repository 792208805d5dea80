import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataLoadColumns, uploadTexts, type DataLoadColumn, type DataLoadEntry, type EligibilityEntry } from '@portal/contracts';
import { clients, users, type NewUser } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { freshIp } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';

/** Issue 26: starters who could never activate, people who cannot, and a preview in HR's words and dates. */
const ctx = seededApp({ login: ['employer'], timeout: 120_000, now: new Date('2026-11-24T10:00:00Z') });

const TODAY = '2026-11-24';
const NEXT_MONTH = '2026-12-01';
const employer = () => ({ authorization: `Bearer ${ctx.tokens.employer}`, ...host('acme') });
const acmeId = async () => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'acme')))[0]!.id;
const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: employer(), remoteAddress: freshIp() });
const row = (fields: Partial<Record<DataLoadColumn, string>>) => dataLoadColumns.map((c) => fields[c] ?? '').join(',');
const upload = async (...rows: string[]) =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: `/api/client/${await acmeId()}/data-loads`,
      headers: { ...employer(), 'content-type': 'text/csv', 'x-file-name': 'people.csv' },
      payload: [dataLoadColumns.join(','), ...rows].join('\n'),
      remoteAddress: freshIp(),
    })
  ).json().dataLoad;
const entries = async (id: number, kind?: string): Promise<{ data: DataLoadEntry[]; total: number }> =>
  (await get(`/api/employee-data-uploads/${id}${kind ? `?kind=${kind}` : ''}`)).json();
/** A demo person, first set as the test needs them. */
async function demoPerson(email: string, set: Partial<NewUser> = {}) {
  if (Object.keys(set).length > 0) await ctx.db.update(users).set(set).where(eq(users.email, email));
  return (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!;
}

describe('a starter needs a date of birth', () => {
  it('refuses a starter without one, saying why, unless they are recorded as having left', async () => {
    const starter = { employee_number: 'AC09801', first_name: 'No', surname: 'Birthday', email: 'no.birthday@acme.test', start_date: '2026-12-01' };
    const refused = await upload(row(starter));
    expect(refused.status).toBe('refused');
    expect((await entries(refused.id)).data[0]!.errors).toEqual([{ column: 'date_of_birth', message: uploadTexts.row.starterBirthDate }]);
    const left = await upload(row({ ...starter, employment_status: 'left', leaving_date: '2026-12-31' }));
    expect(left).toMatchObject({ status: 'preview', starters: 1 });
  });
});

describe('people of the file who cannot activate', () => {
  it('lists, apart from the changes, whoever will have no date of birth and has not activated; they are never applied', async () => {
    const unchanged = await demoPerson('employee050@acme.test', { dateOfBirth: null, activatedAt: null, employmentStatus: 'active', location: 'Leeds' });
    const changed = await demoPerson('employee051@acme.test', { dateOfBirth: null, activatedAt: null, employmentStatus: 'active' });
    const activated = await demoPerson('employee052@acme.test', { dateOfBirth: null, activatedAt: new Date('2026-01-05T09:00:00Z') });
    const given = await demoPerson('employee053@acme.test', { dateOfBirth: null, activatedAt: null });
    const leaving = await demoPerson('employee054@acme.test', { dateOfBirth: null, activatedAt: null, employmentStatus: 'active' });
    const good = await upload(
      row({ employee_number: unchanged.employeeNumber!, location: 'Leeds' }),
      // Named again by e-mail, changing nothing: listed once.
      row({ email: unchanged.email }),
      row({ employee_number: changed.employeeNumber!, location: 'Inverness' }),
      row({ employee_number: activated.employeeNumber!, location: 'Inverness' }),
      row({ employee_number: given.employeeNumber!, date_of_birth: '1990-04-01' }),
      row({ employee_number: leaving.employeeNumber!, employment_status: 'left', leaving_date: '2026-11-30' }),
    );
    expect(good).toMatchObject({ status: 'preview', starters: 0, leavers: 1, changed: 3 });
    const changes = await entries(good.id);
    expect(changes.total).toBe(4);
    expect(changes.data.every((e) => e.kind !== 'cannot-activate')).toBe(true);
    const cannot = await entries(good.id, 'cannot-activate');
    expect(cannot.data.map((e) => [e.kind, e.employeeNumber, e.changes, e.effectiveFrom])).toEqual([
      ['cannot-activate', unchanged.employeeNumber, [], null],
      ['cannot-activate', changed.employeeNumber, [], null],
    ]);

    const applied = await ctx.app.inject({ method: 'POST', url: `/api/employee-data-uploads/${good.id}/apply`, headers: employer(), remoteAddress: freshIp() });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().dataLoad).toMatchObject({ status: 'applied', leavers: 1, changed: 3 });
    expect(await demoPerson(unchanged.email)).toEqual(unchanged);
    expect((await demoPerson(given.email)).dateOfBirth).toBe('1990-04-01');
  });

  it('does not refuse a row naming someone who has already left without a leaving date held', async () => {
    const gone = await demoPerson('employee055@acme.test', { employmentStatus: 'left', leavingDate: null });
    const load = await upload(row({ employee_number: gone.employeeNumber!, employment_status: 'left', location: 'Cardiff' }));
    expect(load).toMatchObject({ status: 'preview', errorCount: 0 });
  });
});

describe('the day each change takes effect', () => {
  it("a starter's start date, a leaver's leaving date (from the file or held), today for a change, the first of next month for a salary", async () => {
    const leaver = await demoPerson('employee060@acme.test', { employmentStatus: 'active', leavingDate: null, salary: '30000.00' });
    const noticed = await demoPerson('employee061@acme.test', { employmentStatus: 'active', leavingDate: '2026-12-15' });
    const mover = await demoPerson('employee062@acme.test', { location: 'Leeds', salary: '30000.00' });
    const load = await upload(
      row({ employee_number: 'AC09802', first_name: 'Sam', surname: 'New', email: 'sam.new@acme.test', date_of_birth: '1990-01-02', start_date: '2026-12-07' }),
      row({ employee_number: leaver.employeeNumber!, employment_status: 'left', leaving_date: '2026-11-30', annual_salary: '31000' }),
      row({ employee_number: noticed.employeeNumber!, employment_status: 'left' }),
      row({ employee_number: mover.employeeNumber!, location: 'Glasgow', annual_salary: '32000' }),
    );
    expect(load).toMatchObject({ status: 'preview', starters: 1, leavers: 2, changed: 1 });
    const [starter, left, onNotice, moved] = (await entries(load.id)).data;
    const days = (entry: DataLoadEntry) => Object.fromEntries(entry.changes.map((c) => [c.field, c.effectiveFrom]));
    expect(starter!.effectiveFrom).toBe('2026-12-07');
    expect(new Set(Object.values(days(starter!)))).toEqual(new Set(['2026-12-07']));
    expect(left!.effectiveFrom).toBe('2026-11-30');
    expect(days(left!)).toEqual({ employment_status: '2026-11-30', leaving_date: '2026-11-30', annual_salary: NEXT_MONTH });
    expect(onNotice!.effectiveFrom).toBe('2026-12-15');
    expect(moved!.effectiveFrom).toBe(TODAY);
    expect(days(moved!)).toEqual({ location: TODAY, annual_salary: NEXT_MONTH });
  });
});

describe('the eligibility difference in words', () => {
  it('names the rule that decided each benefit gained or lost', async () => {
    const mover = await demoPerson('employee063@acme.test', { location: 'Leeds', employmentStatus: 'active', employmentStartDate: '2020-01-06' });
    const leaver = await demoPerson('employee064@acme.test', { employmentStatus: 'active', employmentStartDate: '2020-01-06' });
    const load = await upload(
      row({ employee_number: mover.employeeNumber!, location: 'Glasgow' }),
      row({ employee_number: leaver.employeeNumber!, employment_status: 'left', leaving_date: '2026-11-30' }),
      row({ employee_number: 'AC09803', first_name: 'Ida', surname: 'Gain', email: 'ida.gain@acme.test', date_of_birth: '1990-01-02', location: 'Leeds' }),
    );
    const difference: { data: EligibilityEntry[] } = (await get(`/api/employee-data-uploads/${load.id}/eligibility-difference`)).json();
    const of = (name: string) => difference.data.find((e) => e.name === name)!;
    expect(of(`${mover.firstName} ${mover.surname}`).lost).toContainEqual({
      benefit: 'Gym Membership',
      rule: 'location London, Manchester, Leeds, Bristol or Birmingham',
    });
    const lost = of(`${leaver.firstName} ${leaver.surname}`).lost;
    expect(lost.length).toBeGreaterThan(0);
    expect(new Set(lost.map((l) => l.rule))).toEqual(new Set(['employment status active']));
    const gained = of('Ida Gain').gained;
    expect(gained).toContainEqual({ benefit: 'Gym Membership', rule: 'location London, Manchester, Leeds, Bristol or Birmingham' });
    expect(gained.every((g) => typeof g.rule === 'string' && g.rule.length > 0)).toBe(true);
  });
});
