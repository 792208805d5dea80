import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subjectAccessTexts } from '@portal/contracts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/renderApp.tsx';
import { renderWithPanels } from '../../../test/renderWithPanels.tsx';
import { saveBlob } from '../../../ui/saveBlob.ts';
import { useSession } from '../../../stores/session.ts';
import { MyDataSection } from './MyDataSection.tsx';

vi.mock('../../../ui/saveBlob.ts', () => ({ saveBlob: vi.fn() }));

const t = subjectAccessTexts.section;

describe('"My data" in profile settings', () => {
  afterEach(() => useSession.setState({ loggedIn: false, user: null }));

  it('explains the copy and downloads the zip with the session, saying so while it is prepared', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      'GET /api/user/personal-data': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderWithPanels(<MyDataSection id="my-data" />);
    expect(screen.getByRole('heading', { level: 2, name: t.title })).toBeTruthy();
    expect(screen.getByText(t.intro)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t.download }));
    const busy = await screen.findByRole('button', { name: t.downloading });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer(new Response('PK', { status: 200, headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="my-data.zip"' } }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveBlob).mock.calls[0]![1]).toBe('my-data.zip');
    expect(await screen.findByRole('button', { name: t.download })).toBeTruthy();
  });

  it('says when the download failed, and lets the person try again', async () => {
    mockApi({ 'GET /api/user/personal-data': jsonResponse(403, { error: 'Forbidden', message: 'Not while viewing as someone' }) });
    renderWithPanels(<MyDataSection id="my-data" />);
    await userEvent.click(screen.getByRole('button', { name: t.download }));
    expect(await screen.findByText(t.error)).toBeTruthy();
    expect((screen.getByRole('button', { name: t.download }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers no download to someone viewing the portal as the person, and says who can', () => {
    useSession.setState({ loggedIn: true, user: { id: 7, name: 'Sam Taylor', impersonation: { kind: 'magic-link', schemeYear: 2026 } } as never });
    renderWithPanels(<MyDataSection id="my-data" />);
    expect(screen.getByText(t.notWhileViewing)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.download })).toBeNull();
  });
});
