import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { jsonResponse } from '../../test/fixtures.ts';
import { adminTexts } from './texts.ts';
import { UserSearch } from './UserSearch.tsx';

const person = (id: number) => ({
  id,
  name: `Person ${id}`,
  email: `person${id}@acme.test`,
  userType: 'employee',
  employmentStatus: 'active',
  activated: true,
});

/** A fake people list of 23 (three pages of ten), searched by e-mail like the server does. */
function stubPeople() {
  const everyone = Array.from({ length: 23 }, (_, i) => person(i + 1));
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/masquerade/employer/1/3') return jsonResponse(200, { url: 'http://acme.localhost/sso-login/msq/msq_x/2026' });
    const search = url.searchParams.get('search') ?? '';
    const page = Number(url.searchParams.get('page') ?? '1');
    const matches = everyone.filter((p) => p.email.includes(search));
    const lastPage = Math.max(1, Math.ceil(matches.length / 10));
    return jsonResponse(200, { data: matches.slice((page - 1) * 10, page * 10), currentPage: page, lastPage, perPage: 10, total: matches.length });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderSearch(path = '/app/admin/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <UserSearch clientId={1} clientName="Acme Retail" />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const address = () => new URLSearchParams(screen.getByTestId('address').textContent ?? '');

const rows = () =>
  within(screen.getByRole('table', { name: adminTexts.usersCaption('Acme Retail') }))
    .getAllByRole('row')
    .slice(1);

describe('admin user search', { timeout: 20_000 }, () => {
  it('pages through the people and starts again from page 1 on a new search (debounced)', async () => {
    const user = userEvent.setup();
    const fetchMock = stubPeople();
    renderSearch();
    expect(await screen.findByText('Person 1')).toBeTruthy();
    expect(rows()).toHaveLength(10);
    expect(screen.getByText(adminTexts.pageOf(1, 3))).toBeTruthy();
    expect((screen.getByRole('button', { name: adminTexts.previous }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: adminTexts.next }));
    expect(await screen.findByText('Person 11')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: adminTexts.next }));
    expect(await screen.findByText('Person 21')).toBeTruthy();
    expect(rows()).toHaveLength(3);
    expect((screen.getByRole('button', { name: adminTexts.next }) as HTMLButtonElement).disabled).toBe(true);

    const callsBefore = fetchMock.mock.calls.length;
    await user.type(screen.getByLabelText(adminTexts.search), 'person2');
    await waitFor(() => expect(screen.getByText(adminTexts.pageOf(1, 1))).toBeTruthy());
    // person2, person20..23: one page; the typing was debounced into one call.
    expect(rows().map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual([
      'person2@acme.test',
      'person20@acme.test',
      'person21@acme.test',
      'person22@acme.test',
      'person23@acme.test',
    ]);
    const searches = fetchMock.mock.calls.slice(callsBefore).map(([input]) => new URL(String(input), 'http://localhost').searchParams);
    expect(searches.map((s) => [s.get('search'), s.get('page')])).toEqual([['person2', '1']]);
  });

  it('keeps search and page in the address, and opens on what the address holds (issue 26 item 9)', async () => {
    const user = userEvent.setup();
    const fetchMock = stubPeople();
    renderSearch('/app/admin/?usersSearch=person&usersPage=3&page=2');
    expect(await screen.findByText('Person 21')).toBeTruthy();
    expect((screen.getByLabelText(adminTexts.search) as HTMLInputElement).value).toBe('person');
    const first = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost').searchParams;
    expect([first.get('search'), first.get('page')]).toEqual(['person', '3']);
    await user.click(screen.getByRole('button', { name: adminTexts.previous }));
    expect(await screen.findByText('Person 11')).toBeTruthy();
    expect(address().get('usersPage')).toBe('2');
    // The audit log's own page (also on this screen) is left alone.
    expect(address().get('page')).toBe('2');
    await user.clear(screen.getByLabelText(adminTexts.search));
    await user.type(screen.getByLabelText(adminTexts.search), 'person1');
    await waitFor(() => expect(screen.getByText(adminTexts.pageOf(1, 2))).toBeTruthy());
    expect(address().get('usersSearch')).toBe('person1');
    expect(address().has('usersPage')).toBe(false);
  });

  it("opens a 'View as' link in a new tab", async () => {
    const user = userEvent.setup();
    stubPeople();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderSearch();
    await user.click(await screen.findByRole('button', { name: adminTexts.viewAsLabel('Person 3') }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://acme.localhost/sso-login/msq/msq_x/2026', '_blank', 'noopener'));
  });
});
