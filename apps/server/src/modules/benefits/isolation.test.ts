import { beforeAll, describe, expect, it } from 'vitest';
import { benefitRoutes, fillPath } from '@portal/contracts';
import { benefitSelections } from '../../db/schema/index.ts';
import { host } from '../../test/app.ts';
import { benefitsApp } from '../../test/benefits.ts';

const ctx = benefitsApp();
let chris: Record<string, string>;
let sam: Record<string, string>;
let acme: Record<'pmi' | 'ctw' | 'gym', number>;
let samSelection: number;
beforeAll(async () => {
  chris = await ctx.headersOf('employee@globex.test', 'globex');
  sam = await ctx.headersOf('employee@acme.test');
  acme = { pmi: await ctx.benefitId('acme', 'pmi'), ctw: await ctx.benefitId('acme', 'ctw'), gym: await ctx.benefitId('acme', 'gym') };
  samSelection = (await ctx.call('GET', `/api/benefit/${acme.pmi}/selection`, sam)).json().selection.selectionId;
});

const calls = Object.entries(benefitRoutes);
const snapshot = async () => JSON.stringify(await ctx.db.select().from(benefitSelections).orderBy(benefitSelections.id));
const acmeWords = ['Private Medical Insurance', 'Cycle to Work', 'Sam', 'Taylor', 'Sunny Days', 'Jordan'];

describe('every benefits call', () => {
  it.each(calls)('%s answers 401 without a login', async (_name, route) => {
    const url = `/api${fillPath(route.path, { id: route.path.startsWith('/benefit-group') ? 'pmi' : acme.pmi })}`;
    const res = await ctx.app.inject({ method: route.method, url, headers: host('acme'), ...(route.method !== 'GET' && { payload: {} }) });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 to an Acme login on the Globex host', async () => {
    const res = await ctx.call('GET', '/api/benefits/user/eligible', { ...sam, host: 'globex.localhost:3000' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 to a platform administrator, who has no benefits', async () => {
    const res = await ctx.call('GET', '/api/benefits/user/eligible', await ctx.headersOf('admin@portal.test'));
    expect(res.statusCode).toBe(403);
  });
});

describe('tenant isolation: a Globex employee never sees Acme data', () => {
  const expectNoAcme = (body: string) => {
    for (const word of acmeWords) expect(body).not.toContain(word);
  };

  it.each([
    '/benefit/:id',
    '/benefit/:id/related_FAQ',
    '/benefit/:id/related_benefits',
    '/benefit/:id/selection',
    '/benefit/:id/with-selection',
    '/benefit/:id/options-compared',
  ])('GET %s with an Acme benefit id is 404', async (path) => {
    const res = await ctx.call('GET', `/api${fillPath(path, { id: acme.pmi })}`, chris);
    expect(res.statusCode).toBe(404);
    expectNoAcme(res.body);
  });

  it('cannot select, change, price or beam-price Acme benefits and selections; nothing changes', async () => {
    const before = await snapshot();
    const answers = [
      await ctx.call('POST', `/api/benefit/${acme.gym}/selection`, chris, { values: { option: 'standard' } }),
      await ctx.call('PATCH', `/api/selection/${samSelection}`, chris, { status: 'opted-out' }),
      await ctx.call('POST', '/api/selections/costs', chris, { benefitId: acme.pmi, values: { option: 'employee' } }),
      await ctx.call('POST', '/api/selections/beam-costs', chris, { benefitId: acme.ctw, value: 500 }),
      await ctx.call('GET', '/api/benefit-group/pmi/contributions', chris),
      await ctx.call('GET', '/api/ccv/manage', chris),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    for (const res of answers) expectNoAcme(res.body);
    expect(await snapshot()).toBe(before);
  });

  it('lists, filters, totals and home cards only Globex data', async () => {
    const eligible = (await ctx.call('GET', '/api/benefits/user/eligible', chris)).json();
    expect(eligible.benefits.map((b: { groupCode: string }) => b.groupCode)).toEqual(['hcp', 'eap']);
    expect(eligible.benefits[0].selection).toMatchObject({ status: 'active', employeeCost: 8, employerCost: 12 });
    const filters = (await ctx.call('GET', '/api/benefits/filters', chris)).json();
    expect(filters.categories.map((c: { count: number }) => c.count)).toEqual([1, 1]);
    const card = (await ctx.call('GET', '/api/user/selections/mtb/card', chris)).json();
    expect(card).toMatchObject({ employerValue: 144, employeeValue: 96, benefitsCount: 1, salary: null });
    for (const url of [
      '/api/user/selections/mtb/page',
      '/api/user/home-page-cards',
      '/api/user/home-page-banner',
      '/api/ccv/balance',
      '/api/benefit-group/hcp/contributions',
    ]) {
      const res = await ctx.call('GET', url, chris);
      expect(res.statusCode, url).toBe(200);
      expectNoAcme(res.body);
    }
    expect((await ctx.call('GET', '/api/ccv/balance', chris)).json().balance).toBe(0);
  });
});

describe('bad input: 400 with field errors, nothing changed', () => {
  const bad: [string, 'GET' | 'POST' | 'PATCH', string, object | undefined, string[]][] = [
    ['benefit id', 'GET', '/api/benefit/abc', undefined, ['id']],
    ['related FAQ id', 'GET', '/api/benefit/0/related_FAQ', undefined, ['id']],
    ['related benefits id', 'GET', '/api/benefit/-1/related_benefits', undefined, ['id']],
    ['selection of benefit id', 'GET', '/api/benefit/1.5/selection', undefined, ['id']],
    ['with-selection id', 'GET', '/api/benefit/x/with-selection', undefined, ['id']],
    ['group code', 'GET', '/api/benefit-group/NOT%20OK/contributions', undefined, ['id']],
    ['statement year', 'GET', '/api/benefit-group/pmi/contributions?year=soon', undefined, ['year']],
    [
      'selection values',
      'POST',
      '/api/benefit/1/selection',
      { accepted_terms: 'yes', values: { amount: 'lots', peopleCovered: 'Jordan', startDate: '2026-02-30' } },
      ['accepted_terms', 'values.amount', 'values.peopleCovered', 'values.startDate'],
    ],
    ['missing values', 'POST', '/api/benefit/1/selection', {}, ['values']],
    ['selection id', 'PATCH', '/api/selection/abc', { status: 'opted-out' }, ['id']],
    ['status', 'PATCH', '/api/selection/1', { status: 'deleted' }, ['status']],
    ['empty change', 'PATCH', '/api/selection/1', {}, ['values']],
    ['costs', 'POST', '/api/selections/costs', { benefitId: 'pmi', values: { option: '' } }, ['benefitId', 'values.option']],
    ['beam costs', 'POST', '/api/selections/beam-costs', { benefitId: 1 }, ['value']],
  ];

  it.each(bad)('%s', async (_name, method, url, payload, fields) => {
    const before = await snapshot();
    const res = await ctx.call(method, url, sam, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([...fields].sort());
    expect(await snapshot()).toBe(before);
  });
});
