import { endpoints, type TokenResponse } from '@portal/contracts';
import { hasShapeOf } from '../stores/storedShape.ts';
import { useSession } from '../stores/session.ts';
import { adoptNewerStoredTokens, applyTokens } from '../stores/sessionActions.ts';
import { buildUrl } from './url.ts';

/** Refresh this long before the access token runs out, so no call goes out with a dying token. */
export const REFRESH_MARGIN_MS = 60_000;

export type RefreshOutcome = { token: string | null; ended: false } | { token: null; ended: true; message: string };

let inFlight: Promise<RefreshOutcome> | null = null;

export const tokenNeedsRefresh = () => {
  const { accessToken, refreshToken, tokenExpiresAt } = useSession.getState();
  return Boolean(accessToken && refreshToken && tokenExpiresAt !== null && tokenExpiresAt - Date.now() <= REFRESH_MARGIN_MS);
};

const tokenShape: TokenResponse = { access_token: '', refresh_token: '', expires_in: 0, token_type: 'Bearer', ssoLogoutUrl: null };
const isTokenResponse = (body: unknown): body is TokenResponse => hasShapeOf(body, tokenShape);

async function postRefresh(): Promise<RefreshOutcome> {
  if (adoptNewerStoredTokens() && !tokenNeedsRefresh()) return { token: useSession.getState().accessToken, ended: false };
  const { accessToken, refreshToken } = useSession.getState();
  let response: Response;
  try {
    response = await fetch(buildUrl(endpoints.refresh), {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    });
  } catch {
    // Offline for a moment: carry on with the token we have; the call itself reports the failure.
    return { token: accessToken, ended: false };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isTokenResponse(body)) {
    applyTokens(body);
    return { token: body.access_token, ended: false };
  }
  if (response.status === 401) {
    const message = body && typeof body === 'object' && 'message' in body ? String(body.message) : '';
    return { token: null, ended: true, message };
  }
  return { token: accessToken, ended: false };
}

/** Web Locks keep two tabs of one session from spending the same (rotating) refresh token twice. */
async function withTabLock(task: () => Promise<RefreshOutcome>): Promise<RefreshOutcome> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request('portal-token-refresh', task) : task();
}

/** The access token to send: refreshed first (once, however many calls ask) when it is about to run out. */
export function freshAccessToken(): Promise<RefreshOutcome> {
  if (!tokenNeedsRefresh()) return Promise.resolve({ token: useSession.getState().accessToken, ended: false });
  inFlight ??= withTabLock(postRefresh).finally(() => {
    inFlight = null;
  });
  return inFlight;
}
