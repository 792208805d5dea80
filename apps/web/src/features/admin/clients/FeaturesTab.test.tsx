import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clientAdminTexts, type ClientDetail } from '@portal/contracts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { jsonResponse } from '../../../test/fixtures.ts';
import { renderWithQuery } from '../../../test/renderApp.tsx';
import { FeaturesTab } from './FeaturesTab.tsx';

const f = clientAdminTexts.features;
const client: ClientDetail = {
  id: 7,
  name: 'Initech',
  code: 'initech',
  status: 'draft',
  settingsVersion: 3,
  codeLocked: false,
  features: {
    contactUsEnabled: false,
    contactUsEmail: null,
    mfaEnforcedEmployees: false,
    mfaEnforcedEmployers: false,
    ssoAccessOnly: false,
    payrollCutoffDay: 20,
    dataLoadEligibilityImpact: false,
    benefitInsightsEnabled: false,
    welcomeCarouselEnabled: true,
    oneHubIntegrationActive: false,
    oneHubLogoutUrl: null,
  },
};

describe('the Features tab', () => {
  it('gives every setting one sentence of help', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithQuery(<FeaturesTab client={client} />);
    const oneHub = screen.getByRole('checkbox', { name: f.oneHubIntegrationActive.label });
    expect(document.getElementById(oneHub.getAttribute('aria-describedby') ?? '')?.textContent).toBe(f.oneHubIntegrationActive.help);
    expect((screen.getByRole('checkbox', { name: f.welcomeCarouselEnabled.label }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(f.payrollCutoffDay.label) as HTMLInputElement).value).toBe('20');
  });

  it('asks for the logout address when OneHub is on, before sending anything', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithQuery(<FeaturesTab client={client} />);
    await userEvent.click(screen.getByRole('checkbox', { name: f.oneHubIntegrationActive.label }));
    await userEvent.click(screen.getByRole('button', { name: clientAdminTexts.save }));
    expect(await screen.findAllByText(clientAdminTexts.errors.logoutUrlRequired)).not.toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the version it read; a 409 says so and shows the newer values', async () => {
    const newer = { ...client, settingsVersion: 4, features: { ...client.features, payrollCutoffDay: 12 } };
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(409, { error: 'Conflict', message: clientAdminTexts.conflict, current: newer }));
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderWithQuery(<FeaturesTab client={client} />);
    await userEvent.click(screen.getByRole('checkbox', { name: f.benefitInsightsEnabled.label }));
    await userEvent.click(screen.getByRole('button', { name: clientAdminTexts.save }));
    expect(await screen.findByText(clientAdminTexts.conflict)).toBeTruthy();
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(sent).toMatchObject({ version: 3, benefitInsightsEnabled: true, contactUsEmail: null, oneHubLogoutUrl: null });
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.admin.client(7))).toEqual(newer));
  });
});
