import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditTexts as t, type AuditEntry } from '@portal/contracts';
import { jsonResponse } from '../../test/fixtures.ts';
import { answerWith, renderWithQuery } from '../../test/renderApp.tsx';
import { AuditLog } from './AuditLog.tsx';

const entry = (id: number, client: { id: number; name: string }): AuditEntry => ({
  id,
  createdAt: '2026-11-20T10:00:00Z',
  client,
  actor: { id: 1, name: 'Ada Admin' },
  subject: { id: 9, name: 'Sam Taylor' },
  action: 'masquerade.started',
  details: { schemeYear: 2026 },
  version: 1,
  statusCode: 200,
});
const acme = { id: 1, name: 'Acme Retail' };
const globex = { id: 2, name: 'Globex' };

afterEach(() => vi.unstubAllGlobals());

describe('the admin console audit log', { timeout: 20_000 }, () => {
  it("names each entry's client, and narrows to the client picked", async () => {
    const user = userEvent.setup();
    const fetchMock = answerWith((url) => {
      if (url.pathname === '/api/admin/clients')
        return jsonResponse(200, {
          data: [
            { ...acme, code: 'acme' },
            { ...globex, code: 'globex' },
          ],
        });
      const client = url.searchParams.get('client');
      const data = [entry(2, globex), entry(1, acme)].filter((e) => !client || String(e.client!.id) === client);
      return jsonResponse(200, { data, currentPage: 1, lastPage: 1, perPage: 10, total: data.length });
    });
    renderWithQuery(<AuditLog />);
    const table = await screen.findByRole('table', { name: t.caption });
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
    expect(rows()).toEqual([
      ['20 Nov 2026, 10:00', 'Globex', 'Ada Admin', 'Sam Taylor', 'Ada Admin started viewing the portal as Sam Taylor (scheme year 2026)'],
      ['20 Nov 2026, 10:00', 'Acme Retail', 'Ada Admin', 'Sam Taylor', 'Ada Admin started viewing the portal as Sam Taylor (scheme year 2026)'],
    ]);

    await user.selectOptions(await screen.findByLabelText(t.client), 'Globex');
    await waitFor(() => expect(rows().map((row) => row[1])).toEqual(['Globex']));
    const calls = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/admin/audit-log');
    expect(Object.fromEntries(calls.at(-1)!.searchParams)).toEqual({ client: '2', page: '1' });

    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await user.click(screen.getByRole('button', { name: t.downloadCsv }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const download = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/admin/audit-log/download')!;
    expect(Object.fromEntries(download.searchParams)).toEqual({ client: '2' });
  });
});
