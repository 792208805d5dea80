import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { approvalTexts as t, messages, type PendingRequest, type PendingRequests } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { renderApprovalsAt } from '../../../test/approvals.tsx';
import { jsonResponse } from '../../../test/fixtures.ts';
import { answerWith } from '../../../test/renderApp.tsx';
import { bodyOf } from '../../../test/renderWithPanels.tsx';

const CTW = 3;
const DENTAL = 9;
const ctwColumns = ['Bike and equipment value', 'Start date', 'Monthly cost'];
const dentalColumns = ['Level of cover', 'Start date', 'Monthly cost'];
const row = (selectionId: number, employeeName: string, benefitId: number, overrides: Partial<PendingRequest> = {}): PendingRequest => ({
  selectionId,
  employeeName,
  employeeNumber: `AC${selectionId}`,
  kind: 'new',
  reason: 'The benefit needs approval',
  requestedAt: '2026-11-25T15:40:00Z',
  orderValue: 100,
  fields:
    benefitId === CTW
      ? { 'Bike and equipment value': '£650.00', 'Start date': '1 December 2026', 'Monthly cost': '£54.17' }
      : { 'Level of cover': 'Individual', 'Start date': '1 December 2026', 'Monthly cost': '£12.50' },
  current: null,
  benefitId,
  benefitName: benefitId === CTW ? 'Cycle to Work' : 'Dental',
  ...overrides,
});

/** A fake server: the requests waiting, less those decided; `unchanged` ids are reported as no longer waiting. */
function fakeServer(unchanged: number[] = []) {
  let waiting = [
    row(41, 'Sam Taylor', CTW, { requestedAt: '2026-11-20T09:00:00Z' }),
    row(42, 'Alex Jones', CTW),
    row(43, 'Alex Jones', DENTAL, { employeeNumber: null }),
  ];
  const list = (benefitId: number | null): PendingRequests => {
    const benefits = [CTW, DENTAL]
      .map((id) => ({ id, rows: waiting.filter((r) => r.benefitId === id) }))
      .filter((b) => b.rows.length > 0)
      .map((b) => ({ benefitId: b.id, benefitName: b.rows[0]!.benefitName, provider: 'Provider', count: b.rows.length }));
    const name = benefitId === CTW ? 'Cycle to Work' : 'Dental';
    return {
      benefits,
      benefit: benefitId === null ? null : { benefitId, benefitName: name },
      columns:
        benefitId === CTW ? ctwColumns : benefitId === DENTAL ? dentalColumns : ['Level of cover', 'Bike and equipment value', 'Start date', 'Monthly cost'],
      data: waiting.filter((r) => benefitId === null || r.benefitId === benefitId),
    };
  };
  const fetchMock = answerWith((url, init) => {
    if (url.pathname === '/api/v2/scheme/selections/pending/requests') {
      const benefitId = url.searchParams.get('benefitId');
      return jsonResponse(200, list(benefitId === null ? null : Number(benefitId)));
    }
    if (url.pathname === '/api/v2/scheme/selections/status' && init?.method === 'PATCH') {
      const { selectionIds, approval } = bodyOf(init) as { selectionIds: number[]; approval: boolean };
      const changed = selectionIds.filter((id) => !unchanged.includes(id));
      waiting = waiting.filter((r) => !selectionIds.includes(r.selectionId));
      return jsonResponse(200, { approval, changed, unchanged: selectionIds.filter((id) => unchanged.includes(id)) });
    }
    return jsonResponse(404, { message: `No mock for ${url.pathname}` });
  });
  return fetchMock;
}

const renderAt = renderApprovalsAt;

const requestCalls = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname.endsWith('/pending/requests'));

afterEach(() => vi.unstubAllGlobals());

describe('the approvals list', { timeout: 20_000 }, () => {
  it('lists every benefit’s requests with the benefit, the employee number and the UK request date', async () => {
    fakeServer();
    renderAt(paths.app.approveSelections);
    const table = await screen.findByRole('table', { name: t.allCaption });
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: t.columns.benefit })).toBeTruthy();
    const sam = within(table)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes('Sam Taylor'))!;
    expect(sam.querySelector(`td[data-label="${t.columns.benefit}"]`)!.textContent).toBe('Cycle to Work');
    expect(sam.querySelector(`td[data-label="${t.columns.employeeNumber}"]`)!.textContent).toBe('AC41');
    expect(sam.querySelector(`td[data-label="${t.columns.requestedOn}"]`)!.textContent).toBe('20 November 2026');
    // The same person asking for two benefits: each tick names the benefit.
    expect(within(table).getByRole('checkbox', { name: t.selectRequest('Alex Jones', 'Cycle to Work') })).toBeTruthy();
    expect(within(table).getByRole('checkbox', { name: t.selectRequest('Alex Jones', 'Dental') })).toBeTruthy();
    const filter = screen.getByRole('combobox', { name: t.filter.label }) as HTMLSelectElement;
    expect(filter.value).toBe('');
    expect([...filter.options].map((o) => o.textContent)).toEqual([t.filter.all, t.filter.option('Cycle to Work', 2), t.filter.option('Dental', 1)]);
  });

  it('filters by benefit in the address: the call and the heading; back returns to every benefit; All benefits clears it', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeServer();
    const router = renderAt(paths.app.approveSelections);
    await screen.findByRole('table', { name: t.allCaption });
    await user.selectOptions(screen.getByRole('combobox', { name: t.filter.label }), t.filter.option('Dental', 1));
    expect(router.state.location.search).toBe(`?benefit=${DENTAL}`);
    const table = await screen.findByRole('table', { name: t.tableCaption('Dental') });
    expect(screen.getByRole('heading', { level: 1, name: messages.approvals.heading('Dental') })).toBeTruthy();
    expect(within(table).queryByText('Sam Taylor')).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: t.columns.benefit })).toBeNull();
    expect(within(table).getByRole('checkbox', { name: t.selectRow('Alex Jones') })).toBeTruthy();
    expect(requestCalls(fetchMock).at(-1)!.searchParams.get('benefitId')).toBe(String(DENTAL));

    // Back in the browser's history returns to every benefit.
    await router.navigate(-1);
    expect(await screen.findByRole('table', { name: t.allCaption })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: t.filter.label }), t.filter.option('Cycle to Work', 2));
    await screen.findByRole('table', { name: t.tableCaption('Cycle to Work') });
    await user.selectOptions(screen.getByRole('combobox', { name: t.filter.label }), t.filter.all);
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('table', { name: t.allCaption })).toBeTruthy();
  });

  it('opened with a filter in the address (a refresh, a bookmark) shows that benefit; a bad one shows every benefit', async () => {
    const fetchMock = fakeServer();
    renderAt(`${paths.app.approveSelections}?benefit=${CTW}`);
    expect(await screen.findByRole('table', { name: t.tableCaption('Cycle to Work') })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: t.filter.label }) as HTMLSelectElement).value).toBe(String(CTW));
    expect(requestCalls(fetchMock)[0]!.searchParams.get('benefitId')).toBe(String(CTW));
    vi.unstubAllGlobals();

    document.body.innerHTML = '';
    const again = fakeServer();
    renderAt(`${paths.app.approveSelections}?benefit=0x10`);
    expect(await screen.findByRole('table', { name: t.allCaption })).toBeTruthy();
    expect(requestCalls(again)[0]!.searchParams.has('benefitId')).toBe(false);
  });

  it('keeps the benefit page’s address working: it is the list narrowed to that benefit', async () => {
    fakeServer();
    const router = renderAt(`${paths.app.approveSelections}/${DENTAL}`);
    expect(await screen.findByRole('heading', { level: 1, name: messages.approvals.heading('Dental') })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.app.approveSelections);
    expect(router.state.location.search).toBe(`?benefit=${DENTAL}`);
  });

  it('after confirming says what happened in a polite status message, and the list shows what still waits', async () => {
    const user = userEvent.setup();
    fakeServer();
    const router = renderAt(paths.app.approveSelections);
    const table = await screen.findByRole('table', { name: t.allCaption });
    const status = screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite' && el.textContent === '')!;
    expect(status).toBeTruthy();

    await user.click(within(table).getByRole('checkbox', { name: t.selectRequest('Sam Taylor', 'Cycle to Work') }));
    await user.click(screen.getByRole('button', { name: t.approve }));
    const dialog = await screen.findByRole('dialog', { name: t.modalTitle.approve });
    await user.click(await within(dialog).findByRole('button', { name: t.approve }));
    await waitFor(() => expect(status.textContent).toBe('1 selection approved'));
    await waitFor(() => expect(screen.queryByText('Sam Taylor')).toBeNull());
    // The employer stays on the list.
    expect(router.state.location.pathname).toBe(paths.app.approveSelections);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Two rejected: the count and the word change.
    await user.click(within(screen.getByRole('table', { name: t.allCaption })).getByRole('checkbox', { name: t.selectAll }));
    await user.click(screen.getByRole('button', { name: t.reject }));
    const reject = await screen.findByRole('dialog', { name: t.modalTitle.reject });
    await user.click(await within(reject).findByRole('button', { name: t.reject }));
    await waitFor(() => expect(status.textContent).toBe('2 selections rejected'));
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });

  it('says so when some were no longer waiting, and clears the message when the filter changes', async () => {
    const user = userEvent.setup();
    fakeServer([42]);
    renderAt(paths.app.approveSelections);
    const table = await screen.findByRole('table', { name: t.allCaption });
    await user.click(within(table).getByRole('checkbox', { name: t.selectRequest('Sam Taylor', 'Cycle to Work') }));
    await user.click(within(table).getByRole('checkbox', { name: t.selectRequest('Alex Jones', 'Cycle to Work') }));
    await user.click(screen.getByRole('button', { name: t.approve }));
    const dialog = await screen.findByRole('dialog', { name: t.modalTitle.approve });
    await user.click(await within(dialog).findByRole('button', { name: t.approve }));
    expect(await screen.findByText('1 selection approved')).toBeTruthy();
    expect(screen.getByText(t.notDecided(1))).toBeTruthy();
    expect(t.notDecided(1)).toBe('1 selection was no longer awaiting approval and did not change.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.selectOptions(screen.getByRole('combobox', { name: t.filter.label }), t.filter.option('Dental', 1));
    await screen.findByRole('table', { name: t.tableCaption('Dental') });
    expect(screen.queryByText('1 selection approved')).toBeNull();
  });
});

describe('the decision texts', () => {
  it('count the selections the server changed', () => {
    expect(t.decided(true, 1)).toBe('1 selection approved');
    expect(t.decided(true, 3)).toBe('3 selections approved');
    expect(t.decided(false, 2)).toBe('2 selections rejected');
    expect(t.decided(true, 1000)).toBe('1,000 selections approved');
    expect(t.decided(false, 0)).toBe('No selections rejected');
  });
});
