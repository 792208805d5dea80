import { create } from 'zustand';

/** The logged-in user; the login issue fills in the rest of spec §3 "User (session)". */
export interface SessionUser {
  id: string;
  name: string;
  firstName: string;
  surname: string;
  email: string;
  userType: string;
}

export interface Masquerade {
  userId: string;
  schemeYear: string;
}

interface SessionState {
  loggedIn: boolean;
  user: SessionUser | null;
  accessToken: string | null;
  masquerade: Masquerade | null;
  /** Last `x-masquerade-user-id` response header seen. */
  masqueradeUserId: string | null;
  setMasqueradeUserId: (id: string) => void;
}

export const useSession = create<SessionState>()((set) => ({
  loggedIn: false,
  user: null,
  accessToken: null,
  masquerade: null,
  masqueradeUserId: null,
  setMasqueradeUserId: (id) => set({ masqueradeUserId: id }),
}));

