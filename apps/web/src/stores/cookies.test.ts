import { describe, expect, it } from 'vitest';
import { PERSIST_KEY } from '@portal/contracts';
import { useCookieStore } from './cookies.ts';

describe('cookie store persistence', () => {
  it("stores only the cookie slice under 'root'", () => {
    useCookieStore.getState().setNonNecessaryCookiesEnabled(false);
    useCookieStore.getState().acceptCookies();
    const stored = JSON.parse(localStorage.getItem(PERSIST_KEY) ?? 'null') as { state: Record<string, unknown> };
    expect(Object.keys(stored.state)).toEqual(['cookie']);
    expect(stored.state.cookie).toEqual({ cookiesAccepted: true, nonNecessaryCookiesEnabled: false });
  });

  it('restores the slice and keeps defaults for missing keys', async () => {
    localStorage.setItem(PERSIST_KEY, JSON.stringify({ state: { cookie: { cookiesAccepted: true } }, version: 0 }));
    await useCookieStore.persist.rehydrate();
    expect(useCookieStore.getState().cookie).toEqual({ cookiesAccepted: true, nonNecessaryCookiesEnabled: true });
  });
});
