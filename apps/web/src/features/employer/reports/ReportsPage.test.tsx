import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { benefitsInKindTexts, messages, pensionContributionsTexts, reportTexts as t, type Report, type ReportList } from '@portal/contracts';
import { useSession } from '../../../stores/session.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { answerWith, renderWithQuery } from '../../../test/renderApp.tsx';
import { ReportsPage } from './ReportsPage.tsx';

const report = (overrides: Partial<Report>): Report => ({
  id: 1,
  kind: 'payroll',
  status: 'ready',
  year: 2026,
  month: 11,
  timestamp: '2026-11-01',
  label: 'November 2026',
  providerName: null,
  closedDate: null,
  closed_year: null,
  lineCount: 3,
  rowCount: 3,
  changesRowCount: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  finishedAt: '2026-11-20T10:00:01.000Z',
  version: 1,
  latest: true,
  generatedAt: '2026-11-20T10:00:01.000Z',
  asOf: '2026-11-20T10:00:01.000Z',
  downloadedAt: null,
  closed: false,
  final: false,
  outOfDate: null,
  sinceDownload: null,
  ...overrides,
});

/** The text of what describes a control: its hint and its error line. */
const describedText = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function renderPage(answer: (url: URL, init?: RequestInit) => Response) {
  const fetchMock = answerWith(answer);
  useSession.setState({ user: { clientId: 7 } as never });
  renderWithQuery(<ReportsPage />);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ user: null });
});

describe('reports page', { timeout: 20_000 }, () => {
  it('lists reports with their state, downloads only ready ones, and zips the ticked ones', async () => {
    const user = userEvent.setup();
    const list: ReportList = {
      data: [
        report({}),
        report({ id: 2, kind: 'provider', label: 'Bupa - November 2026', providerName: 'Bupa' }),
        report({ id: 3, kind: 'life-event', status: 'generating' }),
      ],
      providers: ['Bupa'],
      pensions: [],
      today: '2026-11-20',
    };
    const fetchMock = renderPage((url) =>
      url.pathname.endsWith('/reports') ? jsonResponse(200, list) : new Response('a,b\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    const table = await screen.findByRole('table', { name: t.listCaption });
    expect(within(table).getByText(t.statuses.generating)).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /as CSV$/ })).toHaveLength(2);
    expect(screen.getByText(t.payrollLayoutsNote)).toBeTruthy();
    const zip = screen.getByRole('button', { name: t.downloadSelected }) as HTMLButtonElement;
    expect(zip.disabled).toBe(true);
    expect((screen.getByRole('checkbox', { name: t.selectRow('Life-event report November 2026') }) as HTMLInputElement).disabled).toBe(true);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await user.click(screen.getByRole('checkbox', { name: t.selectRow('Payroll report November 2026') }));
    await user.click(screen.getByRole('checkbox', { name: t.selectRow('Provider report Bupa - November 2026') }));
    expect(screen.getByText(t.selectedCount(2))).toBeTruthy();
    await user.click(zip);
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/client/7/reports/download-multiple?ids=1%2C2'))).toBe(true),
    );
  });

  it('offers to try again when the list fails to load, and says nothing of payroll layouts without a payroll report', async () => {
    const user = userEvent.setup();
    let failures = 1;
    renderPage(() =>
      failures-- > 0
        ? jsonResponse(500, { error: 'Internal Server Error', message: 'Something went wrong' })
        : jsonResponse(200, {
            data: [report({ kind: 'life-event', label: 'October 2026' })],
            providers: [],
            pensions: [],
            today: '2026-11-20',
          } satisfies ReportList),
    );
    expect(await screen.findByText(t.loadFailed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByRole('table', { name: t.listCaption })).toBeTruthy();
    expect(screen.queryByText(t.loadFailed)).toBeNull();
    expect(screen.queryByText(t.payrollLayoutsNote)).toBeNull();
  });

  it('says so when there are no reports, and shows field errors of a refused request', async () => {
    const user = userEvent.setup();
    renderPage((url, init) =>
      init?.method === 'POST'
        ? jsonResponse(400, { error: 'Bad Request', message: 'Please correct the highlighted fields', errors: { year: t.badYear } })
        : jsonResponse(200, { data: [], providers: [], pensions: [], today: '2026-11-20' } satisfies ReportList),
    );
    expect(await screen.findByText(t.empty)).toBeTruthy();
    const year = screen.getByLabelText(t.yearField);
    await user.clear(year);
    // A year the form's own check lets through, so that the answer shown is the server's refusal.
    await user.type(year, '2027');
    await user.click(screen.getByRole('button', { name: t.ask }));
    await vi.waitFor(() => expect(describedText(year)).toContain(t.badYear));
  });

  it('lists what is wrong in an error summary that takes the focus, and says a failed request above the form', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage((url, init) =>
      init?.method === 'POST'
        ? jsonResponse(500, { error: 'Internal Server Error', message: 'Something went wrong' })
        : jsonResponse(200, { data: [], providers: [], pensions: [], today: '2026-11-20' } satisfies ReportList),
    );
    expect(await screen.findByText(t.empty)).toBeTruthy();
    const year = screen.getByLabelText(t.yearField);
    await user.clear(year);
    await user.type(year, '1850');
    await user.click(screen.getByRole('button', { name: t.ask }));
    const summary = await screen.findByRole('alert', { name: messages.generic.correctBelow });
    expect(document.activeElement).toBe(summary);
    expect(within(summary).getByRole('link', { name: t.badYear }).getAttribute('href')).toBe(`#${year.id}`);
    expect(describedText(year)).toContain(t.badYear);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(year);
    await user.type(year, '2026');
    await user.click(screen.getByRole('button', { name: t.ask }));
    expect(within(await screen.findByRole('alert')).getByText(t.payrollFailed)).toBeTruthy();
    expect(screen.queryByRole('alert', { name: messages.generic.correctBelow })).toBeNull();
  });

  it('shows each version with when it was generated and what changed since the last download, and generates an open month again', async () => {
    const user = userEvent.setup();
    const december = { month: 12, timestamp: '2026-12-01', label: 'December 2026' };
    const list: ReportList = {
      data: [
        report({
          ...december,
          id: 5,
          version: 2,
          generatedAt: '2026-11-25T15:40:00.000Z',
          asOf: '2026-11-25T15:40:00.000Z',
          outOfDate: { changes: 2, since: '2026-11-25T15:40:00.000Z' },
          sinceDownload: { version: 1, new: 1, changed: 0, stopped: 0 },
        }),
        report({ ...december, id: 4, version: 1, latest: false, generatedAt: '2026-11-24T09:05:00.000Z', downloadedAt: '2026-11-24T09:10:00.000Z' }),
        report({ id: 3, month: 10, timestamp: '2026-10-01', label: 'October 2026', closed: true, final: true, asOf: '2026-10-20T23:00:00.000Z' }),
      ],
      providers: [],
      pensions: [],
      today: '2026-11-25',
    };
    let reads = 0;
    const fetchMock = renderPage((url, init) => {
      if (init?.method === 'POST') return jsonResponse(200, { report: report({ ...december, id: 6, version: 3, status: 'generating', generatedAt: null }) });
      reads += 1;
      return jsonResponse(200, list);
    });
    const table = await screen.findByRole('table', { name: t.listCaption });
    expect(within(table).getByText('Version 2')).toBeTruthy();
    expect(within(table).getByText('Generated 25 Nov 2026 at 15:40')).toBeTruthy();
    expect(within(table).getByText('Out of date: 2 changes since 25 Nov 15:40')).toBeTruthy();
    expect(within(table).getByText('Since version 1 was downloaded: 1 new, 0 changed, 0 stopped')).toBeTruthy();
    expect(within(table).getByText('Generated 24 Nov 2026 at 09:05')).toBeTruthy();
    expect(within(table).getAllByText(t.closed)).toHaveLength(1);
    // Only the newest version of an open month is generated again: not the older version, nor closed October.
    const buttons = within(table).getAllByRole('button', { name: /^Generate again: / });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([t.generateAgainOf('Payroll report December 2026 (Version 2)')]);
    expect(buttons[0]!.textContent).toBe(t.generateAgain);
    expect(within(table).getByRole('button', { name: t.downloadAs(t.csv, 'Payroll report December 2026') })).toBeTruthy();
    await user.click(buttons[0]!);
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([input, init]) => init?.method === 'POST' && String(input).endsWith('/api/client/7/reports/5/versions'))).toBe(true),
    );
    await vi.waitFor(() => expect(reads).toBe(2));
  });

  it('says why a closed month is not generated again', async () => {
    const user = userEvent.setup();
    const refusal = "November 2026 is closed: its payroll was fixed on 20 November 2026. Changes made since are in December 2026's report as arrears.";
    renderPage((url, init) =>
      init?.method === 'POST'
        ? jsonResponse(409, { error: 'Conflict', message: refusal })
        : jsonResponse(200, { data: [report({ closed: true, final: false })], providers: [], pensions: [], today: '2026-11-25' } satisfies ReportList),
    );
    const table = await screen.findByRole('table', { name: t.listCaption });
    expect(within(table).getByText(t.closed)).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: t.generateAgainOf('Payroll report November 2026') }));
    expect(within(await screen.findByRole('alert')).getByText(refusal)).toBeTruthy();
  });

  it('shows each ready report\'s row count, "No changes this month" when empty, and downloads every provider\'s file of a month as one zip', async () => {
    const user = userEvent.setup();
    const provider = { kind: 'provider' as const, month: 10, timestamp: '2026-10-01' };
    const list: ReportList = {
      data: [
        report({ ...provider, id: 1, label: 'Northstar Health - October 2026', providerName: 'Northstar Health', rowCount: 2, changesRowCount: 0 }),
        report({ ...provider, id: 2, label: 'SmileWell - October 2026', providerName: 'SmileWell', rowCount: 13, changesRowCount: 3 }),
        report({ ...provider, id: 3, label: 'FitLife Gyms - October 2026', providerName: 'FitLife Gyms', rowCount: 0, changesRowCount: 0 }),
        report({ id: 4, kind: 'life-event', label: 'October 2026', rowCount: 0 }),
        report({ id: 5, rowCount: 1 }),
        report({ id: 6, month: 12, timestamp: '2026-12-01', label: 'December 2026', status: 'generating', rowCount: 0, generatedAt: null }),
      ],
      providers: ['FitLife Gyms', 'Northstar Health', 'SmileWell'],
      pensions: [],
      today: '2026-11-20',
    };
    const fetchMock = renderPage((url) =>
      url.pathname.endsWith('/reports') ? jsonResponse(200, list) : new Response('PK', { status: 200, headers: { 'content-type': 'application/zip' } }),
    );
    const table = await screen.findByRole('table', { name: t.listCaption });
    const rowOf = (name: string) => screen.getByRole('checkbox', { name: t.selectRow(name) }).closest('tr')!;
    expect(within(rowOf('Provider report Northstar Health - October 2026')).getByText('2 rows')).toBeTruthy();
    expect(within(rowOf('Provider report Northstar Health - October 2026')).getByText(t.noChanges)).toBeTruthy();
    expect(within(rowOf('Provider report SmileWell - October 2026')).getByText('13 rows')).toBeTruthy();
    expect(within(rowOf('Provider report SmileWell - October 2026')).getByText('Changes only: 3 rows')).toBeTruthy();
    expect(within(rowOf('Provider report FitLife Gyms - October 2026')).getAllByText(t.noChanges)).toHaveLength(1);
    expect(within(rowOf('Life-event report October 2026')).getByText(t.noChanges)).toBeTruthy();
    expect(within(rowOf('Payroll report November 2026')).getByText('1 row')).toBeTruthy();
    // Northstar's changes, FitLife's and the life events; a report still generating has no count yet.
    expect(within(table).getAllByText(t.noChanges)).toHaveLength(3);
    expect(within(rowOf('Payroll report December 2026')).queryByText(/rows?$/)).toBeNull();

    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const zips = within(rowOf('Provider report SmileWell - October 2026')).getAllByRole('button', { name: /^All providers.*\(zip\): every provider report/ });
    expect(zips.map((b) => b.textContent)).toEqual([t.allProvidersZip, t.allProvidersChangesZip]);
    await user.click(within(table).getAllByRole('button', { name: t.downloadAllProviders('October 2026', true) })[0]!);
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) =>
          String(input).includes('/api/client/7/reports/providers/download?year=2026&month=10&format=csv&variant=changes'),
        ),
      ).toBe(true),
    );
  });

  it('downloads a tax year’s benefits in kind, from the tax year the server’s day is in back five years (issue 38)', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage((url) =>
      url.pathname.endsWith('/reports')
        ? jsonResponse(200, { data: [], providers: [], pensions: [], today: '2027-04-05' } satisfies ReportList)
        : new Response('a,b\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    const b = benefitsInKindTexts;
    const section = await screen.findByRole('region', { name: b.heading });
    const year = within(section).getByLabelText(b.yearField) as HTMLSelectElement;
    // 5 April 2027 is still in 2026-27.
    expect(year.value).toBe('2026');
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([2026, 2025, 2024, 2023, 2022, 2021].map(b.yearOption));
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await user.selectOptions(year, '2025');
    await user.click(within(section).getByRole('button', { name: b.downloadOf('XLSX', 2025) }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/client/7/reports/benefits-in-kind?year=2025&format=xlsx'))).toBe(true),
    );
  });

  it('downloads a pension’s PAPDIS file of a payroll month, shown only when the client has a pension (issue 38)', async () => {
    const user = userEvent.setup();
    const pensions = [{ benefitId: 9, name: 'Workplace Pension', schemeYear: 2026 }];
    const fetchMock = renderPage((url) =>
      url.pathname.endsWith('/reports')
        ? jsonResponse(200, { data: [], providers: [], pensions, today: '2026-11-20' } satisfies ReportList)
        : new Response('a,b\n', { status: 200, headers: { 'content-type': 'text/csv' } }),
    );
    const p = pensionContributionsTexts;
    const section = await screen.findByRole('region', { name: p.heading });
    expect((within(section).getByLabelText(p.benefitField) as HTMLSelectElement).value).toBe('9');
    const month = within(section).getByLabelText(p.monthField) as HTMLSelectElement;
    expect(month.value).toBe('2026-11-01');
    expect(within(month).getAllByRole('option')[0]!.textContent).toBe('December 2026');
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await user.selectOptions(month, '2026-10-01');
    await user.click(within(section).getByRole('button', { name: p.download }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/client/7/reports/pension-contributions?benefit=9&month=2026-10-01'))).toBe(
        true,
      ),
    );
  });

  it('shows no PAPDIS section without a pension', async () => {
    renderPage(() => jsonResponse(200, { data: [], providers: [], pensions: [], today: '2026-11-20' } satisfies ReportList));
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(screen.queryByRole('region', { name: pensionContributionsTexts.heading })).toBeNull();
  });

  it('asks for every provider\'s report of a month with "All providers"', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage((url, init) =>
      init?.method === 'POST'
        ? jsonResponse(200, { reports: [report({ kind: 'provider', providerName: 'Bupa', label: 'Bupa - November 2026', status: 'generating' })] })
        : jsonResponse(200, { data: [], providers: ['Bupa', 'Denplan'], pensions: [], today: '2026-11-20' } satisfies ReportList),
    );
    expect(await screen.findByText(t.empty)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText(t.kindField), 'provider');
    const provider = screen.getByLabelText(t.providerField) as HTMLSelectElement;
    expect([...provider.options].map((o) => o.textContent)).toEqual([t.allProviders, 'Bupa', 'Denplan']);
    await user.selectOptions(provider, t.allProviders);
    await user.click(screen.getByRole('button', { name: t.ask }));
    expect(await screen.findByText(t.askedAllProviders('November 2026'))).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toContain('/api/client/7/reports/providers');
    expect(JSON.parse(String(post[1]!.body))).toEqual({ year: 2026, month: 11 });
  });

  it("starts the form on the month of the server's day, whatever the browser's clock says", async () => {
    renderPage(() => jsonResponse(200, { data: [], providers: [], pensions: [], today: '2031-03-31' } satisfies ReportList));
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect((screen.getByLabelText(t.monthField) as HTMLSelectElement).value).toBe('3');
    expect((screen.getByLabelText(t.yearField) as HTMLInputElement).value).toBe('2031');
  });
});
