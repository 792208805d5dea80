import { describe, expect, it, vi, afterEach } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_EFFECTIVE_DATE_RULES, effectiveDateTexts as r, schemeYearTexts as t, type ClientDetail, type ClientSchemeYears } from '@portal/contracts';
import { jsonResponse } from '../../../../test/fixtures.ts';
import { answerWith, renderWithQuery } from '../../../../test/renderApp.tsx';
import { SchemeYearsTab } from './SchemeYearsTab.tsx';

const client = { id: 7, name: 'Vandelay Industries', code: 'vandelay', status: 'draft', settingsVersion: 3 } as ClientDetail;
const year2026 = {
  id: 11,
  year: 2026,
  startsOn: '2026-01-01',
  endsOn: '2026-12-31',
  windowOpensOn: '2026-01-01',
  windowClosesOn: '2026-01-31',
  probationMonths: 3,
  isCurrent: true,
  inUse: true,
};
const read: ClientSchemeYears = { years: [year2026], newStarterWindowDays: 0, effectiveDates: DEFAULT_EFFECTIVE_DATE_RULES, version: 3 };
const URL_BASE = '/api/admin/clients/7';

afterEach(() => vi.unstubAllGlobals());

type Handler = (url: URL, body: Record<string, unknown>) => Response;

/** The tab over a fake API: GET answers `reads` in turn (the last one again); writes go to `write`. */
async function setUp(reads: ClientSchemeYears[], write: Handler = () => jsonResponse(500, {})) {
  let count = 0;
  const fetchMock = answerWith((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === `${URL_BASE}/scheme-years`) return jsonResponse(200, reads[Math.min(count++, reads.length - 1)]);
    return write(url, init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {});
  });
  renderWithQuery(<SchemeYearsTab client={client} />);
  await screen.findByRole('heading', { name: t.title });
  const sent = () =>
    fetchMock.mock.calls
      .filter(([, init]) => init?.method && init.method !== 'GET')
      .map(([input, init]) => ({ method: init!.method, path: new URL(String(input), 'http://localhost').pathname, body: JSON.parse(String(init!.body)) }));
  return { sent, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const setDate = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('the Scheme years tab', { timeout: 20_000 }, () => {
  it('lists the years in words and adds the next one, suggested from the newest', async () => {
    const added: ClientSchemeYears = {
      years: [
        {
          ...year2026,
          id: 12,
          year: 2027,
          startsOn: '2027-01-01',
          endsOn: '2027-12-31',
          windowOpensOn: '2027-01-01',
          windowClosesOn: '2027-02-14',
          isCurrent: false,
          inUse: false,
        },
        year2026,
      ],
      newStarterWindowDays: 0,
      effectiveDates: DEFAULT_EFFECTIVE_DATE_RULES,
      version: 4,
    };
    const { sent, user } = await setUp([read], () => jsonResponse(200, added));
    const table = screen.getByRole('table', { name: t.caption });
    const row = within(table).getByRole('row', { name: /2026/ });
    expect(row.textContent).toContain('1 January 2026 to 31 December 2026');
    expect(row.textContent).toContain('1 January 2026 to 31 January 2026');
    expect(row.textContent).toContain('3 months');
    expect(row.textContent).toContain(t.current);

    expect(screen.getByRole('heading', { name: t.form.addHeading })).toBeTruthy();
    expect(field(t.form.year.label).value).toBe('2027');
    expect(field(t.form.startsOn.label).value).toBe('2027-01-01');
    setDate(t.form.windowClosesOn.label, '2027-02-14');
    await user.click(screen.getByRole('button', { name: t.form.add }));
    expect(await screen.findByText(t.form.added)).toBeTruthy();
    expect(sent()).toEqual([
      {
        method: 'POST',
        path: `${URL_BASE}/scheme-years`,
        body: {
          version: 3,
          year: 2027,
          startsOn: '2027-01-01',
          endsOn: '2027-12-31',
          windowOpensOn: '2027-01-01',
          windowClosesOn: '2027-02-14',
          probationMonths: 3,
        },
      },
    ]);
    // The next suggestion follows the year just added.
    await waitFor(() => expect(field(t.form.year.label).value).toBe('2028'));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('edits a year employees have chosen in: its dates read-only, its window saved', async () => {
    const saved = { ...read, years: [{ ...year2026, windowClosesOn: '2026-02-28' }], version: 4 };
    const { sent, user } = await setUp([read], () => jsonResponse(200, saved));
    await user.click(screen.getByRole('button', { name: t.editLabel(2026) }));
    expect(screen.getByRole('heading', { name: t.form.editHeading(2026) })).toBeTruthy();
    expect(screen.getByText(t.form.locked)).toBeTruthy();
    expect(field(t.form.startsOn.label).readOnly).toBe(true);
    expect(field(t.form.endsOn.label).readOnly).toBe(true);
    expect(field(t.form.windowClosesOn.label).readOnly).toBe(false);
    setDate(t.form.windowClosesOn.label, '2026-02-28');
    await user.click(screen.getByRole('button', { name: t.form.save }));
    expect(await screen.findByText(t.form.saved)).toBeTruthy();
    expect(sent()).toEqual([
      {
        method: 'PUT',
        path: `${URL_BASE}/scheme-years/11`,
        body: {
          version: 3,
          year: 2026,
          startsOn: '2026-01-01',
          endsOn: '2026-12-31',
          windowOpensOn: '2026-01-01',
          windowClosesOn: '2026-02-28',
          probationMonths: 3,
        },
      },
    ]);
    // Back to adding once saved.
    expect(await screen.findByRole('heading', { name: t.form.addHeading })).toBeTruthy();
  });

  it('refuses dates that do not fit before sending, and shows the server’s field errors and a newer read (409)', async () => {
    const newer = { ...read, years: [{ ...year2026, probationMonths: 6 }], version: 5 };
    let answer = jsonResponse(400, { error: 'Bad Request', message: 'Please correct the highlighted fields', errors: { year: t.errors.yearTaken(2027) } });
    const { sent, user } = await setUp([read], () => answer);
    setDate(t.form.endsOn.label, '2026-12-31');
    await user.click(screen.getByRole('button', { name: t.form.add }));
    expect((await screen.findAllByText(t.errors.endsBeforeStart)).length).toBeGreaterThan(0);
    expect(sent()).toHaveLength(0);

    setDate(t.form.endsOn.label, '2027-12-31');
    await user.click(screen.getByRole('button', { name: t.form.add }));
    expect((await screen.findAllByText(t.errors.yearTaken(2027))).length).toBeGreaterThan(0);
    expect(field(t.form.year.label).getAttribute('aria-invalid')).toBe('true');

    answer = jsonResponse(409, { error: 'Conflict', message: t.changedSinceOpened, current: newer });
    await user.click(screen.getByRole('button', { name: t.form.add }));
    expect(await screen.findByText(t.changedSinceOpened)).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('table', { name: t.caption })).getByRole('row', { name: /2026/ }).textContent).toContain('6 months'));
  });

  it('saves the new-starter window in days, 0 to 90, with when each kind of change takes effect', async () => {
    const { sent, user } = await setUp([read], () => jsonResponse(200, { ...read, newStarterWindowDays: 30, version: 4 }));
    const days = field(t.newStarter.label);
    expect(days.value).toBe('0');
    await user.clear(days);
    await user.type(days, '91');
    await user.click(screen.getByRole('button', { name: t.newStarter.save }));
    expect((await screen.findAllByText(t.errors.newStarterDays)).length).toBeGreaterThan(0);
    expect(sent()).toHaveLength(0);
    await user.clear(days);
    await user.type(days, '30');
    expect((screen.getByLabelText(r.lifeEvent) as HTMLSelectElement).value).toBe('event-date');
    await user.selectOptions(screen.getByLabelText(r.joining), r.changeStart.today);
    await user.selectOptions(screen.getByLabelText(r.lifeEvent), r.lifeEventStart['first-of-next-month']);
    await user.click(screen.getByRole('button', { name: t.newStarter.save }));
    expect(await screen.findByText(t.newStarter.saved)).toBeTruthy();
    expect(sent()).toEqual([
      {
        method: 'PUT',
        path: `${URL_BASE}/selection-windows`,
        body: { version: 3, newStarterWindowDays: 30, effectiveDates: { joining: 'today', change: 'first-of-next-month', lifeEvent: 'first-of-next-month' } },
      },
    ]);
  });
});
