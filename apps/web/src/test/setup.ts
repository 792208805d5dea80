import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initialCookieSlice, useCookieStore } from '../stores/cookies.ts';
import { clearPendingLogin } from '../stores/pendingLogin.ts';
import { keepSessionIn } from '../stores/sessionPersistence.ts';
import { useSession } from '../stores/session.ts';
import { useModals } from '../ui/Modal/index.ts';
import { usePanels } from '../ui/SidePanel/index.ts';

const initialSession = useSession.getState();

// The route progress bar is decoration, and nprogress removes its element on timers of its own: one still pending when
// a test file ends runs after jsdom is gone ("document is not defined"). Tests see no bar.
vi.mock('nprogress', () => ({ default: { configure: () => {}, start: () => {}, done: () => {} } }));

// Lazy routes and overlays load their chunks on first use, which takes a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no CSS namespace; React Aria uses CSS.escape when reading meta tags.
if (typeof globalThis.CSS?.escape !== 'function') {
  Object.defineProperty(globalThis, 'CSS', {
    configurable: true,
    value: { escape: (value: string) => String(value).replace(/([^\w-])/g, '\\$1'), supports: () => false },
  });
}

// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => {};

// An unexpected console.error (React warnings, act() misuse, failed prop types) fails the test.
let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // Module-level stores outlive a test: put them back as a fresh page load would find them.
  useCookieStore.setState({ cookie: initialCookieSlice });
  useSession.setState(initialSession, true);
  clearPendingLogin();
  keepSessionIn('browser');
  usePanels.setState({ current: null, closing: false });
  useModals.setState({ current: null, closing: false });
  localStorage.clear();
  sessionStorage.clear();
  if (consoleErrors.length > 0) throw new Error(`console.error was called:\n${consoleErrors.join('\n')}`);
});
