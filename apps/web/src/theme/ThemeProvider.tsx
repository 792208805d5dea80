import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { endpoints, type Theme } from '@portal/contracts';
import { apiCall } from '../api/client.ts';
import { applyTheme } from './applyTheme.ts';
import { defaultTheme } from './defaultTheme.ts';
import { writeCachedTheme } from './themeCache.ts';

interface ThemeState {
  theme: Theme;
  /** True once the server has answered (or failed): until then the theme may be a cached copy. */
  settled: boolean;
  /** True once there is a cached copy or an answer: until then the theme is only the default branding. */
  known: boolean;
}

const ThemeContext = createContext<ThemeState>({ theme: defaultTheme, settled: false, known: false });

async function fetchTheme(hostname: string, signal: AbortSignal): Promise<Theme> {
  const theme = await apiCall(endpoints.themeByDomain, { params: { domain: hostname }, signal });
  writeCachedTheme(theme);
  return theme;
}

// A theme the server put in the page counts as current for this long; a cached copy is confirmed once per visit.
const SERVED_THEME_CURRENT_MS = 10 * 60 * 1000;

/**
 * The theme the page came with (current), or a cached one first and then the theme for this host name;
 * default branding when neither exists. A plain call, not a query: the first login page renders it before the
 * query client has loaded (decisions: performance.md, "The login page's files").
 */
export function ThemeProvider({ cached, servedAt = null, children }: { cached: Theme | null; servedAt?: number | null; children: ReactNode }) {
  const [answer, setAnswer] = useState<{ theme: Theme | null; fetched: boolean }>({ theme: cached, fetched: false });

  useEffect(() => {
    if (cached && servedAt !== null && Date.now() - servedAt < SERVED_THEME_CURRENT_MS) return;
    const controller = new AbortController();
    fetchTheme(window.location.hostname, controller.signal).then(
      (theme) => setAnswer({ theme, fetched: true }),
      () => {
        if (!controller.signal.aborted) setAnswer((previous) => ({ ...previous, fetched: true }));
      },
    );
    return () => controller.abort();
  }, [cached, servedAt]);

  const theme = answer.theme ?? defaultTheme;
  const settled = answer.fetched || (servedAt !== null && answer.theme !== null);
  const known = answer.theme !== null || settled;

  useEffect(() => applyTheme(theme), [theme]);

  return <ThemeContext value={{ theme, settled, known }}>{children}</ThemeContext>;
}

export function useTheme(): Theme {
  return useContext(ThemeContext).theme;
}

export function useThemeSettled(): boolean {
  return useContext(ThemeContext).settled;
}

export function useThemeKnown(): boolean {
  return useContext(ThemeContext).known;
}
