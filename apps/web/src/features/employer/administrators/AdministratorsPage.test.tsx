import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clientAdminTexts, type ClientAdministrator } from '@portal/contracts';
import { useSession } from '../../../stores/session.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { answerWith, renderWithQuery } from '../../../test/renderApp.tsx';
import { AdministratorsPage } from './AdministratorsPage.tsx';

const t = clientAdminTexts.administrators;
const priya: ClientAdministrator = {
  id: 3,
  firstName: 'Priya',
  surname: 'Shah',
  email: 'hr@acme.test',
  status: 'active',
  lastLoginAt: '2026-03-30T23:30:00Z',
};
const hana: ClientAdministrator = { id: 8, firstName: 'Hana', surname: 'Ito', email: 'hana.ito@acme.test', status: 'invited', lastLoginAt: null };

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The client's administrators as the server keeps them; POST adds, PATCH suspends or reinstates (never the caller). */
function serve(initial: ClientAdministrator[]) {
  let people = [...initial];
  const sent: Sent[] = [];
  answerWith((url, init) => {
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method !== 'GET') sent.push({ method, path: url.pathname, body });
    if (method === 'GET' && url.pathname === '/api/client/7/administrators') return jsonResponse(200, { data: people });
    if (method === 'POST' && url.pathname === '/api/client/7/administrators') {
      const invite = body as { firstName: string; surname: string; email: string };
      if (people.some((p) => p.email === invite.email)) return jsonResponse(400, { error: 'Bad Request', message: 'Check', errors: { email: 'Taken' } });
      const added: ClientAdministrator = { id: 20, ...invite, status: 'invited', lastLoginAt: null };
      people = [...people, added];
      return jsonResponse(200, added);
    }
    const status = /^\/api\/client\/7\/administrators\/(\d+)$/.exec(url.pathname);
    if (method === 'PATCH' && status) {
      const id = Number(status[1]);
      if (id === priya.id) return jsonResponse(400, { error: 'Bad Request', message: t.notYourself, errors: { userId: t.notYourself } });
      const { suspended } = body as { suspended: boolean };
      people = people.map((p) => (p.id === id ? { ...p, status: suspended ? 'suspended' : 'active' } : p));
      return jsonResponse(
        200,
        people.find((p) => p.id === id),
      );
    }
    return jsonResponse(404, { error: 'Not Found', message: `No answer for ${method} ${url.pathname}` });
  });
  return sent;
}

function renderPage() {
  useSession.setState({ user: { id: priya.id, clientId: 7 } as never });
  renderWithQuery(<AdministratorsPage />, '/app/dashboard/administrators');
}
const rowOf = async (name: string) => within(await screen.findByRole('row', { name: new RegExp(name) }));

afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ user: null });
});

describe("the employer area's HR administrators page", { timeout: 20_000 }, () => {
  it("lists the client's HR administrators: name, e-mail, status and last login on the UK clock", async () => {
    serve([priya, hana]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: t.employer.title })).toBeTruthy();
    const table = within(await screen.findByRole('table', { name: t.caption }));
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(
      expect.arrayContaining([t.columns.name, t.columns.email, t.columns.status, t.columns.lastLogin]),
    );
    const own = await rowOf('Priya Shah');
    expect(own.getByText('hr@acme.test')).toBeTruthy();
    expect(own.getByText(t.status.active)).toBeTruthy();
    expect(own.getByText('31 Mar 2026, 00:30')).toBeTruthy();
    const invited = await rowOf('Hana Ito');
    expect(invited.getByText(t.status.invited)).toBeTruthy();
    expect(invited.getByText(t.neverLoggedIn)).toBeTruthy();
    // Removing someone stays the admin console's.
    expect(screen.queryByRole('button', { name: new RegExp(`^${t.remove}`) })).toBeNull();
  });

  it('invites a colleague by name and e-mail through the form, which checks the fields first', async () => {
    const user = userEvent.setup();
    const sent = serve([priya]);
    renderPage();
    await screen.findByRole('row', { name: /Priya Shah/ });
    await user.click(screen.getByRole('button', { name: t.invite }));
    expect((await screen.findAllByText(clientAdminTexts.errors.firstNameRequired)).length).toBeGreaterThan(0);
    expect(sent).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: t.firstName }), 'Hana');
    await user.type(screen.getByRole('textbox', { name: t.surname }), 'Ito');
    await user.type(screen.getByRole('textbox', { name: t.email }), 'hana.ito@acme.test');
    await user.click(screen.getByRole('button', { name: t.invite }));
    expect(await screen.findByText(t.invited)).toBeTruthy();
    expect(sent).toEqual([{ method: 'POST', path: '/api/client/7/administrators', body: { firstName: 'Hana', surname: 'Ito', email: 'hana.ito@acme.test' } }]);
    expect((await rowOf('Hana Ito')).getByText(t.status.invited)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: t.firstName }) as HTMLInputElement).value).toBe('');
  });

  it('suspends and reinstates a colleague, and says why it cannot suspend yourself', async () => {
    const user = userEvent.setup();
    const sent = serve([priya, { ...hana, status: 'active' }]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: `${t.suspend} Hana Ito` }));
    expect(await screen.findByText(t.suspended('Hana Ito'))).toBeTruthy();
    await waitFor(async () => expect((await rowOf('Hana Ito')).getByText(t.status.suspended)).toBeTruthy());
    await user.click(await screen.findByRole('button', { name: `${t.reinstate} Hana Ito` }));
    expect(await screen.findByText(t.reinstated('Hana Ito'))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `${t.suspend} Priya Shah` }));
    expect((await screen.findByRole('alert')).textContent).toBe(t.notYourself);
    expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([
      ['PATCH', '/api/client/7/administrators/8', { suspended: true }],
      ['PATCH', '/api/client/7/administrators/8', { suspended: false }],
      ['PATCH', '/api/client/7/administrators/3', { suspended: true }],
    ]);
  });
});
