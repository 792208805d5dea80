import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { outboxTexts as t, type OutboxMail } from '@portal/contracts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { answerWith, renderWithQuery } from '../../../test/renderApp.tsx';
import { OutboxPage } from './OutboxPage.tsx';

const failed: OutboxMail = {
  id: 7,
  client: { id: 1, name: 'Acme Retail' },
  to: 'gone@acme.test',
  subject: 'Welcome to Acme Benefits',
  status: 'failed',
  attempts: 6,
  lastError: "Error: Can't send mail - all recipients were rejected: 550 5.1.1 <gone@acme.test>: mailbox unavailable",
  createdAt: '2026-03-01T09:00:00.000Z',
  failedAt: '2026-03-02T00:30:00.000Z',
  nextAttemptAt: null,
};
const retrying: OutboxMail = {
  id: 9,
  client: null,
  to: 'admin@portal.test',
  subject: 'Your account',
  status: 'retrying',
  attempts: 2,
  lastError: 'Error: connect ECONNREFUSED 127.0.0.1:25',
  createdAt: '2026-03-02T09:00:00.000Z',
  failedAt: null,
  nextAttemptAt: '2026-03-02T09:06:00.000Z',
};
const pageOf = (data: OutboxMail[]) => ({ data, currentPage: 1, lastPage: 1, perPage: 10, total: data.length });
const rows = () =>
  within(screen.getByRole('table', { name: t.caption }))
    .getAllByRole('row')
    .slice(1);

describe('the admin console’s E-mail page', () => {
  it('lists the e-mails not delivered; Retry sends a failed one again, says so, and the list reloads without it', async () => {
    let list = [retrying, failed];
    const fetchMock = answerWith((url, init) => {
      if (init?.method === 'POST' && url.pathname === '/api/admin/outbox/7/retry') {
        list = [retrying];
        return jsonResponse(200, { id: 7, status: 'pending' });
      }
      return url.pathname === '/api/admin/outbox' ? jsonResponse(200, pageOf(list)) : jsonResponse(404, {});
    });
    renderWithQuery(<OutboxPage />, '/app/outbox');
    expect(screen.getByText(t.loading)).toBeTruthy();
    await screen.findByRole('table', { name: t.caption });
    expect(rows()).toHaveLength(2);
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    expect(within(first).getByText('admin@portal.test')).toBeTruthy();
    expect(within(first).getByText(t.status.retrying)).toBeTruthy();
    expect(within(first).getByText(t.noClient)).toBeTruthy();
    expect(within(first).getByText(/^Next try /)).toBeTruthy();
    // Only a failed e-mail can be retried; one still retrying waits for its next try.
    expect(within(first).queryByRole('button')).toBeNull();
    expect(within(second).getByText('Acme Retail')).toBeTruthy();
    expect(within(second).getByText(t.status.failed)).toBeTruthy();
    expect(within(second).getByText(/^Failed /)).toBeTruthy();
    expect(within(second).getByText(failed.lastError!)).toBeTruthy();
    expect(within(second).getByText('6')).toBeTruthy();

    await userEvent.click(within(second).getByRole('button', { name: t.retryLabel(failed.subject, failed.to) }));
    expect(await screen.findByText(t.retried('gone@acme.test'))).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(1));
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([input]) => new URL(String(input), 'http://localhost').pathname)).toEqual(['/api/admin/outbox/7/retry']);
  });

  it('says the server’s reason when Retry is refused (retried by someone else a moment ago)', async () => {
    answerWith((url, init) =>
      init?.method === 'POST' ? jsonResponse(409, { error: 'Conflict', message: t.errors.notFailed }) : jsonResponse(200, pageOf([failed])),
    );
    renderWithQuery(<OutboxPage />, '/app/outbox');
    await userEvent.click(await screen.findByRole('button', { name: t.retryLabel(failed.subject, failed.to) }));
    expect(await screen.findByText(t.errors.notFailed)).toBeTruthy();
  });

  it('says so when every e-mail has been delivered', async () => {
    answerWith(() => jsonResponse(200, pageOf([])));
    renderWithQuery(<OutboxPage />, '/app/outbox');
    expect(await screen.findByText(t.empty)).toBeTruthy();
  });

  it('says so when the list cannot be loaded', async () => {
    answerWith(() => jsonResponse(500, { error: 'Internal Server Error', message: 'Something went wrong' }));
    renderWithQuery(<OutboxPage />, '/app/outbox');
    expect(await screen.findByText(t.loadFailed)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
