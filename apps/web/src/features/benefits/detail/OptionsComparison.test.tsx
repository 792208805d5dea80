import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compareTexts as t, type BenefitDetail, type ComparedOption, type CostResult, type OptionsCompared } from '@portal/contracts';
import { medical, mockBenefitPage } from '../../../test/benefits.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/renderApp.tsx';

const COMPARED = 'GET /api/benefit/1/options-compared';

/** Acme's medical insurance with its three levels, the employer paying £40 of each. */
const levels: BenefitDetail = {
  ...medical,
  setup: {
    ...medical.setup,
    options: [
      { value: 'employee', label: 'You only', description: 'Cover for you.', covers: 'self' },
      { value: 'employee-partner', label: 'You and your partner', description: null, covers: 'partner' },
      { value: 'employee-family', label: 'You and your family', description: null, covers: 'family' },
    ],
  },
  employerContribution: { kind: 'fixed', value: 40 },
};
const plain = (employee: number, employer: number): CostResult => ({ employee, employer, total: employee + employer, cover: null, sacrifice: null });
const option = (
  value: string,
  label: string,
  covers: ComparedOption['covers'],
  peopleCovered: number,
  costs: CostResult | null,
  reason: string | null = null,
) => ({
  value,
  label,
  description: null,
  covers,
  peopleCovered,
  costs,
  reason,
});
const priced: OptionsCompared = {
  startsOn: '2026-07-01',
  amount: null,
  options: [
    { ...option('employee', 'You only', 'self', 0, plain(12.4, 40)), description: 'Cover for you.' },
    option('employee-partner', 'You and your partner', 'partner', 1, plain(64.8, 40)),
    option('employee-family', 'You and your family', 'family', 3, null, 'This option is not available to you'),
  ],
};

/** A pension with a choice of fund, given up from gross pay, priced at its smallest amount. */
const pension: BenefitDetail = {
  ...medical,
  name: 'Pension Salary Sacrifice',
  kind: 'amount',
  setup: {
    options: [
      { value: 'balanced', label: 'Balanced fund', description: null, covers: 'self' },
      { value: 'ethical', label: 'Ethical fund', description: null, covers: 'self' },
    ],
    amount: { label: 'Monthly amount', unit: 'pounds', min: 100, max: 2000, step: 1 },
    peopleCovered: false,
    startDate: null,
  },
};
const sacrifice = (net: number | null): CostResult => ({
  ...plain(100, 0),
  sacrifice: { amount: 100, months: 1, gross: 100, taxSaving: net && 30.5, niSaving: net && 4.85, net },
});

const table = () => screen.findByRole('table', { name: t.title });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe("the benefit page's comparison of the options", () => {
  it("shows each level's monthly cost, the employer's part and whom it covers, or why it cannot be had", async () => {
    mockBenefitPage(levels, null, null, { [COMPARED]: jsonResponse(200, priced) });
    renderApp('/app/my-benefits/1');
    const comparison = await table();
    expect(await screen.findByText(t.startsOn('1 July 2026'))).toBeTruthy();
    const headers = within(comparison).getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual([t.option, t.youPay, t.employerPays, t.cover]);
    expect(headers.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    const rows = within(comparison).getAllByRole('row').slice(1);
    // Each option's name heads its row, with what it is and, when it cannot be had, why (its figures are left empty).
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'You onlyCover for you.',
      'You and your partner',
      'You and your familyThis option is not available to you',
    ]);
    expect(cells(rows[0]!)).toEqual(['£12.40', '£40.00', 'Just you']);
    expect(cells(rows[1]!)).toEqual(['£64.80', '£40.00', 'You and your partner']);
    expect(cells(rows[2]!)).toEqual(['', '', '']);
    // No salary sacrifice: no take-home column.
    expect(within(comparison).queryByRole('columnheader', { name: t.afterTaxAndNi })).toBeNull();
  });

  it("says whom a family level is priced for: the caller's own family", async () => {
    const family = { ...priced, options: [priced.options[0]!, option('employee-family', 'You and your family', 'family', 3, plain(102.3, 40))] };
    mockBenefitPage(levels, null, null, { [COMPARED]: jsonResponse(200, family) });
    renderApp('/app/my-benefits/1');
    const comparison = await table();
    expect(cells((await within(comparison).findByRole('rowheader', { name: 'You and your family' })).closest('tr')!)).toEqual([
      '£102.30',
      '£40.00',
      'You and 3 family members',
    ]);
  });

  it('says what a salary sacrifice costs after tax and NI, and that it needs the salary when none is held', async () => {
    const answer = (net: number | null): OptionsCompared => ({
      startsOn: '2026-07-01',
      amount: { value: 100, unit: 'pounds' },
      options: [option('balanced', 'Balanced fund', 'self', 0, sacrifice(net)), option('ethical', 'Ethical fund', 'self', 0, sacrifice(net))],
    });
    mockBenefitPage(pension, null, null, { [COMPARED]: jsonResponse(200, answer(64.65)) });
    const view = renderApp('/app/my-benefits/1');
    let comparison = await table();
    expect(await within(comparison).findAllByText('£64.65')).toHaveLength(2);
    expect(
      within(comparison)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([t.option, t.youPay, t.afterTaxAndNi]);
    expect(cells(within(comparison).getAllByRole('row')[1]!)).toEqual(['£100.00', '£64.65']);
    expect(screen.getByText(t.amountPounds('£100.00'))).toBeTruthy();
    view.unmount();

    mockBenefitPage(pension, null, null, { [COMPARED]: jsonResponse(200, answer(null)) });
    renderApp('/app/my-benefits/1');
    comparison = await table();
    expect(await within(comparison).findAllByText(t.needSalary)).toHaveLength(2);
    expect(within(comparison).queryByText(/£64/)).toBeNull();
  });

  it('keeps its rows while the prices load, then fills them in', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockBenefitPage(levels, null, null, { [COMPARED]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/app/my-benefits/1');
    const comparison = await table();
    const busy = () => comparison.closest('[aria-busy]')?.getAttribute('aria-busy');
    expect(busy()).toBe('true');
    expect(screen.getByText(t.loading).getAttribute('role')).toBe('status');
    expect(within(comparison).getAllByRole('rowheader')).toHaveLength(3);
    expect(within(comparison).queryByText('£12.40')).toBeNull();
    answer(jsonResponse(200, priced));
    expect(await within(comparison).findByText('£12.40')).toBeTruthy();
    expect(busy()).toBe('false');
  });

  it('offers to try again when the prices fail to load', async () => {
    let calls = 0;
    mockBenefitPage(levels, null, null, {
      [COMPARED]: () => (++calls === 1 ? jsonResponse(500, { error: 'Internal Server Error', message: 'x' }) : jsonResponse(200, priced)),
    });
    renderApp('/app/my-benefits/1');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(t.loadFailed)).toBeTruthy();
    await userEvent.setup().click(within(alert).getByRole('button', { name: t.retry }));
    expect(await within(await table()).findByText('£64.80')).toBeTruthy();
  });

  it('says so when the answer has no options, and is not there for a benefit with one option', async () => {
    mockBenefitPage(levels, null, null, { [COMPARED]: jsonResponse(200, { startsOn: '2026-07-01', amount: null, options: [] }) });
    const view = renderApp('/app/my-benefits/1');
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(screen.queryByRole('table', { name: t.title })).toBeNull();
    view.unmount();

    const fetchMock = mockBenefitPage(medical, null);
    renderApp('/app/my-benefits/1');
    await screen.findByRole('heading', { level: 1, name: medical.name });
    expect(screen.queryByRole('heading', { name: t.title })).toBeNull();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('options-compared'))).toBe(false));
  });
});
