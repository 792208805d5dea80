import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { benefitTexts } from '@portal/contracts';
import { benefitSelections, users } from '../../db/schema/index.ts';
import { createPerson } from '../../test/auth.ts';
import { benefitsApp } from '../../test/benefits.ts';

/** Leavers and inactive employees: they may look, never write a selection (create, change, opt out). */

const ctx = benefitsApp();
let ccv: number;
let ctw: number;
beforeAll(async () => {
  ccv = await ctx.benefitId('acme', 'ccv');
  ctw = await ctx.benefitId('acme', 'ctw');
});

const select = (headers: Record<string, string>, benefitId: number, payload: object) =>
  ctx.call('POST', `/api/benefit/${benefitId}/selection`, headers, payload);
const change = (headers: Record<string, string>, selectionId: number, payload: object) => ctx.call('PATCH', `/api/selection/${selectionId}`, headers, payload);
const selectionsOf = (userId: number) => ctx.db.select().from(benefitSelections).where(eq(benefitSelections.userId, userId)).orderBy(benefitSelections.id);

function expectRefused(res: { statusCode: number; json(): { message: string } }) {
  expect(res.statusCode).toBe(403);
  expect(res.json().message).toBe(benefitTexts.notEmployed);
}

describe('Lee, who left (voucher-only mode)', () => {
  it('sees his voucher benefit locked, with the reason and no action', async () => {
    const headers = await ctx.headersOf('leaver@acme.test');
    const list = (await ctx.call('GET', '/api/benefits/user/eligible', headers)).json();
    expect(list.ccvOnly).toBe(true);
    expect(list.benefits).toHaveLength(1);
    expect(list.benefits[0]).toMatchObject({
      groupCode: 'ccv',
      cta: { type: 'view' },
      availability: { locked: true, reason: 'employment', availableFrom: null, message: benefitTexts.notEmployed },
    });
    const detail = (await ctx.call('GET', `/api/benefit/${ccv}/with-selection`, headers)).json();
    expect(detail.benefit.cta).toEqual({ type: 'view' });
    expect(detail.selection.cta).toEqual({ type: 'view' });
    const cards = (await ctx.call('GET', '/api/user/home-page-cards', headers)).json();
    expect(JSON.stringify(cards)).not.toContain('locked-benefits');
  });

  it('gets 403 choosing vouchers again (reapply), changing or opting out of his ended selection, or choosing anything else; nothing is saved', async () => {
    const headers = await ctx.headersOf('leaver@acme.test');
    const lee = await ctx.person('leaver@acme.test');
    const before = await selectionsOf(lee.id);
    const ended = before.find((s) => s.benefitId === ccv);
    expect(ended?.status).toBe('ended');

    expectRefused(await select(headers, ccv, { values: { amount: 100 } }));
    expectRefused(await select(headers, ctw, { accepted_terms: 1, values: { amount: 1000 } }));
    expectRefused(await change(headers, ended!.id, { values: { amount: 100 } }));
    expectRefused(await change(headers, ended!.id, { status: 'opted-out' }));
    expect(await selectionsOf(lee.id)).toEqual(before);
  });
});

describe('an inactive employee', () => {
  it('gets 403 on every selection write, for a live selection too; nothing is saved', async () => {
    const person = await createPerson(ctx.db, 'acme', { salary: '42000.00', employmentStartDate: '2015-01-05', location: 'Leeds' });
    const headers = await ctx.headersOf(person.email);
    const chosen = await select(headers, ctw, { accepted_terms: 1, values: { amount: 1000 } });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const selectionId = chosen.json().selection.selectionId as number;

    await ctx.db.update(users).set({ employmentStatus: 'inactive' }).where(eq(users.id, person.id));
    const before = await selectionsOf(person.id);

    expectRefused(await select(headers, ccv, { values: { amount: 100 } }));
    expectRefused(await select(headers, ctw, { accepted_terms: 1, values: { amount: 500 } }));
    expectRefused(await change(headers, selectionId, { accepted_terms: 1, values: { amount: 500 } }));
    expectRefused(await change(headers, selectionId, { status: 'opted-out' }));
    expect(await selectionsOf(person.id)).toEqual(before);
    const [row] = await ctx.db
      .select()
      .from(benefitSelections)
      .where(and(eq(benefitSelections.id, selectionId), eq(benefitSelections.userId, person.id)));
    expect(row).toMatchObject({ status: 'pending-approval', values: { amount: 1000 } });

    // Information benefits shown to inactive employees stay as they are: nothing to lock.
    const list = (await ctx.call('GET', '/api/benefits/user/eligible', headers)).json();
    expect(list.ccvOnly).toBe(false);
    expect(list.benefits.map((b: { groupCode: string; availability: { locked: boolean } }) => [b.groupCode, b.availability.locked])).toEqual([['eap', false]]);
  });

  it('can write again once active', async () => {
    const person = await createPerson(ctx.db, 'acme', {
      salary: '42000.00',
      employmentStartDate: '2015-01-05',
      location: 'Leeds',
      employmentStatus: 'inactive',
    });
    const headers = await ctx.headersOf(person.email);
    expectRefused(await select(headers, ctw, { accepted_terms: 1, values: { amount: 1000 } }));
    await ctx.db.update(users).set({ employmentStatus: 'active' }).where(eq(users.id, person.id));
    expect((await select(headers, ctw, { accepted_terms: 1, values: { amount: 1000 } })).statusCode).toBe(200);
  });
});
