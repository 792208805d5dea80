import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, LAST_CALL_STORAGE_KEY, messages } from '@portal/contracts';
import { useSession } from '../stores/session.ts';
import { ApiError, apiCall, setUnauthorizedHandler } from './client.ts';

const theme = {
  clientCode: 'acme',
  clientName: 'Acme Retail',
  hasClientTheme: true,
  contactUsEnabled: true,
  primaryColour: '112233',
  secondaryColour: '445566',
  logoFileUrl: null,
  brandHeaderLogo: '/a.svg',
  mobileLogo: '/m.svg',
  supportEmail: 'help@acme.test',
  contactUsEmail: null,
  benefitBrandName: 'Acme Rewards',
  benefitBrandPhoneNumber: '0',
  avatarSet: { avatarsetPlainFileURL: null },
  baseFont: 'Lato',
  headerFont: 'Lato',
  ssoAccessOnly: false,
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers });

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentHeaders = (mock: ReturnType<typeof stubFetch>) => new Headers(mock.mock.calls[0]?.[1]?.headers);

describe('apiCall', () => {
  beforeEach(() => useSession.setState({ accessToken: null, masquerade: null, masqueradeUserId: null }));
  afterEach(() => {
    setUnauthorizedHandler(null);
    delete window.__PORTAL_CONFIG__;
  });

  it('GETs the filled path on the main base with credentials and JSON accept', async () => {
    const fetchMock = stubFetch(json(200, theme));
    const result = await apiCall(endpoints.themeByDomain, { params: { domain: 'acme.localhost' } });
    expect(result.benefitBrandName).toBe('Acme Rewards');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/theme/acme.localhost');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(sentHeaders(fetchMock).get('accept')).toBe('application/json');
    expect(sentHeaders(fetchMock).has('authorization')).toBe(false);
  });

  it('uses the runtime config base and sends a JSON body', async () => {
    window.__PORTAL_CONFIG__ = { apiBase: 'https://api.example.test/' };
    const fetchMock = stubFetch(json(201, { status: 'success' }));
    await apiCall(endpoints.sendEnquiry, { body: { subject: 'a', comments: 'b' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.test/contact');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ subject: 'a', comments: 'b' }));
    expect(sentHeaders(fetchMock).get('content-type')).toBe('application/json');
  });

  it('sends the token in two headers and the masquerade headers, and stores the masquerade answer', async () => {
    useSession.setState({ accessToken: 'tok', masquerade: { userId: '7', schemeYear: '2025' } });
    const fetchMock = stubFetch(json(200, { status: 'ok', time: 'now' }, { 'x-masquerade-user-id': '42' }));
    await apiCall(endpoints.ping);
    const headers = sentHeaders(fetchMock);
    expect(headers.get('authorization')).toBe('Bearer tok');
    expect(headers.get('x-access-token')).toBe('tok');
    expect(headers.get('x-masquerade-user-id')).toBe('7');
    expect(headers.get('x-masquerade-scheme-year')).toBe('2025');
    expect(useSession.getState().masqueradeUserId).toBe('42');
  });

  it('records the call time for the idle clock', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(123456);
    stubFetch(json(200, { status: 'ok', time: 'now' }));
    await apiCall(endpoints.ping);
    expect(sessionStorage.getItem(LAST_CALL_STORAGE_KEY)).toBe('123456');
  });

  it('returns null on 204', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiCall(endpoints.ping)).resolves.toBeNull();
  });

  it('takes the message from errors first and keeps the field map', async () => {
    stubFetch(json(400, { error: 'Bad Request', message: 'Invalid', errors: { subject: 'Pick one', comments: 'Say more' } }));
    const error = await apiCall(endpoints.ping).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Pick one', detail: 'Invalid' });
    expect((error as ApiError).fieldErrors).toEqual({ subject: 'Pick one', comments: 'Say more' });
  });

  it('falls back to error, then message', async () => {
    stubFetch(json(500, { error: 'Server exploded' }));
    await expect(apiCall(endpoints.ping)).rejects.toMatchObject({ status: 500, message: 'Server exploded' });
    stubFetch(json(404, { message: 'Nothing here' }));
    await expect(apiCall(endpoints.ping)).rejects.toMatchObject({ status: 404, message: 'Nothing here' });
  });

  it('calls the unauthorized handler on a 401 to a call that carried a token', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    useSession.setState({ accessToken: 'tok' });
    stubFetch(json(401, { error: 'Unauthorized', message: 'Session expired' }));
    await expect(apiCall(endpoints.ping)).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledWith('Session expired');
  });

  it('leaves a 401 without a token (a failed login) and a logout call alone', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    stubFetch(json(401, { error: 'Unauthorized', message: 'Try again', showRecaptcha: true }));
    const error = await apiCall(endpoints.ping).catch((e: unknown) => e);
    expect((error as ApiError).body.showRecaptcha).toBe(true);
    useSession.setState({ accessToken: 'tok' });
    stubFetch(json(401, { error: 'Unauthorized', message: 'Gone' }));
    await expect(apiCall(endpoints.logout, { ignoreUnauthorized: true })).rejects.toMatchObject({ status: 401 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('turns a network failure into status 0 and "Failed to fetch"', async () => {
    stubFetch(new TypeError('network down'));
    await expect(apiCall(endpoints.ping)).rejects.toMatchObject({ status: 0, message: messages.generic.failedToFetch });
  });

  it('rejects a success whose body is not JSON (the server validated the JSON answers it sends)', async () => {
    stubFetch(new Response('<html>proxy error page</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    await expect(apiCall(endpoints.ping)).rejects.toMatchObject({ status: 200, message: messages.generic.somethingWrong });
  });
});
