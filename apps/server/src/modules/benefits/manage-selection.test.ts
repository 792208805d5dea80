import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemeYears, selectionWindows } from '../../db/schema/index.ts';
import { createPerson } from '../../test/auth.ts';
import { restate } from '../../test/selection-history.ts';
import { benefitsApp, TEST_NOW } from '../../test/benefits.ts';

/**
 * Issue 25, reproduction 5: the manage page showed "no selection to manage" beside active medical cover. Its data is
 * `benefit/{id}/with-selection`: the selection there is the version in force (or the change to come), under the
 * choice's stable id, also when nothing may change now (the button's type then says 'view').
 */
const ctx = benefitsApp();
let pmi: number;
let life: number;
beforeAll(async () => {
  pmi = await ctx.benefitId('acme', 'pmi');
  life = await ctx.benefitId('acme', 'life');
  // January only: on TEST_NOW (15 June) the annual window is closed, as in the demo.
  await ctx.db.update(schemeYears).set({ windowOpensOn: '2026-01-01', windowClosesOn: '2026-01-31' });
});

const withSelection = async (headers: Record<string, string>, benefitId: number) => {
  const res = await ctx.call('GET', `/api/benefit/${benefitId}/with-selection`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('the selection the manage page shows', () => {
  it("is Sam's medical cover in force while the window is closed, with the reason nothing can change", async () => {
    const headers = await ctx.headersOf('employee@acme.test');
    const { benefit, selection } = await withSelection(headers, pmi);
    expect(benefit.cta.type).toBe('view');
    expect(benefit.changeWindow.message).toMatch(/^You can only change your benefits while the selection window is open/);
    expect(selection).toMatchObject({ status: 'active', startDate: '2026-01-01', changesFrom: null, pendingChange: null });
    expect(selection.planDetails).toContainEqual({ label: 'Level of cover', value: 'You and your partner' });
  });

  it('is the changed cover under the same id once a change is made, after its life-event window closed too', async () => {
    const person = await createPerson(ctx.db, 'acme', { location: 'Leeds', employmentStartDate: '2015-01-05', salary: '40000.00' });
    const headers = await ctx.headersOf(person.email);
    const created = (await ctx.call('POST', `/api/benefit/${life}/selection`, headers, { values: { amount: 2 } })).json().selection;
    await restate(ctx.db, created.selectionId, { startsOn: '2026-01-01' });
    await ctx.db.insert(selectionWindows).values({
      userId: person.id,
      clientId: person.clientId!,
      benefitIds: [life],
      opensAt: new Date(TEST_NOW.getTime() - 86_400_000),
      closesAt: new Date(TEST_NOW.getTime() + 28 * 86_400_000),
      reason: 'Birth of a child',
    });
    const changed = await ctx.call('PATCH', `/api/selection/${created.selectionId}`, headers, { values: { amount: 3 } });
    expect(changed.statusCode, changed.body).toBe(200);
    await ctx.db.delete(selectionWindows).where(eq(selectionWindows.userId, person.id));

    const { benefit, selection } = await withSelection(headers, life);
    expect(benefit.cta.type).toBe('view');
    expect(selection).toMatchObject({
      selectionId: created.selectionId,
      status: 'active',
      values: { amount: 3 },
      startDate: '2026-01-01',
      changesFrom: '2026-07-01',
    });
  });
});
