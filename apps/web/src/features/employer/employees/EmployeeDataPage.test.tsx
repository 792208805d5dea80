import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { employeeDataTexts as t, type EmployeeList, type EmployeeRow } from '@portal/contracts';
import { useSession } from '../../../stores/session.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { answerWith, renderWithQuery } from '../../../test/renderApp.tsx';
import { EmployeeDataPage } from './EmployeeDataPage.tsx';

const person = (id: number, over: Partial<EmployeeRow> = {}): EmployeeRow => ({
  id,
  employeeNumber: `AC${id}`,
  firstName: 'Sam',
  surname: `Taylor${id}`,
  email: `p${id}@acme.test`,
  location: 'Leeds',
  grade: null,
  employmentStatus: 'active',
  registered: true,
  registeredAt: null,
  lastLoginAt: null,
  mfaEnabled: false,
  ...over,
});
const everyone: EmployeeList = {
  data: [person(1), person(2, { firstName: 'Lee', employmentStatus: 'left' }), person(3, { firstName: 'Ivy', employmentStatus: 'inactive' })],
  currentPage: 1,
  lastPage: 13,
  perPage: 10,
  total: 129,
  totalEmployees: 129,
  totalRegisteredEmployees: 100,
  percentageRegistered: 77.5,
  statusCounts: { active: 120, inactive: 3, left: 6 },
};

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderPage(path = '/app/employee-data/') {
  const fetchMock = answerWith((url) =>
    url.pathname === '/api/v2/client/7/employees' ? jsonResponse(200, everyone) : jsonResponse(404, { error: 'Not Found', message: url.pathname }),
  );
  useSession.setState({ user: { clientId: 7 } as never });
  renderWithQuery(
    <>
      <EmployeeDataPage />
      <Address />
    </>,
    path,
  );
  return fetchMock;
}
const listCalls = (fetchMock: ReturnType<typeof answerWith>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/v2/client/7/employees');

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ user: null });
});

describe('the employee data page (issue 26 item 9)', { timeout: 20_000 }, () => {
  it('shows each person’s employment status in words, leavers included', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: t.caption });
    expect(within(table).getByRole('columnheader', { name: t.columns.status })).toBeTruthy();
    const lee = within(table).getByRole('row', { name: /Lee Taylor2/ });
    expect(within(lee).getByText(t.statuses.left)).toBeTruthy();
    expect(within(within(table).getByRole('row', { name: /Ivy Taylor3/ })).getByText(t.statuses.inactive)).toBeTruthy();
  });

  it('offers a status filter whose counts add up to "Employees", kept in the address', async () => {
    const fetchMock = renderPage();
    const status = await screen.findByRole('combobox', { name: t.statusFilter });
    await waitFor(() => expect(within(status).getByRole('option', { name: t.statusChoice(t.statuses.left, 6) })).toBeTruthy());
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([t.filterAll, 'Active (120)', 'Inactive (3)', 'Left (6)']);
    await userEvent.selectOptions(status, 'left');
    expect(new URLSearchParams(screen.getByTestId('address').textContent ?? '').get('status')).toBe('left');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.searchParams.get('filter[employment_status]')).toBe('left'));
  });

  it('opens on the search, filter, sort and page the address holds', async () => {
    const fetchMock = renderPage('/app/employee-data/?search=taylor&status=left&sort=email&range=desc&page=2');
    expect(await screen.findByRole('table', { name: t.caption })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: t.search }) as HTMLInputElement).value).toBe('taylor');
    expect((screen.getByRole('combobox', { name: t.statusFilter }) as HTMLSelectElement).value).toBe('left');
    const sent = listCalls(fetchMock)[0]!.searchParams;
    expect(Object.fromEntries(sent)).toEqual({ search: 'taylor', 'filter[employment_status]': 'left', sort_by: 'email', range: 'desc', page: '2' });
  });
});
