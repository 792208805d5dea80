import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { retentionTexts as t, type ClientDetail } from '@portal/contracts';
import { jsonResponse } from '../../../../test/fixtures.ts';
import { renderWithQuery } from '../../../../test/renderApp.tsx';
import { DataProtectionTab } from './DataProtectionTab.tsx';

const client = { id: 7, name: 'Initech', code: 'initech' } as ClientDetail;

describe('the Data protection tab', () => {
  it('shows the periods read, refuses payroll records kept shorter than personal data before sending, then saves', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) =>
      init?.method === 'PUT' ? jsonResponse(200, JSON.parse(String(init.body))) : jsonResponse(200, { personalMonths: 24, payrollMonths: 72 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithQuery(<DataProtectionTab client={client} />);
    const personal = (await screen.findByLabelText(t.personalLabel)) as HTMLInputElement;
    const payroll = screen.getByLabelText(t.payrollLabel) as HTMLInputElement;
    expect([personal.value, payroll.value]).toEqual(['24', '72']);

    await userEvent.clear(payroll);
    await userEvent.type(payroll, '12');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findAllByText(t.payrollBeforePersonal)).not.toHaveLength(0);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(personal);
    await userEvent.type(personal, '12');
    await userEvent.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put![1]!.body))).toEqual({ personalMonths: 12, payrollMonths: 12 });
  });
});
