import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { niSavingTexts as t, type NiSaving } from '@portal/contracts';
import { saveBlob } from '../../../ui/saveBlob.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { answerWith, renderWithQuery } from '../../../test/renderApp.tsx';
import { NiSavingCard } from './NiSavingCard.tsx';

vi.mock('../../../ui/saveBlob.ts', () => ({ saveBlob: vi.fn() }));

const URL_PATH = '/api/client/5/employer-ni-saving';
/** The server's figures of the example: £100 a month from £50,900 saves £15.00, and £143 from £5,600 £7.50. */
const december: NiSaving = {
  month: '2026-12-01',
  currentMonth: '2026-12-01',
  taxYear: '2026-27',
  saving: 22.5,
  sacrificed: 243,
  people: 2,
  salaryNotHeld: 1,
  benefits: [
    { name: 'Cycle to Work', people: 2, sacrificed: 200, saving: 20.24 },
    { name: 'Childcare Vouchers', people: 1, sacrificed: 43, saving: 2.26 },
  ],
};
const none = (month: string): NiSaving => ({ ...december, month, saving: 0, sacrificed: 0, people: 0, salaryNotHeld: 0, benefits: [] });

/** The month's total line: the amount, then the month in a quieter style. */
const totalLine = (text: string) => screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === text);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(saveBlob).mockClear();
});

/** The card over a fake API answering `answer(month)` for each month asked (undefined: the current one); the URLs asked. */
function setUp(answer: (month: string | undefined) => Response) {
  const asked: URL[] = [];
  answerWith((url) => {
    asked.push(url);
    if (url.pathname === `${URL_PATH}/download`) {
      const headers = { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="employer-ni-saving-2026-12.csv"' };
      return new Response('\ufeffEmployee number', { status: 200, headers });
    }
    if (url.pathname !== URL_PATH) return jsonResponse(404, { error: 'Not Found', message: 'Not found' });
    return answer(url.searchParams.get('month') ?? undefined);
  });
  renderWithQuery(
    <ul>
      <NiSavingCard clientId={5} />
    </ul>,
  );
  return asked;
}

describe('the employer NI saving card', () => {
  it("shows the month's total, who gives up what, the salaries not held, and the saving by benefit with its total", async () => {
    setUp(() => jsonResponse(200, december));
    expect(screen.getByRole('heading', { name: t.tile })).toBeTruthy();
    expect(screen.getByText(t.loading)).toBeTruthy();
    expect(await totalLine('£22.50 in December 2026')).toBeTruthy();
    expect(screen.getByText('2 people give up £243.00 of salary a month, at the 2026-27 rates.')).toBeTruthy();
    expect(screen.getByText('We do not hold the salary of 1 person with a salary sacrifice in force, so their saving is not counted.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Employer NI saved by benefit, December 2026' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Benefit', 'People', 'Sacrificed a month', 'Employer NI saved'],
      ['Cycle to Work', '2', '£200.00', '£20.24'],
      ['Childcare Vouchers', '1', '£43.00', '£2.26'],
      ['Total', '2', '£243.00', '£22.50'],
    ]);
  });

  it('says one person in the singular and leaves the note out when every salary is held', async () => {
    setUp(() => jsonResponse(200, { ...december, saving: 15, sacrificed: 100, people: 1, salaryNotHeld: 0, benefits: [december.benefits[0]!] }));
    expect(await totalLine('£15.00 in December 2026')).toBeTruthy();
    expect(screen.getByText('1 person gives up £100.00 of salary a month, at the 2026-27 rates.')).toBeTruthy();
    expect(screen.queryByText(/We do not hold the salary/)).toBeNull();
  });

  it('says when no salary sacrifice is in force, this month or another chosen, and asks for the month chosen', async () => {
    const asked = setUp((month) => jsonResponse(200, none(month ?? '2026-12-01')));
    expect(await screen.findByText(t.none('2026-12-01', true))).toBeTruthy();
    expect(screen.getByText('No salary sacrifice in force this month.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: t.download })).toBeNull();
    const select = screen.getByLabelText(t.month) as HTMLSelectElement;
    // The next month, then the current one and the eleven before it.
    expect([...select.options].map((o) => o.value)).toHaveLength(13);
    expect(select.options[0]!.textContent).toBe('January 2027');
    expect(select.value).toBe('2026-12-01');
    await userEvent.selectOptions(select, 'October 2026');
    expect(await screen.findByText('No salary sacrifice in force in October 2026.')).toBeTruthy();
    expect(asked.map((url) => url.searchParams.get('month'))).toEqual([null, '2026-10-01']);
  });

  it('downloads the month shown as CSV', async () => {
    const asked = setUp(() => jsonResponse(200, december));
    await userEvent.click(await screen.findByRole('button', { name: t.download }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveBlob).mock.calls[0]![1]).toBe('employer-ni-saving-2026-12.csv');
    const download = asked.find((url) => url.pathname.endsWith('/download'))!;
    expect(Object.fromEntries(download.searchParams)).toEqual({ month: '2026-12-01' });
  });

  it('says so when the figures cannot be loaded', async () => {
    setUp(() => jsonResponse(500, { error: 'Internal Server Error', message: 'Something went wrong' }));
    expect(await screen.findByText(t.loadFailed)).toBeTruthy();
  });
});
