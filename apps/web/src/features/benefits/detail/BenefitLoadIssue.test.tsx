import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { benefitScreenTexts as t } from '@portal/contracts';
import { acmeTheme, jsonResponse } from '../../../test/fixtures.ts';
import { mockApi, renderApp } from '../../../test/renderApp.tsx';
import { sam as user, signIn } from '../../../test/session.ts';

/** Sam opens benefit 1, whose call fails with a server error. */
async function failedBenefit(path: string, theme = acmeTheme) {
  signIn();
  mockApi(
    {
      'GET /api/login/setup': jsonResponse(200, { user, client: null, cmsData: { faqs: false, sso_access_only: false, reference: false, live: true } }),
      'GET /api/benefit/1/with-selection': jsonResponse(500, { error: 'Internal Server Error', message: 'Something went wrong' }),
    },
    theme,
  );
  renderApp(path, theme);
  const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
  expect(within(alert).getByText(t.loadError)).toBeTruthy();
  expect(within(alert).getByRole('button', { name: t.retry })).toBeTruthy();
  return alert;
}

describe('a benefit that fails to load', () => {
  it('offers the contact page besides trying again', { timeout: 30_000 }, async () => {
    const alert = await failedBenefit('/app/my-benefits/1');
    expect(within(alert).getByRole('link', { name: t.detail.loadIssueContactLink }).getAttribute('href')).toBe('/contact-us/');
  });

  it('does the same in the setup wizard', { timeout: 30_000 }, async () => {
    const alert = await failedBenefit('/app/my-benefits/1/setup');
    expect(within(alert).getByRole('link', { name: 'contact us' }).getAttribute('href')).toBe('/contact-us/');
  });

  it('gives the support e-mail when the client has no contact page (it would send the employee home)', { timeout: 30_000 }, async () => {
    const alert = await failedBenefit('/app/my-benefits/1', { ...acmeTheme, contactUsEnabled: false });
    expect(within(alert).getByRole('link', { name: 'email help@acme.test' }).getAttribute('href')).toBe('mailto:help@acme.test');
  });
});
