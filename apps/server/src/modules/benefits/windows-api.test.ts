import { and, desc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { benefitSelections, schemeYears, selectionWindows } from '../../db/schema/index.ts';
import { createPerson } from '../../test/auth.ts';
import { restate } from '../../test/selection-history.ts';
import { benefitsApp, TEST_NOW } from '../../test/benefits.ts';

const ctx = benefitsApp();
// The demo's rules: gym 'window', dental and life 'join-any-time', Cycle to Work 'any-time'.
let gym: number;
let dental: number;
let life: number;
let ctw: number;
beforeAll(async () => {
  gym = await ctx.benefitId('acme', 'gym');
  dental = await ctx.benefitId('acme', 'dental');
  life = await ctx.benefitId('acme', 'life');
  ctw = await ctx.benefitId('acme', 'ctw');
  // January only: on TEST_NOW (15 June) the annual window is closed.
  await ctx.db.update(schemeYears).set({ windowOpensOn: '2026-01-01', windowClosesOn: '2026-01-31' });
});

const CLOSED = 'You can only change your benefits while the selection window is open (1 January 2026 to 31 January 2026), or after a life event.';

async function employee() {
  const person = await createPerson(ctx.db, 'acme', { location: 'Leeds', employmentStartDate: '2015-01-05', salary: '40000.00' });
  return { person, headers: await ctx.headersOf(person.email) };
}
const days = (n: number) => new Date(TEST_NOW.getTime() + n * 86_400_000);
const lifeEvent = (person: { id: number; clientId: number | null }, benefitIds: number[] | null, opensAt = days(-2), closesAt = days(28)) =>
  ctx.db.insert(selectionWindows).values({ userId: person.id, clientId: person.clientId!, benefitIds, opensAt, closesAt, reason: 'Birth of a child' });
const select = (headers: Record<string, string>, benefitId: number, payload: object = { values: { option: 'standard' } }) =>
  ctx.call('POST', `/api/benefit/${benefitId}/selection`, headers, payload);
const change = (headers: Record<string, string>, selectionId: number, payload: object) => ctx.call('PATCH', `/api/selection/${selectionId}`, headers, payload);
const listed = async (headers: Record<string, string>, benefitId: number) =>
  (await ctx.call('GET', '/api/benefits/user/eligible', headers)).json().benefits.find((b: { id: number }) => b.id === benefitId);
/** What we know now of the choice the selection id names (its newest current version). */
const storedSelection = async (id: number) =>
  (
    await ctx.db
      .select()
      .from(benefitSelections)
      .where(and(eq(benefitSelections.chainId, id), isNull(benefitSelections.supersededAt)))
      .orderBy(desc(benefitSelections.id))
  )[0]!;

/** Life cover chosen today (outside the window, as its rule allows) that started on 1 January. */
async function startedLifeCover(headers: Record<string, string>) {
  const created = await select(headers, life, { values: { amount: 2 } });
  expect(created.statusCode, created.body).toBe(200);
  const { selectionId } = created.json().selection;
  await restate(ctx.db, selectionId, { startsOn: '2026-01-01' });
  return selectionId as number;
}

describe("the 'window' rule (gym)", () => {
  it('refuses choosing outside the annual window with a clear message, and stores nothing', async () => {
    const { headers } = await employee();
    const before = await ctx.db.$count(benefitSelections);
    const res = await select(headers, gym);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CLOSED);
    expect(await ctx.db.$count(benefitSelections)).toBe(before);
  });

  it('shows the closed window on the list: view only', async () => {
    const { headers } = await employee();
    const body = (await ctx.call('GET', '/api/benefits/user/eligible', headers)).json();
    expect(body.schemeYear.window).toEqual({ opensOn: '2026-01-01', closesOn: '2026-01-31', open: false });
    expect(body.benefits.find((b: { id: number }) => b.id === gym)).toMatchObject({
      cta: { type: 'view' },
      changeWindow: { open: false, reason: null, message: CLOSED },
    });
  });

  it('opens for the benefits of an open life-event window only', async () => {
    const { person, headers } = await employee();
    await lifeEvent(person, [dental]);
    expect((await select(headers, gym)).statusCode).toBe(409);
    await lifeEvent(person, [gym]);
    expect(await listed(headers, gym)).toMatchObject({ cta: { type: 'select' }, changeWindow: { open: true, reason: 'life-event', closesOn: '2026-07-13' } });
    expect((await select(headers, gym)).statusCode).toBe(200);
  });

  it('opens for every benefit when the life-event window names none', async () => {
    const { person, headers } = await employee();
    await lifeEvent(person, null);
    expect((await select(headers, gym)).statusCode).toBe(200);
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

  it('refuses opting out outside the window too, even before the cover starts', async () => {
    const { person, headers } = await employee();
    await lifeEvent(person, [gym]);
    const created = (await select(headers, gym)).json().selection;
    expect(created.startDate).toBe('2026-07-01');
    await ctx.db.delete(selectionWindows).where(eq(selectionWindows.userId, person.id));
    const res = await change(headers, created.selectionId, { status: 'opted-out' });
    expect(res.statusCode).toBe(409);
    expect((await storedSelection(created.selectionId)).status).toBe('active');
  });
});

describe("the 'join-any-time' rule (life, dental)", () => {
  it('lets an employee join outside the annual window, until the scheme year ends', async () => {
    const { headers } = await employee();
    expect(await listed(headers, dental)).toMatchObject({
      cta: { type: 'select' },
      changeWindow: { open: true, reason: 'joining', closesOn: '2026-12-31', message: null },
    });
    const res = await select(headers, dental, { values: { option: 'individual' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().selection).toMatchObject({ status: 'active', startDate: '2026-07-01', cta: { type: 'edit' } });
  });

  it('refuses changing or leaving cover that has started, outside a window and without a life event, and stores nothing', async () => {
    const { headers } = await employee();
    const selectionId = await startedLifeCover(headers);
    const before = await storedSelection(selectionId);
    expect(await listed(headers, life)).toMatchObject({ cta: { type: 'view' }, changeWindow: { open: false, reason: null, message: CLOSED } });
    const changed = await change(headers, selectionId, { values: { amount: 3 } });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(CLOSED);
    expect((await change(headers, selectionId, { status: 'opted-out' })).statusCode).toBe(409);
    expect(await storedSelection(selectionId)).toEqual(before);
  });

  it('allows changing started cover inside a life-event window for it', async () => {
    const { person, headers } = await employee();
    const selectionId = await startedLifeCover(headers);
    await lifeEvent(person, [gym]);
    expect((await change(headers, selectionId, { values: { amount: 3 } })).statusCode).toBe(409);
    await lifeEvent(person, [life]);
    expect(await listed(headers, life)).toMatchObject({ cta: { type: 'edit' }, changeWindow: { open: true, reason: 'life-event' } });
    const res = await change(headers, selectionId, { values: { amount: 3 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().selection).toMatchObject({ status: 'active', values: { amount: 3 }, startDate: '2026-01-01' });
  });

  it('lets cover that has not started be changed, then cancelled without ever running', async () => {
    const { headers } = await employee();
    const created = (await select(headers, life, { values: { amount: 2 } })).json().selection;
    expect(await listed(headers, life)).toMatchObject({ cta: { type: 'edit' }, changeWindow: { open: true, reason: 'not-started', closesOn: '2026-06-30' } });
    expect((await change(headers, created.selectionId, { values: { amount: 3 } })).statusCode).toBe(200);
    const valued = (await ctx.call('GET', '/api/user/selections/mtb/page', headers)).json();
    expect(valued.benefits.map((b: { benefitId: number }) => b.benefitId)).toEqual([life]);

    const res = await change(headers, created.selectionId, { status: 'opted-out' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().selection).toMatchObject({ status: 'opted-out', startDate: '2026-07-01', endDate: '2026-07-01', cta: { type: 'reapply' } });
    expect((await ctx.call('GET', '/api/user/selections/mtb/page', headers)).json()).toMatchObject({ benefits: [], totals: { totalValue: 0 } });
    // Joining again is allowed, as before.
    expect((await select(headers, life, { values: { amount: 1 } })).statusCode).toBe(200);
  });
});

describe("the 'any-time' rule (Cycle to Work)", () => {
  it('chooses, changes and leaves outside the annual window', async () => {
    const { headers } = await employee();
    expect(await listed(headers, ctw)).toMatchObject({ cta: { type: 'select' }, changeWindow: { open: true, reason: 'any-time', closesOn: '2026-12-31' } });
    const created = await select(headers, ctw, { accepted_terms: 1, values: { amount: 600 } });
    expect(created.statusCode, created.body).toBe(200);
    const { selectionId } = created.json().selection;
    await restate(ctx.db, selectionId, { startsOn: '2026-01-01', status: 'active', approvedAt: new Date('2026-01-01T00:00:00Z') });
    expect((await change(headers, selectionId, { accepted_terms: 1, values: { amount: 800 } })).statusCode).toBe(200);
    const left = await change(headers, selectionId, { status: 'opted-out' });
    expect(left.json().selection).toMatchObject({ status: 'opted-out', startDate: '2026-01-01', endDate: '2026-06-30' });
  });
});

describe('the home page outside the annual window', () => {
  it('still invites joining, with no closing date, and warns of no closing window', async () => {
    const { headers } = await employee();
    const cards = (await ctx.call('GET', '/api/user/home-page-cards', headers)).json();
    // Everything but the gym (window) and the information-only EAP.
    expect(cards.find((c: { type: string }) => c.type === 'choose-benefits')).toMatchObject({ body: 'You have 5 benefits to choose.', value: '5' });
    expect((await ctx.call('GET', '/api/user/home-page-banner', headers)).json()).toEqual([]);
  });
});
