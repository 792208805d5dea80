import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { messages } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import ConfirmApprovalsModal from './ConfirmApprovalsModal.tsx';

function renderModal(ticked: { selectionIds: number[]; approval: boolean }, answer: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(answer);
  vi.stubGlobal('fetch', fetchMock);
  const close = vi.fn();
  const onDecided = vi.fn();
  const data = { ...ticked, onDecided };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/app/dashboard/approve-selections']}>
        <Routes>
          <Route path={paths.app.dashboard} element={<p>Dashboard page</p>} />
          <Route path="*" element={<ConfirmApprovalsModal data={data} close={close} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetchMock, close, onDecided };
}

afterEach(() => vi.unstubAllGlobals());

describe('the approvals confirmation', () => {
  it('with nothing ticked says so, offers only Close and sends nothing', async () => {
    const { fetchMock, close, onDecided } = renderModal({ selectionIds: [], approval: true }, async () => jsonResponse(200, {}));
    expect(screen.getByText(messages.approvals.nothingTicked)).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Close']);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onDecided).not.toHaveBeenCalled();
  });

  it('rejects with the reason, shows Processing... on both buttons while sending, then hands the answer to the list', async () => {
    let respond!: (response: Response) => void;
    const { fetchMock, close, onDecided } = renderModal(
      { selectionIds: [4, 5], approval: false },
      () => new Promise<Response>((resolve) => (respond = resolve)),
    );
    expect(screen.getByText('Are you sure you would like to reject these selections?')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Reason for rejecting (optional)'), '  Not an approved shop ');
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const busy = await screen.findAllByRole('button', { name: messages.approvals.processing });
    expect(busy).toHaveLength(2);
    for (const button of busy) expect((button as HTMLButtonElement).disabled).toBe(true);
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ selectionIds: [4, 5], approval: false, reason: 'Not an approved shop' });
    respond(jsonResponse(200, { approval: false, changed: [4], unchanged: [5] }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith({ approval: false, changed: [4], unchanged: [5] }));
    expect(close).toHaveBeenCalledWith({ success: true });
    // The employer stays on the list, which says what happened (issue 26 item 5).
    expect(screen.queryByText('Dashboard page')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('approving sends no reason', async () => {
    const { fetchMock, onDecided } = renderModal({ selectionIds: [7], approval: true }, async () =>
      jsonResponse(200, { approval: true, changed: [7], unchanged: [] }),
    );
    expect(screen.queryByLabelText('Reason for rejecting (optional)')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onDecided).toHaveBeenCalledWith({ approval: true, changed: [7], unchanged: [] }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ selectionIds: [7], approval: true });
  });
});
