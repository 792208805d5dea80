import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ownTexts, type Profile } from '@portal/contracts';
import { ThemeProvider } from '../../theme/index.ts';
import { acmeTheme, jsonResponse } from '../../test/fixtures.ts';
import { mockApi } from '../../test/renderApp.tsx';
import { ProfileSettingsPage } from './ProfileSettingsPage.tsx';
import { renderWithPanels } from '../../test/renderWithPanels.tsx';

const profile: Profile = {
  personal: {
    title: null,
    firstName: 'Sam',
    surname: 'Taylor',
    preferredName: null,
    email: 'sam@acme.test',
    phone: null,
    dateOfBirth: '1978-08-28',
    avatar: null,
  },
  employment: {
    employeeNumber: 'AC00001',
    employmentStartDate: '2015-03-02',
    grade: 'Store Manager',
    location: 'Leeds',
    salary: 42000,
    employmentStatus: 'active',
  },
  hrContact: 'hr@acme.test',
  contactPreferences: { email: true, sms: false },
  scheme: { clientName: 'Acme Retail', benefitBrandName: 'Acme Rewards', schemeYear: 2026 },
  avatars: ['/avatars/set-1/avatar-1.svg'],
};

describe('profile settings page', () => {
  it('shows every section, each with its own heading', async () => {
    mockApi({
      'GET /api/user/profile': jsonResponse(200, profile),
      'GET /api/user/family': jsonResponse(200, { family: [] }),
      'GET /api/client/life-events': jsonResponse(200, { events: [] }),
      'GET /api/user/policies': jsonResponse(200, { policies: [] }),
      'GET /api/user': jsonResponse(500, { error: 'Internal Server Error', message: 'boom' }),
    });
    renderWithPanels(
      <ThemeProvider cached={acmeTheme}>
        <ProfileSettingsPage />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: ownTexts.profileSettings })).toBeTruthy();
    expect(await screen.findByText(ownTexts.profile.hrNote('hr@acme.test'))).toBeTruthy();
    expect(await screen.findByText(ownTexts.profile.noFamily)).toBeTruthy();
    expect(await screen.findByText(ownTexts.profile.noLifeEvents)).toBeTruthy();
    expect(await screen.findByText(ownTexts.profile.noPolicies)).toBeTruthy();
    expect(await screen.findByText(ownTexts.profile.loadError)).toBeTruthy();
    expect(screen.getAllByRole('region')).toHaveLength(8);
    // E-mail and text message only: no post, as no postal address is held (issue 26 item 9).
    const contact = screen.getByRole('group', { name: ownTexts.profile.contactLegend });
    expect(
      within(contact)
        .getAllByRole('checkbox')
        .map((box) => box.id),
    ).toEqual(['contact-email', 'contact-sms']);
  });

  it('has no password or two-factor settings for a client that signs its people in with single sign-on', async () => {
    const ssoOnly = { ...acmeTheme, ssoAccessOnly: true };
    mockApi(
      {
        'GET /api/user/profile': jsonResponse(200, profile),
        'GET /api/user/family': jsonResponse(200, { family: [] }),
        'GET /api/client/life-events': jsonResponse(200, { events: [] }),
        'GET /api/user/policies': jsonResponse(200, { policies: [] }),
      },
      ssoOnly,
    );
    renderWithPanels(
      <ThemeProvider cached={ssoOnly}>
        <ProfileSettingsPage />
      </ThemeProvider>,
    );
    expect(await screen.findByText(ownTexts.profile.noFamily)).toBeTruthy();
    expect(screen.getAllByRole('region')).toHaveLength(6);
    expect(screen.queryByRole('heading', { name: ownTexts.profile.passwordTitle })).toBeNull();
    expect(screen.queryByRole('heading', { name: ownTexts.twoFactorTitle })).toBeNull();
    expect(screen.queryByRole('link', { name: ownTexts.profile.passwordTitle })).toBeNull();
  });
});
