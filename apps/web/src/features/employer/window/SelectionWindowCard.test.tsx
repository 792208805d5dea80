import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectionWindowTexts as t, type SelectionWindow } from '@portal/contracts';
import { ModalHost, useModals } from '../../../ui/Modal/index.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { answerWith, renderWithQuery } from '../../../test/renderApp.tsx';
import { employerModals } from '../registry.ts';
import { SelectionWindowCard } from './SelectionWindowCard.tsx';

const URL_PATH = '/api/client/5/selection-window';
const year = { id: 9, year: 2026, startsOn: '2026-01-01', endsOn: '2026-12-31' };
const closed: SelectionWindow = { year, window: { opensOn: '2026-01-01', closesOn: '2026-01-31', state: 'closed' }, today: '2026-06-15', version: 4 };
const open: SelectionWindow = { year, window: { opensOn: '2026-06-15', closesOn: '2026-06-30', state: 'open' }, today: '2026-06-15', version: 5 };

afterEach(() => {
  act(() => useModals.setState({ current: null, closing: false }));
  vi.unstubAllGlobals();
});

/** The card over a fake API: GET answers `first`; POST answers `post` with the body sent. */
async function setUp(first: SelectionWindow, post: (body: Record<string, unknown>) => Response = () => jsonResponse(500, {})) {
  const fetchMock = answerWith((url, init) => {
    if (url.pathname !== URL_PATH) return jsonResponse(404, { error: 'Not Found', message: 'Not found' });
    if ((init?.method ?? 'GET') === 'GET') return jsonResponse(200, first);
    return post(JSON.parse(String(init?.body)) as Record<string, unknown>);
  });
  renderWithQuery(
    <>
      <ul>
        <SelectionWindowCard clientId={5} />
      </ul>
      <ModalHost registry={employerModals} />
    </>,
  );
  await screen.findByRole('heading', { name: t.tile });
  const sent = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init!.body)));
  return { sent, user: userEvent.setup() };
}

const closesOn = () => screen.getByLabelText(t.closesOn.label) as HTMLInputElement;

describe('the Selection window card', { timeout: 20_000 }, () => {
  it('says a closed window closed, and opens it today until the day chosen', async () => {
    const { sent, user } = await setUp(closed, (body) => jsonResponse(200, { ...open, window: { ...open.window, closesOn: body.closesOn } }));
    expect(await screen.findByText(t.value.closed)).toBeTruthy();
    expect(screen.getByText('Closed on 31 January 2026.')).toBeTruthy();
    expect(screen.getByText('The 2026 scheme year runs from 1 January 2026 to 31 December 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.extend })).toBeNull();
    expect(screen.queryByRole('button', { name: t.close })).toBeNull();

    await user.click(screen.getByRole('button', { name: t.open }));
    expect((await screen.findAllByText(t.errors.closesOnRequired)).length).toBeGreaterThan(0);
    expect(sent()).toHaveLength(0);

    fireEvent.change(closesOn(), { target: { value: '2026-06-30' } });
    await user.click(screen.getByRole('button', { name: t.open }));
    expect(await screen.findByText(t.opened('30 June 2026'))).toBeTruthy();
    expect(sent()).toEqual([{ action: 'open', closesOn: '2026-06-30', version: 4 }]);
    expect(screen.getByText('Open until the end of 30 June 2026.')).toBeTruthy();
    expect(screen.getByRole('button', { name: t.extend })).toBeTruthy();
  });

  it('extends an open window, and closes it at the end of today after a confirmation', async () => {
    const { sent, user } = await setUp(open, (body) =>
      jsonResponse(200, { ...open, window: { ...open.window, closesOn: body.action === 'close' ? '2026-06-15' : body.closesOn }, version: 6 }),
    );
    expect(await screen.findByText('Open until the end of 30 June 2026.')).toBeTruthy();
    fireEvent.change(closesOn(), { target: { value: '2026-07-15' } });
    await user.click(screen.getByRole('button', { name: t.extend }));
    expect(await screen.findByText(t.extended('15 July 2026'))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t.close }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmClose.title });
    expect(await within(dialog).findByText(t.confirmClose.body('15 June 2026'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t.confirmClose.yes }));
    expect(await within(dialog).findByText(t.closed('15 June 2026'))).toBeTruthy();
    expect(sent()).toEqual([
      { action: 'extend', closesOn: '2026-07-15', version: 5 },
      { action: 'close', version: 6 },
    ]);
    // Closing today leaves the window open until midnight: nothing more to close.
    expect(await screen.findByText('Open until the end of 15 June 2026.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.close })).toBeNull();
  });

  it("puts the server's refusal on the date, and shows the window as it is now after a 409", async () => {
    let answer = jsonResponse(400, { error: 'Bad Request', message: t.errors.inPast, errors: { closesOn: t.errors.inPast } });
    const { user } = await setUp(closed, () => answer);
    await screen.findByText(t.value.closed);
    fireEvent.change(closesOn(), { target: { value: '2026-06-01' } });
    await user.click(screen.getByRole('button', { name: t.open }));
    expect((await screen.findAllByText(t.errors.inPast)).length).toBeGreaterThan(0);
    expect(closesOn().getAttribute('aria-invalid')).toBe('true');

    answer = jsonResponse(409, { error: 'Conflict', message: t.changedSinceOpened, current: open });
    fireEvent.change(closesOn(), { target: { value: '2026-08-01' } });
    await user.click(screen.getByRole('button', { name: t.open }));
    expect(await screen.findByText(t.changedSinceOpened)).toBeTruthy();
    expect(await screen.findByText('Open until the end of 30 June 2026.')).toBeTruthy();
  });

  it('says when the client has no current scheme year, with nothing to press', async () => {
    await setUp({ year: null, window: null, today: '2026-06-15', version: 0 });
    expect(await screen.findByText(t.noYear)).toBeTruthy();
    expect(screen.getByText(t.value.none)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
