import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { messages, uploadTexts as t, type DataLoad, type DataLoadPreview, type EligibilityDifference, type EmployeeList } from '@portal/contracts';
import { useSession } from '../../../stores/session.ts';
import { FakeXhr } from '../../../test/fakeXhr.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { ModalHost } from '../../../ui/Modal/index.ts';
import { SidePanelHost } from '../../../ui/SidePanel/index.ts';
import { EmployeeDataPage } from '../employees/EmployeeDataPage.tsx';
import { employerModals, employerPanels } from '../registry.ts';

const dataLoad = (overrides: Partial<DataLoad>): DataLoad => ({
  id: 5,
  fileName: 'staff.csv',
  status: 'preview',
  rowsRead: 3,
  errorCount: 0,
  starters: 0,
  leavers: 0,
  changed: 0,
  eligibilityImpact: false,
  welcomeHeld: false,
  createdAt: '2026-11-24T10:00:00.000Z',
  appliedAt: null,
  ...overrides,
});

const emptyList: EmployeeList = {
  data: [],
  currentPage: 1,
  lastPage: 1,
  perPage: 10,
  total: 0,
  totalEmployees: 0,
  totalRegisteredEmployees: 0,
  percentageRegistered: 0,
} as unknown as EmployeeList;

const page = <T,>(data: T[], extra: object = {}) => ({ data, currentPage: 1, lastPage: 1, perPage: 20, total: data.length, ...extra });

type Answer = (url: URL, init?: RequestInit) => Response | Promise<Response> | undefined;

function renderPage(answer: Answer) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const given = await answer(url, init);
    if (given) return given;
    if (url.pathname === '/api/v2/client/7/employees') return jsonResponse(200, emptyList);
    if (url.pathname === '/api/client/7/date-last-upload') return jsonResponse(200, { date: '2026-11-20T09:30:00.000Z', fileName: 'october.csv' });
    // Nobody in the file who cannot activate, unless the test says so.
    if (url.pathname.startsWith('/api/employee-data-uploads/') && url.searchParams.get('kind') === 'cannot-activate')
      return jsonResponse(200, { ...page([]), dataLoad: dataLoad({}) });
    return jsonResponse(404, { error: 'Not Found', message: `No mock for ${url.pathname}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  useSession.setState({ user: { clientId: 7 } as never });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <EmployeeDataPage />
        <SidePanelHost registry={employerPanels} />
        <ModalHost registry={employerModals} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

async function openPanel() {
  await userEvent.click(await screen.findByRole('button', { name: t.open }));
  return screen.findByRole('dialog', { name: t.title });
}

/** What the file field's description says: its hint and its own error line (the error summary says the error too). */
const fileFieldSays = (panel: HTMLElement) =>
  (within(panel).getByLabelText(t.chooseFile).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const csv = (text = 'employee_number,first_name\nAC1,Jo\n', name = 'staff.csv') => new File([text], name, { type: 'text/csv' });

/** Chooses a file, presses Upload and waits for the request to go out. */
async function send(panel: HTMLElement, file: File) {
  FakeXhr.last = null;
  await userEvent.upload(await within(panel).findByLabelText(t.chooseFile), file);
  await userEvent.click(within(panel).getByRole('button', { name: t.upload }));
  await vi.waitFor(() => expect(FakeXhr.last?.body).toBe(file));
  return FakeXhr.last!;
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => useSession.setState({ user: null }));

describe('the upload-data panel', { timeout: 30_000 }, () => {
  it('checks the file first, shows the bytes sent then the rows read, and a refused file with its row errors', async () => {
    let listCalls = 0;
    const fetchMock = renderPage((url) => {
      if (url.pathname === '/api/client/7/data-loads') {
        listCalls++;
        return jsonResponse(200, { data: [dataLoad({ status: 'reading', rowsRead: 1500 })] });
      }
      if (url.pathname === '/api/employee-data-uploads/5') {
        expect(url.searchParams.get('kind')).toBe('error');
        return jsonResponse(200, {
          ...page([
            {
              rowNumber: 3,
              kind: 'error',
              name: 'Jo Bloggs',
              employeeNumber: 'AC1',
              changes: [],
              effectiveFrom: null,
              errors: [
                { column: 'date_of_birth', message: t.row.date },
                { column: 'sex', message: t.row.sex },
              ],
            },
            {
              rowNumber: 7,
              kind: 'error',
              name: 'Al Smith',
              employeeNumber: 'AC2',
              changes: [],
              effectiveFrom: null,
              errors: [{ column: 'sex', message: t.row.sex }],
            },
          ]),
          dataLoad: dataLoad({ status: 'refused', errorCount: 3 }),
        } satisfies DataLoadPreview);
      }
      if (url.pathname === '/api/employee-data-uploads/5/failed-rows')
        return new Response('row,message\n', { status: 200, headers: { 'content-type': 'text/csv' } });
      return undefined;
    });
    const panel = await openPanel();
    expect(await within(panel).findByText(t.lastUpload('20 November 2026'))).toBeTruthy();
    expect(within(panel).getByText(t.rules[0])).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: t.upload }));
    expect(fileFieldSays(panel)).toContain(t.noFile);
    await userEvent.upload(within(panel).getByLabelText(t.chooseFile), new File(['x'], 'staff.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await userEvent.click(within(panel).getByRole('button', { name: t.upload }));
    expect(fileFieldSays(panel)).toContain(t.wrongType);
    await userEvent.upload(within(panel).getByLabelText(t.chooseFile), new File([], 'empty.csv', { type: 'text/csv' }));
    await userEvent.click(within(panel).getByRole('button', { name: t.upload }));
    expect(fileFieldSays(panel)).toContain(t.emptyFile);

    const file = csv('x'.repeat(3000));
    const xhr = await send(panel, file);
    expect(xhr.url).toBe('/api/client/7/data-loads');
    expect(xhr.headers['x-file-name']).toBe('staff.csv');
    expect(xhr.headers['x-upload-key']).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(xhr.headers['content-type']).toBe('text/csv');
    act(() => xhr.progress(1024, 3000));
    const bar = within(panel).getByRole('progressbar', { name: t.progressLabel }) as HTMLProgressElement;
    expect(bar.value).toBe(1024);
    expect(within(panel).getByText(t.sending('1 KB', '3 KB'))).toBeTruthy();
    act(() => xhr.sent());
    expect(await within(panel).findByText(t.reading(1500))).toBeTruthy();
    expect(listCalls).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes(`uploadKey=${xhr.headers['x-upload-key']}`))).toBe(true);

    act(() => xhr.respond(200, { dataLoad: dataLoad({ status: 'refused', errorCount: 3 }) }));
    expect(await within(panel).findByRole('heading', { name: t.refusedHeading })).toBeTruthy();
    expect(await within(panel).findByText(t.refused(3, 2))).toBeTruthy();
    const table = within(panel).getByRole('table', { name: t.errorsCaption });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['3', 'Jo Bloggs (AC1)', 'date_of_birth', t.row.date],
      ['3', 'Jo Bloggs (AC1)', 'sex', t.row.sex],
      ['7', 'Al Smith (AC2)', 'sex', t.row.sex],
    ]);
    await userEvent.click(within(panel).getByRole('button', { name: t.downloadFailedRows }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/employee-data-uploads/5/failed-rows')).toBe(true));

    await userEvent.click(within(panel).getByRole('button', { name: t.uploadAnother }));
    expect(within(panel).getByLabelText(t.chooseFile)).toBeTruthy();
  });

  it('lists changes an API key left for HR and opens one as a preview to check and apply', async () => {
    const pushed = dataLoad({ id: 9, fileName: 'API key Workday (bpk_abc)', changed: 1 });
    renderPage((url) => {
      if (url.pathname === '/api/client/7/data-loads' && !url.searchParams.has('uploadKey'))
        return jsonResponse(200, { data: [pushed, dataLoad({ id: 8, fileName: 'october.csv', status: 'applied' })] });
      if (url.pathname === '/api/employee-data-uploads/9' && !url.searchParams.has('kind')) {
        const change = { field: 'annual_salary' as const, before: '30000.00', after: '45000.00', effectiveFrom: '2026-12-01' };
        return jsonResponse(200, {
          ...page([{ rowNumber: 2, kind: 'change', name: 'Pay Rise', employeeNumber: 'AC01029', changes: [change], effectiveFrom: '2026-12-01', errors: [] }]),
          dataLoad: pushed,
        } satisfies DataLoadPreview);
      }
      return undefined;
    });
    const panel = await openPanel();
    const waiting = await within(panel).findByRole('region', { name: t.waitingHeading });
    expect(within(waiting).getByText('API key Workday (bpk_abc)')).toBeTruthy();
    expect(within(waiting).queryByText('october.csv')).toBeNull();
    await userEvent.click(within(waiting).getByRole('button', { name: t.waitingReviewOf('API key Workday (bpk_abc)') }));
    expect(await within(panel).findByText('Pay Rise')).toBeTruthy();
  });

  it('previews the changes in words with their days, who cannot activate, and the eligibility difference by rule; applies after confirming', async () => {
    const preview = dataLoad({ starters: 1, leavers: 1, changed: 1, eligibilityImpact: true });
    let respondApply!: (response: Response) => void;
    const fetchMock = renderPage((url, init) => {
      if (url.pathname === '/api/employee-data-uploads/5' && url.searchParams.get('kind') === 'cannot-activate') {
        return jsonResponse(200, {
          ...page([{ rowNumber: 6, kind: 'cannot-activate', name: 'No Birthday', employeeNumber: 'AC01200', changes: [], effectiveFrom: null, errors: [] }]),
          dataLoad: preview,
        } satisfies DataLoadPreview);
      }
      if (url.pathname === '/api/employee-data-uploads/5') {
        return jsonResponse(200, {
          ...page([
            {
              rowNumber: 2,
              kind: 'starter',
              name: 'New Person',
              employeeNumber: 'AC09001',
              changes: [
                { field: 'email', before: null, after: 'new@acme.test', effectiveFrom: '2026-12-07' },
                { field: 'date_of_birth', before: null, after: '1994-03-14', effectiveFrom: '2026-12-07' },
              ],
              effectiveFrom: '2026-12-07',
              errors: [],
            },
            {
              rowNumber: 3,
              kind: 'leaver',
              name: 'Old Person',
              employeeNumber: 'AC01100',
              changes: [{ field: 'employment_status', before: 'active', after: 'left', effectiveFrom: '2026-11-30' }],
              effectiveFrom: '2026-11-30',
              errors: [],
            },
            {
              rowNumber: 4,
              kind: 'change',
              name: 'Pay Rise',
              employeeNumber: 'AC01029',
              changes: [
                { field: 'annual_salary', before: '30000.00', after: '90000.00', effectiveFrom: '2026-12-01' },
                { field: 'grade', before: 'Colleague', after: 'Manager', effectiveFrom: '2026-11-24' },
              ],
              effectiveFrom: '2026-11-24',
              errors: [],
            },
          ]),
          dataLoad: preview,
        } satisfies DataLoadPreview);
      }
      if (url.pathname === '/api/employee-data-uploads/5/eligibility-difference') {
        return jsonResponse(
          200,
          page([
            {
              rowNumber: 3,
              kind: 'leaver',
              name: 'Old Person',
              employeeNumber: 'AC01100',
              gained: [],
              lost: [{ benefit: 'Dental Insurance', rule: 'employment status active' }],
              monthlyCostBefore: 12.5,
              monthlyCostAfter: 0,
              monthlyCostChange: -12.5,
            },
            {
              rowNumber: 4,
              kind: 'change',
              name: 'Pay Rise',
              employeeNumber: 'AC01029',
              gained: [{ benefit: 'Private Medical Insurance', rule: 'grade Manager or Director' }],
              lost: [],
              monthlyCostBefore: 5,
              monthlyCostAfter: 15,
              monthlyCostChange: 10,
            },
          ]) satisfies EligibilityDifference,
        );
      }
      if (url.pathname === '/api/employee-data-uploads/5/apply' && init?.method === 'POST') return new Promise<Response>((resolve) => (respondApply = resolve));
      return undefined;
    });
    const panel = await openPanel();
    const xhr = await send(panel, csv());
    act(() => xhr.respond(200, { dataLoad: preview }));
    expect(await within(panel).findByRole('heading', { name: t.previewHeading })).toBeTruthy();
    expect(within(panel).getByText(t.summary(1, 1, 1))).toBeTruthy();
    const changes = await within(panel).findByRole('table', { name: t.changesCaption });
    expect(within(changes).getByText(t.kinds.starter)).toBeTruthy();
    expect(within(changes).getByText('new@acme.test')).toBeTruthy();
    // Fields and values in words, and the day each entry (and a field with a day of its own) takes effect.
    const starter = within(changes).getByRole('row', { name: /New Person/ });
    expect(starter.textContent).toContain(t.entryEffective.starter('7 December 2026'));
    expect(starter.textContent).toContain(`${t.fields.date_of_birth} 14 March 1994`);
    expect(within(changes).getByRole('row', { name: /Old Person/ }).textContent).toContain(
      `${t.entryEffective.leaver('30 November 2026')}${t.fields.employment_status} Active → ${t.becomes} Left`,
    );
    const rise = within(changes).getByRole('row', { name: /Pay Rise/ });
    expect(rise.textContent).toContain(t.entryEffective.change('24 November 2026'));
    expect(rise.textContent).toContain(`Annual salary £30,000.00 → ${t.becomes} £90,000.00 (${t.changeEffective('1 December 2026')})`);
    expect(rise.textContent).toContain(`Grade Colleague → ${t.becomes} Manager`);
    expect(rise.textContent).not.toContain('annual_salary');

    // Who cannot activate, apart from the changes.
    expect(await within(panel).findByRole('heading', { name: t.cannotActivateHeading })).toBeTruthy();
    expect(within(panel).getByText(t.cannotActivateIntro(1))).toBeTruthy();
    const cannot = within(panel).getByRole('table', { name: t.cannotActivateCaption });
    expect(within(cannot).getByRole('row', { name: /No Birthday/ }).textContent).toContain(t.cannotActivateNote);

    const eligibility = await within(panel).findByRole('table', { name: t.eligibilityHeading });
    const leaver = within(eligibility).getByRole('row', { name: /Old Person/ });
    expect(
      within(leaver)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Old PersonAC01100',
      `${t.gained}${t.none}${t.lost}${t.ruleOf('Dental Insurance', 'employment status active')}`,
      `${t.columns.before}£12.50${t.columns.after}£0.00${t.costChange}−£12.50`,
    ]);
    const promoted = within(eligibility).getByRole('row', { name: /Pay Rise/ });
    expect(promoted.textContent).toContain('+£10.00');
    expect(within(promoted).getByText('Private Medical Insurance: grade Manager or Director')).toBeTruthy();

    await userEvent.click(within(panel).getByRole('button', { name: t.apply }));
    const modal = await screen.findByRole('dialog', { name: t.applyConfirmTitle });
    expect(await within(modal).findByText(t.applyConfirm(1, 1, 1))).toBeTruthy();
    await userEvent.click(within(modal).getByRole('button', { name: t.apply }));
    const busy = await within(modal).findAllByRole('button', { name: t.applying });
    expect(busy).toHaveLength(2);
    for (const button of busy) expect((button as HTMLButtonElement).disabled).toBe(true);
    act(() => respondApply(jsonResponse(200, { dataLoad: { ...preview, status: 'applied', appliedAt: '2026-11-24T10:05:00.000Z' } })));
    expect(await screen.findByRole('heading', { name: t.applied })).toBeTruthy();
    expect(screen.getByText(t.appliedDetail(1, 1, 1))).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/apply'))).toHaveLength(1);
  });

  it('offers to try again when a page of the preview fails to load, and shows it once it loads', async () => {
    const preview = dataLoad({ changed: 1 });
    let failures = 1;
    renderPage((url) => {
      if (url.pathname !== '/api/employee-data-uploads/5' || url.searchParams.has('kind')) return undefined;
      if (failures-- > 0) return jsonResponse(500, { error: 'Internal Server Error', message: 'Something went wrong' });
      return jsonResponse(200, {
        ...page([
          {
            rowNumber: 2,
            kind: 'change',
            name: 'Pay Rise',
            employeeNumber: 'AC01029',
            changes: [{ field: 'grade', before: 'A', after: 'B', effectiveFrom: '2026-11-24' }],
            effectiveFrom: '2026-11-24',
            errors: [],
          },
        ]),
        dataLoad: preview,
      } satisfies DataLoadPreview);
    });
    const panel = await openPanel();
    const xhr = await send(panel, csv());
    act(() => xhr.respond(200, { dataLoad: preview }));
    expect(await within(panel).findByText(t.loadFailed)).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: t.retry }));
    const changes = await within(panel).findByRole('table', { name: t.changesCaption });
    expect(within(changes).getByRole('row', { name: /Pay Rise/ })).toBeTruthy();
    expect(within(panel).queryByText(t.loadFailed)).toBeNull();
  });

  it("downloads the employee data in the template's layout, as CSV and as XLSX", async () => {
    const fetchMock = renderPage((url) =>
      url.pathname === '/api/v2/client/7/employees/download-report'
        ? new Response('x', {
            status: 200,
            headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="employee-data-for-upload.csv"' },
          })
        : undefined,
    );
    const panel = await openPanel();
    expect(within(panel).getByText(t.fromDataIntro)).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: t.dataCsv }));
    await userEvent.click(within(panel).getByRole('button', { name: t.dataXlsx }));
    await vi.waitFor(() => {
      const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((u) => u.pathname.endsWith('/download-report'));
      expect(asked.map((u) => [u.searchParams.get('layout'), u.searchParams.get('type'), u.searchParams.get('format')])).toEqual([
        ['template', 'employees', 'csv'],
        ['template', 'employees', 'xlsx'],
      ]);
    });
  });

  it('says "No changes" and offers no Apply when the file matches what is held', async () => {
    renderPage(() => undefined);
    const panel = await openPanel();
    const xhr = await send(panel, csv());
    act(() => xhr.respond(200, { dataLoad: dataLoad({}) }));
    expect(await within(panel).findByRole('heading', { name: t.noChanges })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: t.apply })).toBeNull();
  });

  it('cancels an upload on the way, and shows the server refusing the file as the field error', async () => {
    renderPage(() => undefined);
    const panel = await openPanel();
    const first = await send(panel, csv());
    await userEvent.click(within(panel).getByRole('button', { name: t.cancel }));
    expect(first.aborted).toBe(true);
    expect(await within(panel).findByText(t.cancelled)).toBeTruthy();

    const second = await send(panel, csv());
    act(() => second.respond(413, { error: 'Payload Too Large', message: 'Too large' }));
    await vi.waitFor(() => expect(fileFieldSays(panel)).toContain(t.tooLarge(10)));
  });

  it('lists what is wrong in an error summary that takes the focus, before sending and when the server refuses the file', async () => {
    renderPage(() => undefined);
    const panel = await openPanel();
    FakeXhr.last = null;
    await userEvent.click(await within(panel).findByRole('button', { name: t.upload }));
    const summary = within(panel).getByRole('alert', { name: messages.generic.correctBelow });
    await vi.waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByRole('link', { name: t.noFile }).getAttribute('href')).toBe(`#${within(panel).getByLabelText(t.chooseFile).id}`);
    expect(FakeXhr.last).toBeNull();

    const xhr = await send(panel, csv());
    expect(within(panel).queryByRole('alert', { name: messages.generic.correctBelow })).toBeNull();
    act(() => xhr.respond(400, { error: 'Bad Request', message: 'Please correct the highlighted fields', errors: { file: t.badContentType } }));
    const refused = await within(panel).findByRole('alert', { name: messages.generic.correctBelow });
    await vi.waitFor(() => expect(document.activeElement).toBe(refused));
    expect(within(refused).getByRole('link', { name: t.badContentType })).toBeTruthy();
    expect(fileFieldSays(panel)).toContain(t.badContentType);
  });
});
