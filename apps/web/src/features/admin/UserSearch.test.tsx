import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { retentionTexts, subjectAccessTexts, type AdminUser } from '@portal/contracts';
import { jsonResponse } from '../../test/fixtures.ts';
import { ModalHost, useModals } from '../../ui/Modal/index.ts';
import { saveBlob } from '../../ui/saveBlob.ts';
import { SidePanelHost, usePanels } from '../../ui/SidePanel/index.ts';
import { adminConsoleModals, adminConsolePanels } from './registry.ts';
import { adminTexts } from './texts.ts';
import { UserSearch } from './UserSearch.tsx';

vi.mock('../../ui/saveBlob.ts', () => ({ saveBlob: vi.fn() }));

beforeAll(async () => {
  await Promise.all([import('./PersonPanel.tsx'), import('./ErasePersonModal.tsx')]);
}, 30_000);

afterEach(() => {
  act(() => {
    useModals.setState({ current: null, closing: false });
    usePanels.setState({ current: null, closing: false });
  });
  vi.unstubAllGlobals();
  vi.mocked(saveBlob).mockClear();
});

const person = (id: number): AdminUser => ({
  id,
  name: `Person ${id}`,
  email: `person${id}@acme.test`,
  userType: 'employee',
  employmentStatus: 'active',
  activated: true,
  erased: false,
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
        <SidePanelHost registry={adminConsolePanels} />
        <ModalHost registry={adminConsoleModals} />
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

const casey: AdminUser = { ...person(7), name: 'Casey Ashford', email: 'former@acme.test', employmentStatus: 'left' };
const erased: AdminUser = { ...person(8), name: 'Former employee P-8', email: 'erased-8@erased.invalid', employmentStatus: 'left', erased: true };
const PERSONAL_DATA = '/api/admin/clients/1/employees/7/personal-data';
const ERASURE = '/api/admin/clients/1/employees/7/erasure';

/** Three people: one employed, the leaver Casey, one erased already; erasing Casey (when `erasure` answers 200) renames them. */
function stubLeavers(answers: { personalData?: () => Response; erasure?: () => Response } = {}) {
  let people = [person(1), casey, erased];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === PERSONAL_DATA) return answers.personalData?.() ?? jsonResponse(404, { error: 'Not Found', message: 'No such employee' });
    if (url.pathname === ERASURE && init?.method === 'POST') {
      const answer = answers.erasure?.() ?? jsonResponse(404, { error: 'Not Found', message: 'No such employee' });
      if (answer.ok) people = people.map((p) => (p.id === 7 ? { ...p, name: 'Former employee P-7', email: 'erased-7@erased.invalid', erased: true } : p));
      return answer;
    }
    return jsonResponse(200, { data: people, currentPage: 1, lastPage: 1, perPage: 10, total: people.length });
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
  return { fetchMock, calls };
}

function rowOf(name: string) {
  const row = rows().find((r) => within(r).queryByText(name));
  if (!row) throw new Error(`No row of ${name}`);
  return row;
}
const erasure = { employeeId: 7, pseudonym: 'Former employee P-7', anonymisedAt: '2026-12-01T10:00:00.000Z', kept: [] };
const admin = subjectAccessTexts.admin;

/** Opens a person's panel from their row, as a platform administrator does. */
async function openPerson(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: admin.openLabel(name) }));
  return screen.findByRole('dialog', { name });
}
async function closePanel(user: ReturnType<typeof userEvent.setup>, panel: HTMLElement) {
  await user.click(within(panel).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe("the people table's personal data (issue 39)", { timeout: 20_000 }, () => {
  it("opens each person's panel from their row; the download is everyone's, erasure a leaver's not yet erased", async () => {
    const user = userEvent.setup();
    stubLeavers();
    renderSearch();
    await screen.findByText('Casey Ashford');
    for (const name of ['Person 1', 'Casey Ashford', 'Former employee P-8']) {
      expect(within(rowOf(name)).getByRole('button', { name: adminTexts.viewAsLabel(name) })).toBeTruthy();
      expect(within(rowOf(name)).getByRole('button', { name: admin.openLabel(name) }).textContent).toBe(admin.open);
    }
    expect(within(rowOf('Former employee P-8')).getByText(`left, ${retentionTexts.erasedStatus}`)).toBeTruthy();

    let panel = await openPerson(user, 'Casey Ashford');
    expect(within(panel).getByText('former@acme.test')).toBeTruthy();
    expect(within(panel).getByText(subjectAccessTexts.employer.hint)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: admin.downloadLabel('Casey Ashford') }).textContent).toBe(subjectAccessTexts.employer.download);
    expect(within(panel).getByText(retentionTexts.eraseIntro)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: retentionTexts.eraseLabel('Casey Ashford') }).textContent).toBe(retentionTexts.erase);
    await closePanel(user, panel);

    for (const name of ['Person 1', 'Former employee P-8']) {
      panel = await openPerson(user, name);
      expect(within(panel).getByRole('button', { name: admin.downloadLabel(name) })).toBeTruthy();
      expect(within(panel).queryByRole('button', { name: /^Erase/ })).toBeNull();
      await closePanel(user, panel);
    }
  });

  it("downloads the person's zip from the console's route, under the server's file name", async () => {
    const user = userEvent.setup();
    const headers = { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="personal-data-7.zip"' };
    const { calls } = stubLeavers({ personalData: () => new Response('PK', { status: 200, headers }) });
    renderSearch();
    const panel = await openPerson(user, 'Casey Ashford');
    await user.click(within(panel).getByRole('button', { name: admin.downloadLabel('Casey Ashford') }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveBlob).mock.calls[0]![1]).toBe('personal-data-7.zip');
    expect(calls('GET').map(([input]) => new URL(String(input), 'http://localhost').pathname)).toContain(PERSONAL_DATA);
  });

  it('says when the download failed, and the button works again', async () => {
    const user = userEvent.setup();
    stubLeavers({ personalData: () => jsonResponse(500, { error: 'Internal Server Error', message: 'x' }) });
    renderSearch();
    const panel = await openPerson(user, 'Casey Ashford');
    await user.click(within(panel).getByRole('button', { name: admin.downloadLabel('Casey Ashford') }));
    expect(await within(panel).findByText(subjectAccessTexts.employer.error)).toBeTruthy();
    expect((within(panel).getByRole('button', { name: admin.downloadLabel('Casey Ashford') }) as HTMLButtonElement).disabled).toBe(false);
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it("erases a leaver after HR's confirmation, through the console's route; panel and row then show them erased", async () => {
    const user = userEvent.setup();
    const { calls } = stubLeavers({ erasure: () => jsonResponse(200, erasure) });
    renderSearch();
    const panel = await openPerson(user, 'Casey Ashford');
    await user.click(within(panel).getByRole('button', { name: retentionTexts.eraseLabel('Casey Ashford') }));
    const dialog = await screen.findByRole('dialog', { name: retentionTexts.eraseTitle('Casey Ashford') });
    expect(await within(dialog).findByText(retentionTexts.eraseWarning)).toBeTruthy();
    expect(calls('POST')).toEqual([]);
    await user.click(await within(dialog).findByRole('button', { name: retentionTexts.eraseConfirm }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(retentionTexts.erased('Former employee P-7'));
    expect(calls('POST').map(([input, init]) => [new URL(String(input), 'http://localhost').pathname, JSON.parse(String(init?.body))])).toEqual([
      [ERASURE, { confirm: true }],
    ]);
    await user.click(within(dialog).getByText('Close', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: retentionTexts.eraseTitle('Casey Ashford') })).toBeNull());
    // The list was read again: the panel says erased and offers nothing more to erase; so does the row.
    expect(await within(panel).findByText(`left, ${retentionTexts.erasedStatus}`)).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: /^Erase/ })).toBeNull();
    await closePanel(user, panel);
    expect(within(rowOf('Former employee P-7')).getByText(`left, ${retentionTexts.erasedStatus}`)).toBeTruthy();
    expect(screen.queryByText('Casey Ashford')).toBeNull();
  });

  it("shows the server's refusal in the dialog and leaves the person as they were", async () => {
    const user = userEvent.setup();
    stubLeavers({ erasure: () => jsonResponse(409, { error: 'Conflict', message: retentionTexts.alreadyErased }) });
    renderSearch();
    const panel = await openPerson(user, 'Casey Ashford');
    await user.click(within(panel).getByRole('button', { name: retentionTexts.eraseLabel('Casey Ashford') }));
    const dialog = await screen.findByRole('dialog', { name: retentionTexts.eraseTitle('Casey Ashford') });
    await user.click(await within(dialog).findByRole('button', { name: retentionTexts.eraseConfirm }));
    expect(await within(dialog).findByText(retentionTexts.alreadyErased)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: retentionTexts.eraseConfirm }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: retentionTexts.eraseTitle('Casey Ashford') })).toBeNull());
    expect(within(panel).getByRole('button', { name: retentionTexts.eraseLabel('Casey Ashford') })).toBeTruthy();
  });
});
