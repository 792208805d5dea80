import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clientAdminTexts } from '@portal/contracts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { renderWithQuery } from '../../../test/renderApp.tsx';
import { AddClientPage } from './AddClientPage.tsx';
import { ClientsPage } from './ClientsPage.tsx';

const client = (id: number, name: string, code: string, status: 'draft' | 'live') => ({ id, name, code, status, people: id * 10, administrators: 1 });

function stub(answer: (url: URL, init?: RequestInit) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => answer(new URL(String(input), 'http://localhost'), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the clients list', () => {
  it('lists clients with their status and searches by name or code', async () => {
    const everyone = [client(1, 'Acme Retail', 'acme', 'live'), client(2, 'Initech', 'initech', 'draft')];
    const fetchMock = stub((url) => {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const data = everyone.filter((c) => c.name.toLowerCase().includes(search) || c.code.includes(search));
      return jsonResponse(200, { data, currentPage: 1, lastPage: 1, perPage: 10, total: data.length });
    });
    renderWithQuery(<ClientsPage />, '/app/admin/clients');
    const table = await screen.findByRole('table', { name: clientAdminTexts.caption });
    expect(within(table).getByRole('link', { name: 'Initech' }).getAttribute('href')).toBe('/app/admin/clients/2');
    expect(within(table).getByText('Draft')).toBeTruthy();
    expect(screen.getByRole('link', { name: clientAdminTexts.addClient }).getAttribute('href')).toBe('/app/admin/clients/new');

    await userEvent.type(screen.getByLabelText(clientAdminTexts.search), 'init');
    await waitFor(() => expect(within(screen.getByRole('table')).queryByText('Acme Retail')).toBeNull());
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('/api/admin/clients/list?search=init');
  });
});

describe('adding a client', () => {
  it('shows the form’s own errors, then the server’s, beside the fields', async () => {
    const fetchMock = stub(() =>
      jsonResponse(400, { error: 'Bad Request', message: 'Please review the form', errors: { code: 'Another client has this code' } }),
    );
    renderWithQuery(<AddClientPage />, '/app/admin/clients/new');
    await userEvent.click(screen.getByRole('button', { name: clientAdminTexts.create }));
    expect(await screen.findAllByText(clientAdminTexts.errors.nameRequired)).not.toHaveLength(0);
    expect(screen.getByLabelText(clientAdminTexts.fields.code).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(clientAdminTexts.fields.name), 'Acme again');
    await userEvent.type(screen.getByLabelText(clientAdminTexts.fields.code), 'www');
    await userEvent.click(screen.getByRole('button', { name: clientAdminTexts.create }));
    expect(await screen.findAllByText(clientAdminTexts.errors.codeReserved)).not.toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText(clientAdminTexts.fields.code));
    await userEvent.type(screen.getByLabelText(clientAdminTexts.fields.code), 'acme');
    await userEvent.click(screen.getByRole('button', { name: clientAdminTexts.create }));
    expect(await screen.findAllByText('Another client has this code')).not.toHaveLength(0);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ name: 'Acme again', code: 'acme' });
  });
});
