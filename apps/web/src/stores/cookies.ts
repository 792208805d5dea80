import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PERSIST_KEY } from '@portal/contracts';

export interface CookieSlice {
  cookiesAccepted: boolean;
  nonNecessaryCookiesEnabled: boolean;
}

interface CookieState {
  cookie: CookieSlice;
  acceptCookies: () => void;
  setNonNecessaryCookiesEnabled: (enabled: boolean) => void;
}

export const initialCookieSlice: CookieSlice = { cookiesAccepted: false, nonNecessaryCookiesEnabled: true };

/** The persisted app state (spec §9: key 'root', only the cookie slice is persisted). */
export const useCookieStore = create<CookieState>()(
  persist(
    (set) => ({
      cookie: initialCookieSlice,
      acceptCookies: () => set((s) => ({ cookie: { ...s.cookie, cookiesAccepted: true } })),
      setNonNecessaryCookiesEnabled: (enabled) => set((s) => ({ cookie: { ...s.cookie, nonNecessaryCookiesEnabled: enabled } })),
    }),
    {
      name: PERSIST_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ cookie: s.cookie }),
      merge: (persisted, current) => ({
        ...current,
        cookie: { ...current.cookie, ...(persisted as Partial<Pick<CookieState, 'cookie'>> | undefined)?.cookie },
      }),
    },
  ),
);
