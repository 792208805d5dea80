import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveBlob } from '../../../ui/saveBlob.ts';
import { benefitScreenTexts as t, type Statement, type Statements } from '@portal/contracts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { answerWith, renderWithQuery } from '../../../test/renderApp.tsx';
import StatementPanel from './StatementPanel.tsx';

vi.mock('../../../ui/saveBlob.ts', () => ({ saveBlob: vi.fn() }));

const month = (n: number, name: string, employee: number, adjustment: Statement['adjustment'] = null): Statement => ({
  month: n,
  monthName: name,
  year: 2026,
  employeeContribution: employee,
  employerContribution: 40,
  adjustment,
  date: `2026-${String(n).padStart(2, '0')}-28`,
  status: 'paid',
});

function renderStatement(statements: Statement[], asked: URL[] = []) {
  const body: Statements = {
    groupCode: 'pmi',
    groupName: 'Private Medical Insurance',
    year: 2026,
    statements,
    totals: { employeeContribution: statements.reduce((sum, s) => sum + s.employeeContribution, 0), employerContribution: 40 * statements.length },
  };
  answerWith((url) => {
    if (url.pathname === '/api/benefit-group/pmi/contributions') return jsonResponse(200, body);
    if (url.pathname !== '/api/benefit-group/pmi/statement.pdf') return jsonResponse(404, {});
    asked.push(url);
    const headers = { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="pmi-statement.pdf"' };
    return new Response('%PDF-1.7', { status: 200, headers });
  });
  renderWithQuery(<StatementPanel data={{ groupCode: 'pmi', name: 'Private Medical Insurance', startDate: null }} close={vi.fn()} />);
}

describe('a statement', () => {
  it('downloads the whole year or one month as a PDF, and offers to print', async () => {
    const asked: URL[] = [];
    renderStatement([month(9, 'September', 64.8), month(10, 'October', 64.8)], asked);
    const download = await screen.findByRole('button', { name: t.statement.download });
    expect(screen.getByRole('button', { name: t.statement.print })).toBeTruthy();
    await userEvent.click(download);
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveBlob).mock.calls[0]![1]).toBe('pmi-statement.pdf');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ year: '2026' });
    await userEvent.selectOptions(screen.getByLabelText(t.statement.downloadFor), 'October 2026');
    await userEvent.click(screen.getByRole('button', { name: t.statement.download }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(2));
    expect(Object.fromEntries(asked[1]!.searchParams)).toEqual({ year: '2026', month: '10' });
  });

  it('says which months include money for earlier months, paid or refunded, the employee’s and the employer’s', async () => {
    renderStatement([
      month(9, 'September', 64.8),
      month(10, 'October', 84.8, { employee: 20, employer: 0 }),
      month(11, 'November', 52.58, { employee: -12.22, employer: -5 }),
    ]);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /October/ }).textContent).toContain('£84.80');
    expect(screen.getByText(t.statement.adjustmentsIntro)).toBeTruthy();
    expect(screen.getByText('October 2026 includes £20.00 for earlier months.')).toBeTruthy();
    expect(screen.getByText('November 2026 includes a refund of £12.22 for earlier months.')).toBeTruthy();
    expect(screen.getByText('Your employer’s payment for November 2026 is £5.00 lower to make up for earlier months.')).toBeTruthy();
    expect(screen.queryByText(/September 2026 includes/)).toBeNull();
  });

  it('stacks on a phone instead of cutting off its last columns: every value and total is labelled', async () => {
    renderStatement([month(9, 'September', 64.8), month(10, 'October', 64.8)]);
    const table = await screen.findByRole('table');
    // The card layout (DataTable `cards`): below 768 px each row is a card of 'Label: value' lines, nothing scrolls sideways.
    expect(table.classList.contains('cards')).toBe(true);
    const october = within(table).getByRole('row', { name: /October/ });
    expect(
      within(october)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual([t.statement.month, t.statement.year, t.statement.employee, t.statement.employer, t.statement.date, t.statement.status]);
    const totals = within(table).getByRole('row', { name: new RegExp(t.statement.total) });
    expect(within(totals).getByText('£129.60').getAttribute('data-label')).toBe(t.statement.employee);
    expect(within(totals).getByText('£80.00').getAttribute('data-label')).toBe(t.statement.employer);
  });

  it('adds no note when no month settles earlier ones', async () => {
    renderStatement([month(9, 'September', 64.8), month(10, 'October', 64.8)]);
    await screen.findByRole('table');
    expect(screen.queryByText(t.statement.adjustmentsIntro)).toBeNull();
  });
});
