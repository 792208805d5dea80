import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { samlTexts as s, signOnTexts as t, type ClientDetail, type SamlSettings, type SignOnSettings } from '@portal/contracts';
import { ModalHost, useModals } from '../../../../ui/Modal/index.ts';
import { jsonResponse } from '../../../../test/fixtures.ts';
import { answerWith, renderWithQuery } from '../../../../test/renderApp.tsx';
import { signOnModals } from './modals.ts';
import { SignOnTab } from './SignOnTab.tsx';

const client = { id: 7, name: 'Vandelay Industries', code: 'vandelay', status: 'draft', settingsVersion: 3 } as ClientDetail;
const DEMO_ISSUER = 'http://globex.localhost:3000/dev-idp';
const empty: SignOnSettings = {
  issuer: null,
  clientId: null,
  secretSet: false,
  emailDomains: [],
  logoutUrl: null,
  redirectUri: 'http://vandelay.localhost:3000/api/sso/vandelay/callback',
  lastTest: null,
  version: 3,
  demoProvider: { available: true, issuer: DEMO_ISSUER },
};
const connected: SignOnSettings = {
  ...empty,
  issuer: 'https://login.vandelay.test',
  clientId: 'portal',
  secretSet: true,
  emailDomains: ['vandelay.test'],
  logoutUrl: 'https://login.vandelay.test/logout',
  version: 4,
};
const URL_BASE = '/api/admin/clients/7/sign-on';
const SP = 'http://vandelay.localhost:3000/api/sso/vandelay/saml';
const noSaml: SamlSettings = {
  idpEntityId: null,
  ssoUrl: null,
  certificates: [],
  imported: false,
  emailDomains: [],
  sp: { entityId: `${SP}/metadata`, acsUrl: `${SP}/acs`, metadataUrl: `${SP}/metadata` },
  lastTest: null,
  oidcInUse: false,
  version: 3,
};
const CERT = '-----BEGIN CERTIFICATE-----\nMIIBtest\n-----END CERTIFICATE-----\n';
const withSaml: SamlSettings = {
  ...noSaml,
  idpEntityId: 'https://idp.vandelay.test/metadata',
  ssoUrl: 'https://idp.vandelay.test/sso',
  certificates: [{ subject: 'Vandelay IdP', notAfter: '2036-01-01T00:00:00.000Z', fingerprint: 'AB:CD', pem: CERT }],
  imported: true,
  emailDomains: ['vandelay.test'],
  version: 4,
};
const METADATA = '<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://idp.vandelay.test/metadata"/>';

// The remove dialog's body loads lazily: loaded once here, so a busy machine's first transform does not eat a test's wait.
beforeAll(async () => {
  await import('./RemoveSignOnModal.tsx');
}, 30_000);

afterEach(() => {
  act(() => useModals.setState({ current: null, closing: false }));
  vi.unstubAllGlobals();
});

type Handler = (body: Record<string, unknown>) => Response;

/** The tab over a fake API: GET answers `reads` in turn (the last one again), other methods their handler. */
async function setUp(
  reads: SignOnSettings[],
  handlers: { PUT?: Handler; DELETE?: Handler; POST?: Handler } = {},
  saml: { reads?: SamlSettings[]; PUT?: Handler; DELETE?: Handler } = {},
) {
  let read = 0;
  let samlRead = 0;
  const samlReads = saml.reads ?? [noSaml];
  const fetchMock = answerWith((url, init) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url.pathname === `${URL_BASE}/saml`) {
      if (method === 'GET') return jsonResponse(200, samlReads[Math.min(samlRead++, samlReads.length - 1)]);
      const handler = saml[method as 'PUT' | 'DELETE'];
      return handler ? handler(body) : jsonResponse(404, { error: 'Not Found', message: 'Not found' });
    }
    if (url.pathname === `${URL_BASE}/test` && method === 'POST' && handlers.POST) return handlers.POST(body);
    if (url.pathname !== URL_BASE) return jsonResponse(404, { error: 'Not Found', message: 'Not found' });
    if (method === 'GET') return jsonResponse(200, reads[Math.min(read++, reads.length - 1)]);
    const handler = handlers[method as 'PUT' | 'DELETE'];
    return handler ? handler(body) : jsonResponse(404, { error: 'Not Found', message: 'Not found' });
  });
  const view = renderWithQuery(
    <>
      <SignOnTab client={client} />
      <ModalHost registry={signOnModals} />
    </>,
  );
  await screen.findByRole('heading', { name: t.title });
  const sent = (method: string) =>
    fetchMock.mock.calls.filter(([, init]) => init?.method === method).map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : null));
  return { fetchMock, sent, user: userEvent.setup(), ...view };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the Sign-on tab', { timeout: 20_000 }, () => {
  it('connects the demo identity provider with one button, sending no secret', async () => {
    const saved = { ...connected, issuer: DEMO_ISSUER, clientId: 'vandelay', logoutUrl: null, emailDomains: ['vandelay.test'] };
    const { sent, user } = await setUp([empty], { PUT: () => jsonResponse(200, saved) });
    expect(screen.getByText(t.none)).toBeTruthy();
    await user.type(field(t.emailDomains.label), 'Vandelay.test');
    await user.click(screen.getByRole('button', { name: t.demo.use }));
    expect(await screen.findByText(t.saved)).toBeTruthy();
    expect(sent('PUT')).toEqual([
      { version: 3, useDemoProvider: true, issuer: '', clientId: '', clientSecret: '', emailDomains: ['vandelay.test'], logoutUrl: null },
    ]);
    await waitFor(() => expect(field(t.issuer.label).value).toBe(DEMO_ISSUER));
    expect(field(t.clientId.label).value).toBe('vandelay');
  });

  it('keeps the secret write-only: never shown, empty keeps the stored one', async () => {
    const { sent, user } = await setUp([connected], { PUT: (body) => jsonResponse(200, { ...connected, ...body, version: 5 }) });
    const secret = field(t.clientSecret.label);
    expect(secret.type).toBe('password');
    expect(secret.value).toBe('');
    expect(document.getElementById(secret.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toContain(t.secretStored);
    await user.clear(field(t.emailDomains.label));
    await user.type(field(t.emailDomains.label), 'vandelay.test, @Kramerica.test');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeTruthy();
    expect(sent('PUT')[0]).toEqual({
      version: 4,
      useDemoProvider: false,
      issuer: 'https://login.vandelay.test',
      clientId: 'portal',
      clientSecret: '',
      emailDomains: ['vandelay.test', 'kramerica.test'],
      logoutUrl: 'https://login.vandelay.test/logout',
    });
  });

  it('refuses a bad domain and a plain-http issuer before sending anything', async () => {
    const { sent, user } = await setUp([empty]);
    await user.type(field(t.issuer.label), 'http://login.vandelay.test');
    await user.type(field(t.clientId.label), 'portal');
    await user.type(field(t.emailDomains.label), 'vandelay');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect((await screen.findAllByText(t.errors.domainInvalid('vandelay'))).length).toBeGreaterThan(0);
    expect(screen.getAllByText(t.errors.issuerInvalid).length).toBeGreaterThan(0);
    expect(sent('PUT')).toHaveLength(0);
  });

  it("puts the server's discovery error on the issuer, and a 409's newer values in the form", async () => {
    const discovery = t.errors.discoveryFailed(t.discovery.failed);
    let answer: Response = jsonResponse(400, { error: 'Bad Request', message: 'Please correct the highlighted fields', errors: { issuer: discovery } });
    const newer = { ...connected, clientId: 'saved-by-someone-else', version: 6 };
    const { user } = await setUp([connected], { PUT: () => answer });
    await user.click(screen.getByRole('button', { name: t.save }));
    expect((await screen.findAllByText(discovery)).length).toBeGreaterThan(0);
    expect(field(t.issuer.label).getAttribute('aria-invalid')).toBe('true');

    answer = jsonResponse(409, { error: 'Conflict', message: t.changedSinceOpened, current: newer });
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.changedSinceOpened)).toBeTruthy();
    await waitFor(() => expect(field(t.clientId.label).value).toBe('saved-by-someone-else'));
  });

  it('opens the test in a new tab and shows the claims received once this window has the focus again', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    const tested = { ...connected, lastTest: { at: '2026-11-26T10:15:00Z', claims: { sub: '42', email: 'hr@vandelay.test', email_verified: true } } };
    const url = 'http://vandelay.localhost:3000/api/sso/vandelay/start?test=sot_7_abc';
    const { user } = await setUp([connected, tested], { POST: () => jsonResponse(200, { url, expiresAt: '2026-11-26T10:25:00Z' }) });
    expect(screen.getByText(t.test.never)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.test.button }));
    expect(await screen.findByText(t.test.opened)).toBeTruthy();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe(url);

    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    const list = await screen.findByLabelText(t.test.claimsCaption);
    expect(within(list).getByText('email').nextElementSibling?.textContent).toBe('hr@vandelay.test');
    expect(within(list).getByText('email_verified').nextElementSibling?.textContent).toBe('true');
    expect(screen.getByText(/^Last successful test: /)).toBeTruthy();
    act(() => focusManager.setFocused(undefined));
  });

  it('offers the test link when the browser blocks the new tab', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const url = 'http://vandelay.localhost:3000/api/sso/vandelay/start?test=sot_7_abc';
    const { user } = await setUp([connected], { POST: () => jsonResponse(200, { url, expiresAt: '2026-11-26T10:25:00Z' }) });
    await user.click(screen.getByRole('button', { name: t.test.button }));
    const link = await screen.findByRole('link', { name: t.test.openLink });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('removes single sign-on only after a confirmation, with the version it read', async () => {
    const { sent, user } = await setUp([connected], { DELETE: () => jsonResponse(200, { ...empty, version: 5 }) });
    await user.click(screen.getByRole('button', { name: t.remove.button }));
    const dialog = await screen.findByRole('dialog', { name: t.remove.title }, { timeout: 5000 });
    expect(await within(dialog).findByText(t.remove.confirm, {}, { timeout: 5000 })).toBeTruthy();
    expect(sent('DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: t.remove.yes }));
    expect(await within(dialog).findByText(t.remove.removed)).toBeTruthy();
    expect(sent('DELETE')).toEqual([{ version: 4 }]);
    await waitFor(() => expect(field(t.issuer.label).value).toBe(''));
  });
  it('sets up SAML from pasted metadata, shows what to give the identity provider, and removes it', async () => {
    const { sent, user } = await setUp(
      [empty],
      {},
      { reads: [noSaml], PUT: () => jsonResponse(200, withSaml), DELETE: () => jsonResponse(200, { ...noSaml, version: 5 }) },
    );
    await user.click(screen.getByLabelText(s.protocol.saml));
    expect(screen.getByText(s.none)).toBeTruthy();
    expect(screen.getByText(`${SP}/metadata`)).toBeTruthy();
    expect(screen.getByText(`${SP}/acs`)).toBeTruthy();
    expect(screen.getByRole('link', { name: s.sp.download }).getAttribute('href')).toBe(`${SP}/metadata`);
    await user.click(field(s.metadata.label));
    await user.paste(METADATA);
    await user.type(field(s.emailDomains.label), 'vandelay.test');
    await user.click(screen.getByRole('button', { name: s.save }));
    expect(await screen.findByText(s.saved)).toBeTruthy();
    expect(sent('PUT')).toEqual([{ version: 3, metadataXml: METADATA, idpEntityId: '', ssoUrl: '', certificates: [], emailDomains: ['vandelay.test'] }]);
    expect(await screen.findByText(s.certificate('Vandelay IdP', '1 Jan 2036 at 00:00', 'AB:CD'), { exact: false })).toBeTruthy();
    expect(screen.getByText(s.metadata.imported)).toBeTruthy();
    expect(screen.getByRole('button', { name: t.test.button })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: s.remove.button }));
    const dialog = await screen.findByRole('dialog', { name: s.remove.title }, { timeout: 5000 });
    expect(await within(dialog).findByText(s.remove.confirm, {}, { timeout: 5000 })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t.remove.yes }));
    expect(await within(dialog).findByText(s.remove.removed)).toBeTruthy();
    expect(sent('DELETE')).toEqual([{ version: 4 }]);
  });

  it('opens on SAML when the client has it, and says to remove it before choosing OpenID Connect', async () => {
    const { user } = await setUp([{ ...empty, version: 4 }], {}, { reads: [withSaml] });
    expect((screen.getByLabelText(s.protocol.saml) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByLabelText(s.protocol.oidc));
    expect(screen.getByText(s.protocol.otherInUse(s.protocol.saml))).toBeTruthy();
    expect(screen.queryByLabelText(t.issuer.label)).toBeNull();
  });

  it('refuses hand-entered details without a certificate or with a plain-http address before sending anything', async () => {
    const { sent, user } = await setUp([empty]);
    await user.click(screen.getByLabelText(s.protocol.saml));
    await user.type(field(s.idpEntityId.label), 'https://idp.vandelay.test');
    await user.type(field(s.ssoUrl.label), 'http://idp.vandelay.test/sso');
    await user.click(screen.getByRole('button', { name: s.save }));
    expect((await screen.findAllByText(s.errors.ssoUrlInvalid)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(s.errors.certificateRequired).length).toBeGreaterThan(0);
    expect(sent('PUT')).toHaveLength(0);
  });
});
