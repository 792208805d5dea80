import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@portal/contracts';
import { useSession } from '../stores/session.ts';
import { STORAGE_KEYS } from '../stores/sessionPersistence.ts';
import { apiCall, setUnauthorizedHandler } from './client.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const tokens = (n: number) => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-token-number-${n}-0123456789`,
  expires_in: 900,
  token_type: 'Bearer',
  ssoLogoutUrl: null,
});
const ping = { status: 'ok', time: 'now' };

describe('access token refresh', () => {
  beforeEach(() => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    useSession.setState({ accessToken: 'access-0', refreshToken: 'refresh-0', tokenExpiresAt: 1_000_000 + 30_000 });
  });
  afterEach(() => setUnauthorizedHandler(null));

  it('refreshes once before calls when the token is about to run out, and sends the new one in both headers', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (url) => (String(url).endsWith('/login/refresh') ? json(200, tokens(1)) : json(200, ping)));
    vi.stubGlobal('fetch', fetchMock);
    await Promise.all([apiCall(endpoints.ping), apiCall(endpoints.ping)]);
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((u) => u.endsWith('/login/refresh'))).toHaveLength(1);
    const headers = new Headers(fetchMock.mock.calls[1]?.[1]?.headers);
    expect(headers.get('authorization')).toBe('Bearer access-1');
    expect(headers.get('x-access-token')).toBe('access-1');
    expect(useSession.getState().tokenExpiresAt).toBe(1_000_000 + 900_000);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.credentials) ?? '{}').refresh_token).toBe(tokens(1).refresh_token);
  });

  it('does not refresh a token with time left', async () => {
    useSession.setState({ tokenExpiresAt: 1_000_000 + 10 * 60_000 });
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, ping));
    vi.stubGlobal('fetch', fetchMock);
    await apiCall(endpoints.ping);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes tokens another tab refreshed instead of spending the old refresh token', async () => {
    localStorage.setItem(STORAGE_KEYS.credentials, JSON.stringify({ ...tokens(2), expiresAt: 1_000_000 + 900_000 }));
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, ping));
    vi.stubGlobal('fetch', fetchMock);
    await apiCall(endpoints.ping);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer access-2');
  });

  it('logs out when the refresh token is refused', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => json(401, { error: 'Unauthorized', message: 'Your session has ended.' })),
    );
    await expect(apiCall(endpoints.ping)).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledWith('Your session has ended.');
  });
});
