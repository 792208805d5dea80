import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subjectAccessTexts } from '@portal/contracts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/renderApp.tsx';
import { renderWithPanels } from '../../../test/renderWithPanels.tsx';
import { saveBlob } from '../../../ui/saveBlob.ts';
import { PersonalDataDownload } from './PersonalDataDownload.tsx';

vi.mock('../../../ui/saveBlob.ts', () => ({ saveBlob: vi.fn() }));

const t = subjectAccessTexts.employer;
const url = 'GET /api/v2/client/1/employees/7/personal-data';

describe("HR's 'Download personal data' on an employee's panel", () => {
  it("saves the person's zip under the server's file name", async () => {
    const headers = { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="personal-data-7.zip"' };
    mockApi({ [url]: () => Promise.resolve(new Response('PK', { status: 200, headers })) });
    renderWithPanels(<PersonalDataDownload clientId={1} employeeId={7} />);
    expect(screen.getByText(t.hint)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t.download }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveBlob).mock.calls[0]![1]).toBe('personal-data-7.zip');
  });

  it('says when it failed, and the button works again', async () => {
    mockApi({ [url]: jsonResponse(404, { error: 'Not Found', message: 'We could not find that employee.' }) });
    renderWithPanels(<PersonalDataDownload clientId={1} employeeId={7} />);
    await userEvent.click(screen.getByRole('button', { name: t.download }));
    expect(await screen.findByText(t.error)).toBeTruthy();
    expect((screen.getByRole('button', { name: t.download }) as HTMLButtonElement).disabled).toBe(false);
  });
});
