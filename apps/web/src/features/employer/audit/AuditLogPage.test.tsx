import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { auditTexts as t, ownTexts, pagerTexts, type AuditEntry, type AuditLog } from '@portal/contracts';
import { useSession } from '../../../stores/session.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { answerWith, renderWithQuery } from '../../../test/renderApp.tsx';
import { AuditLogPage } from './AuditLogPage.tsx';

const priya = { id: 3, name: 'Priya Shah' };
const entry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  createdAt: '2026-03-30T23:30:00Z',
  client: { id: 7, name: 'Acme Retail' },
  actor: priya,
  subject: { id: 9, name: 'Sam Taylor' },
  action: 'selections.approved',
  details: { benefitName: 'Cycle to Work', amount: 1500, monthly: 125 },
  version: 1,
  statusCode: 200,
  ...over,
});
const page = (data: AuditEntry[], currentPage = 1, total = data.length): AuditLog => ({
  data,
  currentPage,
  lastPage: Math.max(1, Math.ceil(total / 10)),
  perPage: 10,
  total,
});

/** Where the page is: its filters live in the address. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderPage(answer: (url: URL) => Response, path = '/app/dashboard/audit-log') {
  const fetchMock = answerWith(answer);
  useSession.setState({ user: { clientId: 7 } as never });
  renderWithQuery(
    <>
      <AuditLogPage />
      <Address />
    </>,
    path,
  );
  return fetchMock;
}
const logCalls = (fetchMock: ReturnType<typeof answerWith>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/client/7/audit-log');
const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ user: null });
});

describe('the audit log page', { timeout: 20_000 }, () => {
  it('reads each entry as who did what to whom, on the UK clock', async () => {
    renderPage(() =>
      jsonResponse(
        200,
        page([
          entry(2, {
            action: 'impersonation.write',
            actor: { id: 1, name: 'Ada Admin' },
            details: { request: 'PATCH /api/user/profile', fields: ['preferredName'] },
            createdAt: '2026-04-04T12:00:00Z',
          }),
          entry(1),
        ]),
      ),
    );
    const table = await screen.findByRole('table', { name: t.caption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['4 Apr 2026, 13:00', 'Ada Admin', 'Sam Taylor', "Ada Admin (as Sam Taylor) changed Sam Taylor's profile: preferred name"],
      ['31 Mar 2026, 00:30', 'Priya Shah', 'Sam Taylor', "Priya Shah approved Sam Taylor's Cycle to Work request (£1,500.00, £125.00 a month)"],
    ]);
    expect(screen.getByRole('link', { name: ownTexts.dashboardTitle })).toBeTruthy();
  });

  it('sends the filters from the address, a search once typing stops, and starts again from page 1', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage(
      (url) => jsonResponse(200, page([entry(Number(url.searchParams.get('page') ?? 1))], Number(url.searchParams.get('page') ?? 1), 25)),
      '/app/dashboard/audit-log?action=selections.rejected&page=2',
    );
    expect(await screen.findByText(pagerTexts.pageOf(2, 3))).toBeTruthy();
    expect((screen.getByLabelText(t.action) as HTMLSelectElement).value).toBe('selections.rejected');
    expect(Object.fromEntries(logCalls(fetchMock)[0]!.searchParams)).toEqual({ action: 'selections.rejected', page: '2' });

    const before = logCalls(fetchMock).length;
    await user.type(screen.getByLabelText(t.subject), 'sam');
    await waitFor(() => expect(logCalls(fetchMock).at(-1)!.searchParams.get('subject')).toBe('sam'));
    expect(Object.fromEntries(logCalls(fetchMock).at(-1)!.searchParams)).toEqual({ action: 'selections.rejected', subject: 'sam', page: '1' });
    // The typing was sent once, when it stopped (page 1 was asked for at once, before it).
    expect(
      logCalls(fetchMock)
        .slice(before)
        .map((url) => url.searchParams.get('subject')),
    ).toEqual([null, 'sam']);
    expect(address().get('subject')).toBe('sam');
    expect(address().has('page')).toBe(false);

    fireEvent.change(screen.getByLabelText(t.from), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(logCalls(fetchMock).at(-1)!.searchParams.get('from')).toBe('2026-03-31'));
    await user.click(screen.getByRole('button', { name: pagerTexts.next }));
    await waitFor(() => expect(logCalls(fetchMock).at(-1)!.searchParams.get('page')).toBe('2'));
    expect(address().get('page')).toBe('2');
  });

  it('shows an end before the start beside the field and asks for nothing until it is put right', async () => {
    const fetchMock = renderPage(() => jsonResponse(200, page([entry(1)])), '/app/dashboard/audit-log?from=2026-04-02');
    await screen.findByRole('table', { name: t.caption });
    const calls = logCalls(fetchMock).length;
    const to = screen.getByLabelText(t.to);
    fireEvent.change(to, { target: { value: '2026-04-01' } });
    expect(await screen.findByText(t.toBeforeFrom)).toBeTruthy();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('table', { name: t.caption })).toBeNull();
    expect((screen.getByRole('button', { name: t.downloadCsv }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(to, { target: { value: '2026-04-03' } });
    await screen.findByRole('table', { name: t.caption });
    expect(
      logCalls(fetchMock)
        .slice(calls)
        .map((url) => url.searchParams.get('to')),
    ).toEqual(['2026-04-03']);
  });

  it('downloads the same filter as CSV', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage(
      (url) =>
        url.pathname.endsWith('/download') ? new Response('When\n', { status: 200, headers: { 'content-type': 'text/csv' } }) : jsonResponse(200, page([])),
      '/app/dashboard/audit-log?actor=priya&action=upload.applied',
    );
    expect(await screen.findByText(t.noMatches)).toBeTruthy();
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await user.click(screen.getByRole('button', { name: t.downloadCsv }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const download = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).find((url) => url.pathname.endsWith('/download'))!;
    expect(download.pathname).toBe('/api/client/7/audit-log/download');
    expect(Object.fromEntries(download.searchParams)).toEqual({ actor: 'priya', action: 'upload.applied' });
  });

  it('says when it cannot load', async () => {
    renderPage(() => jsonResponse(500, { error: 'Internal Server Error', message: 'x' }));
    expect(await screen.findByText(t.loadFailed)).toBeTruthy();
  });
});
