import { beforeAll, describe, expect, it } from 'vitest';
import { ccvOrders, selectionWindows } from '../../db/schema/index.ts';
import { loginAs } from '../../test/auth.ts';
import { host } from '../../test/app.ts';
import { benefitsApp, TEST_NOW } from '../../test/benefits.ts';
import { readPdf } from '../../test/pdf.ts';

const ctx = benefitsApp();
let sam: Record<string, string>;
let lee: Record<string, string>;
beforeAll(async () => {
  sam = await ctx.headersOf('employee@acme.test');
  lee = await ctx.headersOf('leaver@acme.test');
});

const get = async (url: string, headers: Record<string, string>) => {
  const res = await ctx.call('GET', url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/benefit-group/:id/contributions (statements)', () => {
  it("derives Sam's monthly contributions from his selection, up to this month, whose payment is still to come", async () => {
    const body = await get('/api/benefit-group/pmi/contributions', sam);
    // On 15 June, five months are paid; June's payment (30 June) is upcoming and not in the totals.
    expect(body).toMatchObject({
      groupCode: 'pmi',
      groupName: 'Private Medical Insurance',
      year: 2026,
      totals: { employeeContribution: 324, employerContribution: 200 },
    });
    expect(body.statements).toHaveLength(6);
    expect(body.statements[0]).toEqual({
      adjustment: null,
      month: 1,
      monthName: 'January',
      year: 2026,
      employeeContribution: 64.8,
      employerContribution: 40,
      date: '2026-01-31',
      status: 'paid',
    });
    expect(body.statements.map((s: { status: string }) => s.status)).toEqual(['paid', 'paid', 'paid', 'paid', 'paid', 'upcoming']);
    expect(body.statements[5].date).toBe('2026-06-30');
  });

  it('has no statements for a selection awaiting approval, and 404 for unknown groups or years', async () => {
    expect((await get('/api/benefit-group/ctw/contributions', sam)).statements).toEqual([]);
    expect((await ctx.call('GET', '/api/benefit-group/nope/contributions', sam)).statusCode).toBe(404);
    expect((await ctx.call('GET', '/api/benefit-group/pmi/contributions?year=2025', sam)).statusCode).toBe(404);
    expect((await get('/api/benefit-group/pmi/contributions?year=2026', sam)).statements).toHaveLength(6);
  });

  it("stops at the end of Lee's voucher selection", async () => {
    const body = await get('/api/benefit-group/ccv/contributions', lee);
    expect(body.statements.map((s: { month: number }) => s.month)).toEqual([1, 2, 3, 4, 5, 6]);
    // June's is still to be paid on 15 June.
    expect(body.totals).toEqual({ employeeContribution: 750, employerContribution: 0 });
  });
});

describe('GET /api/benefit-group/:id/statement.pdf (a statement to keep, issue 37 item 3)', () => {
  it("gives Sam's year as a PDF in Acme's brand: the panel's months and totals, to the penny", async () => {
    const res = await ctx.call('GET', '/api/benefit-group/pmi/statement.pdf', sam);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="private-medical-insurance-statement-2026.pdf"');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.title).toBe('Private Medical Insurance statement - 2026');
    expect(pdf.flatText).toContain('Private Medical Insurance statement');
    expect(pdf.flatText).toContain('Sam Taylor');
    expect(pdf.flatText).toContain('January 2026 £64.80 £40.00 31.01.26 Paid');
    expect(pdf.flatText).toContain('June 2026 £64.80 £40.00 30.06.26 Upcoming');
    // The same totals as the panel: paid months only.
    expect(pdf.flatText).toContain('Total paid £324.00 £200.00');
  });

  it('gives one month of it, and refuses a bad month or year with field errors', async () => {
    const res = await ctx.call('GET', '/api/benefit-group/pmi/statement.pdf?month=2', sam);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('private-medical-insurance-statement-2026-02.pdf');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.flatText).toContain('February 2026 £64.80 £40.00');
    expect(pdf.flatText).not.toContain('January 2026');
    expect(pdf.flatText).toContain('Total paid £64.80 £40.00');
    for (const [query, field] of [
      ['month=13', 'month'],
      ['month=0', 'month'],
      ['month=x', 'month'],
      ['year=1999', 'year'],
    ]) {
      const bad = await ctx.call('GET', `/api/benefit-group/pmi/statement.pdf?${query}`, sam);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().errors, query).toHaveProperty(field!);
    }
    // A month with no statement (not reached yet), a group without any, and an unknown one: not found.
    expect((await ctx.call('GET', '/api/benefit-group/pmi/statement.pdf?month=9', sam)).statusCode).toBe(404);
    expect((await ctx.call('GET', '/api/benefit-group/ctw/statement.pdf', sam)).statusCode).toBe(404);
    expect((await ctx.call('GET', '/api/benefit-group/nope/statement.pdf', sam)).statusCode).toBe(404);
  });

  it('is nobody else’s: 401 without a login or on another client’s host, 403 for a platform administrator', async () => {
    expect((await ctx.call('GET', '/api/benefit-group/pmi/statement.pdf', host('acme'))).statusCode).toBe(401);
    const elsewhere = await ctx.call('GET', '/api/benefit-group/pmi/statement.pdf', { ...sam, host: 'globex.localhost:3000' });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.body).not.toContain('%PDF');
    expect((await ctx.call('GET', '/api/benefit-group/pmi/statement.pdf', await ctx.headersOf('admin@portal.test'))).statusCode).toBe(403);
  });
});

describe('vouchers', () => {
  it('puts Lee (left, £250 balance) in voucher-only mode with only the voucher benefit', async () => {
    const body = await get('/api/benefits/user/eligible', lee);
    expect(body.ccvOnly).toBe(true);
    expect(body.benefits.map((b: { groupCode: string }) => b.groupCode)).toEqual(['ccv']);
  });

  it("answers Lee's balance, dates and orders; nothing for Sam", async () => {
    const body = await get('/api/ccv/balance', lee);
    expect(body).toMatchObject({ balance: 250, lastPaymentDate: '2026-06-28', nextVoucherDate: null });
    expect(body.placedOrders.map((o: { reference: string }) => o.reference)).toEqual(['CCV-10388', 'CCV-10231']);
    expect(body.savedOrders).toEqual([
      { id: expect.any(Number), reference: 'CCV-10412', payee: 'Little Acorns After-School Club', amount: 100, date: '2026-06-15' },
    ]);
    expect(await get('/api/ccv/balance', sam)).toEqual({ balance: 0, lastPaymentDate: null, nextVoucherDate: null, placedOrders: [], savedOrders: [] });
  });

  it('answers where the contract-management page is', async () => {
    expect(await get('/api/ccv/manage', sam)).toEqual({ url: '/api/ccv/contract-page', tokenParameter: 'access_token' });
    expect((await ctx.call('GET', '/api/ccv/manage', await ctx.headersOf('employee@globex.test', 'globex'))).statusCode).toBe(404);
  });

  it('serves the contract page for a valid token, escaping what it shows', async () => {
    const leaver = await ctx.person('leaver@acme.test');
    await ctx.db.insert(ccvOrders).values({
      clientId: leaver.clientId,
      userId: leaver.id,
      status: 'saved',
      reference: 'CCV-X',
      payee: '<script>alert(1)</script>',
      amount: '5.00',
      orderedOn: '2026-06-01',
    });
    const token = (await loginAs(ctx.app, 'leaver@acme.test')).access_token;
    const res = await ctx.app.inject({ method: 'GET', url: `/api/ccv/contract-page?access_token=${token}`, headers: host('acme') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('Lee Morgan');
    expect(res.body).toContain('£250.00');
    expect(res.body).toContain('Sunny Days Nursery');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).not.toContain('<script>');
  });

  it('refuses the contract page without a valid token, or on another host', async () => {
    const token = (await loginAs(ctx.app, 'leaver@acme.test')).access_token;
    for (const [url, code] of [
      ['/api/ccv/contract-page', 'acme'],
      ['/api/ccv/contract-page?access_token=not-a-token', 'acme'],
      [`/api/ccv/contract-page?access_token=${token.slice(0, -2)}xx`, 'acme'],
      [`/api/ccv/contract-page?access_token=${token}`, 'globex'],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: host(code) });
      expect(res.statusCode, url).toBe(401);
      expect(res.body).toContain('Your session has ended. Please log in again to manage your vouchers.');
      expect(res.body).not.toContain('Sunny Days');
    }
  });
});

describe('total benefits', () => {
  it("sums Sam's approved selections over the scheme year", async () => {
    expect(await get('/api/user/selections/mtb/card', sam)).toEqual({
      year: 2026,
      salary: 42000,
      employerValue: 480,
      employeeValue: 777.6,
      totalValue: 1257.6,
      totalPackage: 42480,
      benefitsCount: 1,
    });
    const page = await get('/api/user/selections/mtb/page', sam);
    expect(page.benefits).toEqual([
      {
        benefitId: await ctx.benefitId('acme', 'pmi'),
        name: 'Private Medical Insurance',
        groupCode: 'pmi',
        category: 'Health',
        employerValue: 480,
        employeeValue: 777.6,
      },
    ]);
    expect(page.totals).toEqual({ employerValue: 480, employeeValue: 777.6, totalValue: 1257.6, totalPackage: 42480 });
  });
});

describe('one definition of each total', () => {
  it('shows Chris (no salary on record) the same worth on the summary and the page, and no package', async () => {
    const chris = await ctx.headersOf('employee@globex.test', 'globex');
    const card = await get('/api/user/selections/mtb/card', chris);
    const page = await get('/api/user/selections/mtb/page', chris);
    expect(card.salary).toBeNull();
    expect(card.totalPackage).toBeNull();
    expect(card.totalValue).toBeGreaterThan(0);
    expect(Math.round((card.employerValue + card.employeeValue) * 100)).toBe(Math.round(card.totalValue * 100));
    expect(page.totals).toEqual({ employerValue: card.employerValue, employeeValue: card.employeeValue, totalValue: card.totalValue, totalPackage: null });
  });
});

describe('home page', () => {
  it('gives Sam cards for benefits to choose and his pending approval (his total benefits have their own summary, once)', async () => {
    const cards = await get('/api/user/home-page-cards', sam);
    expect(cards.map((c: { type: string }) => c.type)).toEqual(['choose-benefits', 'pending-approvals']);
    expect(cards[0]).toMatchObject({
      title: 'Choose your benefits',
      body: 'You have 4 benefits to choose before 31 December 2026.',
      value: '4',
      link: { path: '/app/my-benefits/' },
    });
    expect((await get('/api/user/selections/mtb/card', sam)).totalValue).toBe(1257.6);
  });

  it('shows an employer the selections waiting for approval', async () => {
    const cards = await get('/api/user/home-page-cards', await ctx.headersOf('hr@acme.test'));
    expect(cards.find((c: { type: string }) => c.type === 'approvals-to-review')).toMatchObject({
      value: '7',
      link: { path: '/app/dashboard/approve-selections' },
    });
  });

  it('shows Lee only his vouchers', async () => {
    expect(await get('/api/user/home-page-cards', lee)).toEqual([expect.objectContaining({ type: 'vouchers', value: '£250.00' })]);
    expect((await get('/api/user/home-page-banner', lee)).map((b: { id: string }) => b.id)).toEqual(['voucher-only']);
  });

  it('has no banners for Sam until a life event opens a window', async () => {
    expect(await get('/api/user/home-page-banner', sam)).toEqual([]);
    const { id: userId, clientId } = await ctx.person('employee@acme.test');
    await ctx.db
      .insert(selectionWindows)
      .values({ userId, clientId, benefitIds: null, opensAt: TEST_NOW, closesAt: new Date('2026-07-15T12:00:00Z'), reason: 'Marriage' });
    expect(await get('/api/user/home-page-banner', sam)).toEqual([
      {
        id: 'life-event-window',
        tone: 'success',
        title: 'You can change your benefits',
        body: 'Because of your life event (Marriage) you can change your benefits until 15 July 2026.',
        link: { label: 'See my benefits', path: '/app/my-benefits/' },
      },
    ]);
  });
});
