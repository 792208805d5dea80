import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { approvalTexts, ukToday, type UnderwritingCase } from '@portal/contracts';
import { paths } from '../../../config/paths.ts';
import { renderApprovalsAt } from '../../../test/approvals.tsx';
import { jsonResponse } from '../../../test/fixtures.ts';
import { answerWith } from '../../../test/renderApp.tsx';
import { bodyOf } from '../../../test/renderWithPanels.tsx';
import { defaultAcceptedFrom } from './underwriting.ts';

const t = approvalTexts.underwriting;
const row = (selectionId: number, employeeName: string, overrides: Partial<UnderwritingCase> = {}): UnderwritingCase => ({
  selectionId,
  employeeName,
  employeeNumber: `AC0${selectionId}`,
  benefitId: 12,
  benefitName: 'Life Assurance',
  provider: 'Legal & General',
  requested: 204_000,
  inForce: 150_000,
  awaiting: 54_000,
  startsOn: '2026-12-01',
  endsOn: '2027-11-30',
  askedAt: '2026-11-20T09:00:00Z',
  ...overrides,
});

type Answer = (body: Record<string, unknown>) => Response | null;

/** A fake server: no selections awaiting approval, and the cover awaiting the insurer less what was decided. */
function fakeServer(waiting: UnderwritingCase[], answer: Answer = () => null) {
  let cases = waiting;
  return answerWith((url, init) => {
    if (url.pathname === '/api/v2/scheme/selections/pending/requests') return jsonResponse(200, { benefits: [], benefit: null, columns: [], data: [] });
    if (url.pathname === '/api/v2/scheme/underwriting') return jsonResponse(200, { data: cases });
    const decided = /^\/api\/v2\/scheme\/underwriting\/(\d+)$/.exec(url.pathname);
    if (decided && init?.method === 'PATCH') {
      const body = bodyOf(init) as Record<string, unknown>;
      const own = answer(body);
      if (own) return own;
      cases = cases.filter((c) => c.selectionId !== Number(decided[1]));
      return jsonResponse(200, { decided: body.decision === 'accept' ? 'accepted' : 'declined', data: cases });
    }
    return jsonResponse(404, { message: `No mock for ${url.pathname}` });
  });
}

const renderPage = () => renderApprovalsAt(paths.app.approveSelections);

const patches = (fetchMock: ReturnType<typeof fakeServer>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
const listCalls = (fetchMock: ReturnType<typeof fakeServer>) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === '/api/v2/scheme/underwriting');
const cell = (tr: HTMLElement, label: string) => tr.querySelector(`[data-label="${label}"]`)!.textContent;

afterEach(() => vi.unstubAllGlobals());

describe('cover awaiting the insurer', { timeout: 20_000 }, () => {
  it('lists each case below the approvals: who, the benefit, the cover asked for, in force and awaiting, and the day asked', async () => {
    fakeServer([row(41, 'Ava Wood'), row(42, 'Sam Taylor', { employeeNumber: null, requested: 300_000, awaiting: 150_000 })]);
    renderPage();
    const table = await screen.findByRole('table', { name: t.caption });
    expect(screen.getByRole('heading', { level: 2, name: t.title })).toBeTruthy();
    expect(screen.getByText(t.intro)).toBeTruthy();
    const ava = within(table)
      .getByRole('rowheader', { name: /Ava Wood/ })
      .closest('tr')!;
    expect(cell(ava, t.columns.employee)).toBe('Ava WoodAC041');
    expect(cell(ava, t.columns.benefit)).toBe('Life Assurance');
    expect(cell(ava, t.columns.requested)).toBe('£204,000.00');
    expect(cell(ava, t.columns.inForce)).toBe('£150,000.00');
    expect(cell(ava, t.columns.awaiting)).toBe('£54,000.00');
    expect(cell(ava, t.columns.askedOn)).toBe('20 November 2026');
    const sam = within(table).getByRole('rowheader', { name: 'Sam Taylor' }).closest('tr')!;
    expect(cell(sam, t.columns.awaiting)).toBe('£150,000.00');
    expect(within(sam).getByRole('button', { name: t.acceptLabel('Sam Taylor', 'Life Assurance') }).textContent).toBe(t.accept);
    expect(within(sam).getByRole('button', { name: t.declineLabel('Sam Taylor', 'Life Assurance') }).textContent).toBe(t.decline);
  });

  it('says so when nothing awaits the insurer', async () => {
    fakeServer([]);
    renderPage();
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(screen.queryByRole('table', { name: t.caption })).toBeNull();
  });

  it('records an acceptance from the day entered, says so politely, and the case leaves the list', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeServer([row(41, 'Ava Wood')]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: t.acceptLabel('Ava Wood', 'Life Assurance') }));
    const dialog = await screen.findByRole('dialog', { name: t.acceptTitle });
    expect(await within(dialog).findByText(t.acceptBody('Ava Wood', '£204,000.00'))).toBeTruthy();
    const from = (await within(dialog).findByLabelText(t.acceptedFrom.label)) as HTMLInputElement;
    expect(from.value).toBe(defaultAcceptedFrom(row(41, 'Ava Wood'), ukToday()));
    expect(from.getAttribute('aria-describedby')).toBe(within(dialog).getByText(t.acceptedFrom.help).id);
    await user.clear(from);
    await user.type(from, '2027-01-01');
    await user.click(within(dialog).getByRole('button', { name: t.confirmAccept }));

    const status = await screen.findByText(t.accepted('Ava Wood', '1 January 2027'));
    expect(status.closest('[role="status"]')!.getAttribute('aria-live')).toBe('polite');
    expect(bodyOf(patches(fetchMock)[0]![1])).toEqual({ decision: 'accept', acceptedFrom: '2027-01-01' });
    expect(String(patches(fetchMock)[0]![0])).toContain('/api/v2/scheme/underwriting/41');
    expect(await screen.findByText(t.empty)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The row's button went with the row: the focus lands on the section's heading.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: t.title })));
  });

  it('shows the server’s objection to the day beside the field, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const objection = t.errors.outsideCover('1 December 2026', '30 November 2027');
    fakeServer([row(41, 'Ava Wood')], () => jsonResponse(400, { error: 'Bad Request', message: objection, errors: { acceptedFrom: objection } }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: t.acceptLabel('Ava Wood', 'Life Assurance') }));
    const dialog = await screen.findByRole('dialog', { name: t.acceptTitle });
    await user.click(await within(dialog).findByRole('button', { name: t.confirmAccept }));
    const from = within(dialog).getByLabelText(t.acceptedFrom.label);
    await waitFor(() => expect(from.getAttribute('aria-invalid')).toBe('true'));
    const error = within(dialog).getByText(objection).closest('p')!;
    expect(from.getAttribute('aria-describedby')).toContain(error.id);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('button', { name: t.confirmAccept })).toBeTruthy();
  });

  it('records a decline, and says so', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeServer([row(41, 'Ava Wood'), row(42, 'Sam Taylor')]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: t.declineLabel('Sam Taylor', 'Life Assurance') }));
    const dialog = await screen.findByRole('dialog', { name: t.declineTitle });
    expect(await within(dialog).findByText(t.declineBody('Sam Taylor', '£150,000.00'))).toBeTruthy();
    expect(within(dialog).queryByLabelText(t.acceptedFrom.label)).toBeNull();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['×', t.cancel, t.confirmDecline]);
    await user.click(within(dialog).getByRole('button', { name: t.confirmDecline }));
    expect(await screen.findByText(t.declined('Sam Taylor'))).toBeTruthy();
    expect(bodyOf(patches(fetchMock)[0]![1])).toEqual({ decision: 'decline' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('rowheader', { name: /Sam Taylor/ })).toBeNull();
    expect(screen.getByRole('rowheader', { name: /Ava Wood/ })).toBeTruthy();
  });

  it('when the cover waits no more, says so, offers only Close and reads the list anew', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeServer([row(41, 'Ava Wood')], () => jsonResponse(409, { error: 'Conflict', message: t.errors.notWaiting }));
    renderPage();
    await user.click(await screen.findByRole('button', { name: t.declineLabel('Ava Wood', 'Life Assurance') }));
    const dialog = await screen.findByRole('dialog', { name: t.declineTitle });
    await user.click(await within(dialog).findByRole('button', { name: t.confirmDecline }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(t.errors.notWaiting);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['×', approvalTexts.close]);
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(2));
  });
});

describe('the day an acceptance counts from, unless HR says otherwise', () => {
  const cover = { startsOn: '2026-07-01', endsOn: '2027-06-30' };
  it('is the first of next month, or the cover’s start when later, never after its end', () => {
    expect(defaultAcceptedFrom(cover, '2026-11-23')).toBe('2026-12-01');
    expect(defaultAcceptedFrom(cover, '2026-12-31')).toBe('2027-01-01');
    expect(defaultAcceptedFrom(cover, '2026-05-10')).toBe('2026-07-01');
    expect(defaultAcceptedFrom(cover, '2027-06-15')).toBe('2027-06-30');
    expect(defaultAcceptedFrom({ ...cover, endsOn: null }, '2030-02-02')).toBe('2030-03-01');
  });
});
