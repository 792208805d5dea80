import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataLoadColumns } from '@portal/contracts';
import { clients, users } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { freshIp } from '../../test/auth.ts';
import { seededApp } from '../../test/seeded.ts';

/**
 * The optional pay columns an upload may add after the template's (issue 38): tax region, contracted hours and the
 * apprentice rate, in any order, each once. Without them, or blank, nothing of theirs changes.
 */
const ctx = seededApp({ login: ['employer'], timeout: 120_000 });
const employer = () => ({ authorization: `Bearer ${ctx.tokens.employer}`, ...host('acme') });
const acmeId = async () => (await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.code, 'acme')))[0]!.id;
const person = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!;
const upload = async (file: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/client/${await acmeId()}/data-loads`,
    headers: { ...employer(), 'content-type': 'text/csv', 'x-file-name': 'pay.csv' },
    payload: file,
    remoteAddress: freshIp(),
  });
const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: employer(), remoteAddress: freshIp() });
const apply = (id: number) => ctx.app.inject({ method: 'POST', url: `/api/employee-data-uploads/${id}/apply`, headers: employer(), remoteAddress: freshIp() });
/** The template's columns blank but the employee number, then the extra cells given. */
const line = (employeeNumber: string, ...extra: string[]) => [employeeNumber, ...dataLoadColumns.slice(1).map(() => ''), ...extra].join(',');

describe('the optional pay columns of an upload', () => {
  it('change tax region, hours and the apprentice rate, in the file’s order, and leave the rest as held', async () => {
    const before = await person('employee030@acme.test');
    const other = await person('employee031@acme.test');
    const file = [
      [...dataLoadColumns, 'hours_per_week', 'tax_region', 'apprentice'].join(','),
      line(before.employeeNumber!, '21.5', 'Scotland', 'yes'),
      // Blank cells change nothing.
      line(other.employeeNumber!, '', '', ''),
    ].join('\n');
    const res = await upload(file);
    expect(res.statusCode, res.body).toBe(200);
    const load = res.json().dataLoad;
    expect(load).toMatchObject({ status: 'preview', changed: 1 });
    const preview = (await get(`/api/employee-data-uploads/${load.id}`)).json();
    expect(preview.data[0].changes).toEqual([
      expect.objectContaining({ field: 'tax_region', before: null, after: 'scotland' }),
      expect.objectContaining({ field: 'hours_per_week', before: before.hoursPerWeek, after: '21.50' }),
      expect.objectContaining({ field: 'apprentice', before: 'no', after: 'yes' }),
    ]);
    expect((await apply(load.id)).statusCode).toBe(200);
    const after = await person('employee030@acme.test');
    expect(after).toMatchObject({ taxRegion: 'scotland', hoursPerWeek: '21.50', apprentice: true, salary: before.salary, email: before.email });
    expect(await person('employee031@acme.test')).toEqual(other);

    // The same file again changes nothing; a file without the columns leaves them as they are.
    expect((await upload(file)).json().dataLoad).toMatchObject({ status: 'preview', changed: 0 });
    const plain = [dataLoadColumns.join(','), line(before.employeeNumber!)].join('\n');
    expect((await upload(plain)).json().dataLoad).toMatchObject({ status: 'preview', changed: 0 });
  });

  it('refuses bad values by column, and gives them back in the failed rows', async () => {
    const someone = await person('employee032@acme.test');
    const file = [[...dataLoadColumns, 'tax_region', 'hours_per_week', 'apprentice'].join(','), line(someone.employeeNumber!, 'Mars', '0', 'maybe')].join('\n');
    const load = (await upload(file)).json().dataLoad;
    expect(load.status).toBe('refused');
    const preview = (await get(`/api/employee-data-uploads/${load.id}`)).json();
    expect(preview.data[0].errors).toEqual([
      { column: 'tax_region', message: 'Use Scotland or rest of UK (England, Wales and Northern Ireland)' },
      { column: 'hours_per_week', message: 'Use the contracted hours a week, from 1 to 100, e.g. 37.5' },
      { column: 'apprentice', message: 'Use yes or no' },
    ]);
    const failed = (await get(`/api/employee-data-uploads/${load.id}/failed-rows`)).body.trim().split('\n');
    expect(failed[0]).toBe(`${dataLoadColumns.join(',')},tax_region,hours_per_week,apprentice,message`);
    expect(failed[1]).toContain(',Mars,0,maybe,');
    expect(await person('employee032@acme.test')).toEqual(someone);
  });

  it('refuses a header with an unknown or repeated extra column', async () => {
    for (const extra of ['hours', 'apprentice,apprentice']) {
      const load = (await upload([`${dataLoadColumns.join(',')},${extra}`, line('AC00001')].join('\n'))).json().dataLoad;
      expect(load.status).toBe('refused');
      const preview = (await get(`/api/employee-data-uploads/${load.id}`)).json();
      expect(preview.data[0].errors[0].column).toBe('header');
    }
  });
});
