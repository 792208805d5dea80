import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benefitSelections, schemeYears, selectionWindows } from '../../db/schema/index.ts';
import { createPerson } from '../../test/auth.ts';
import { benefitsTestApp, TEST_NOW, type BenefitsTestContext } from '../../test/benefits.ts';

let ctx: BenefitsTestContext;
let gym: number;
let dental: number;
beforeAll(async () => {
  ctx = await benefitsTestApp();
  gym = await ctx.benefitId('acme', 'gym');
  dental = await ctx.benefitId('acme', 'dental');
  // January only: on TEST_NOW (15 June) the annual window is closed.
  await ctx.db.update(schemeYears).set({ windowOpensOn: '2026-01-01', windowClosesOn: '2026-01-31' });
});
afterAll(() => ctx.close());

async function employee() {
  const person = await createPerson(ctx.db, 'acme', { location: 'Leeds', employmentStartDate: '2015-01-05' });
  return { person, headers: await ctx.headersOf(person.email) };
}
const days = (n: number) => new Date(TEST_NOW.getTime() + n * 86_400_000);
const lifeEvent = (person: { id: number; clientId: number | null }, benefitIds: number[] | null, opensAt = days(-2), closesAt = days(28)) =>
  ctx.db.insert(selectionWindows).values({ userId: person.id, clientId: person.clientId!, benefitIds, opensAt, closesAt, reason: 'Birth of a child' });
const select = (headers: Record<string, string>, benefitId: number) => ctx.call('POST', `/api/benefit/${benefitId}/selection`, headers, { values: { option: 'standard' } });

describe('selection windows', () => {
  it('refuses changes outside the annual window with a clear message, and stores nothing', async () => {
    const { headers } = await employee();
    const before = await ctx.db.$count(benefitSelections);
    const res = await select(headers, gym);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You can only change your benefits while the selection window is open (1 January 2026 to 31 January 2026), or after a life event.');
    expect(await ctx.db.$count(benefitSelections)).toBe(before);
  });

  it('shows the closed window on the list: view only', async () => {
    const { headers } = await employee();
    const body = (await ctx.call('GET', '/api/benefits/user/eligible', headers)).json();
    expect(body.schemeYear.window).toEqual({ opensOn: '2026-01-01', closesOn: '2026-01-31', open: false });
    const item = body.benefits.find((b: { id: number }) => b.id === gym);
    expect(item).toMatchObject({ cta: { type: 'view' }, changeWindow: { open: false, reason: null } });
  });

  it('opens for the benefits of an open life-event window only', async () => {
    const { person, headers } = await employee();
    await lifeEvent(person, [gym]);
    const listed = (await ctx.call('GET', '/api/benefits/user/eligible', headers)).json().benefits;
    expect(listed.find((b: { id: number }) => b.id === gym)).toMatchObject({ cta: { type: 'select' }, changeWindow: { open: true, reason: 'life-event', closesOn: '2026-07-13' } });
    expect((await select(headers, gym)).statusCode).toBe(200);
    const otherBenefit = await ctx.call('POST', `/api/benefit/${dental}/selection`, headers, { values: { option: 'individual' } });
    expect(otherBenefit.statusCode).toBe(409);
  });

  it('opens for every benefit when the life-event window names none', async () => {
    const { person, headers } = await employee();
    await lifeEvent(person, null);
    expect((await ctx.call('POST', `/api/benefit/${dental}/selection`, headers, { values: { option: 'individual' } })).statusCode).toBe(200);
  });

  it("ignores another person's life-event window and expired ones", async () => {
    const { headers } = await employee();
    const other = await employee();
    await lifeEvent(other.person, null);
    expect((await select(headers, gym)).statusCode).toBe(409);
    const late = await employee();
    await lifeEvent(late.person, null, days(-40), days(-10));
    expect((await select(late.headers, gym)).statusCode).toBe(409);
  });

  it('refuses opting out outside the window too', async () => {
    const { person, headers } = await employee();
    await lifeEvent(person, [gym]);
    const created = (await select(headers, gym)).json().selection;
    await ctx.db.delete(selectionWindows).where(eq(selectionWindows.userId, person.id));
    const res = await ctx.call('PATCH', `/api/selection/${created.selectionId}`, headers, { status: 'opted-out' });
    expect(res.statusCode).toBe(409);
  });
});
