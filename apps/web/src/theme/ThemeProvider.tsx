import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { endpoints, type Theme } from '@portal/contracts';
import { apiCall } from '../api/client.ts';
import { queryKeys } from '../api/queryKeys.ts';
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

/**
 * The theme the page came with (current), or a cached one first and then the theme for this host name;
 * default branding when neither exists.
 */
export function ThemeProvider({ cached, servedAt = null, children }: { cached: Theme | null; servedAt?: number | null; children: ReactNode }) {
  const hostname = window.location.hostname;
  const query = useQuery({
    queryKey: queryKeys.theme(hostname),
    queryFn: ({ signal }) => fetchTheme(hostname, signal),
    initialData: cached ?? undefined,
    // A cached copy counts as stale so the server is always asked once per visit; a served one is current.
    initialDataUpdatedAt: servedAt ?? 0,
    staleTime: 10 * 60 * 1000,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const theme = query.data ?? defaultTheme;
  const settled = query.isFetched || (servedAt !== null && query.data !== undefined);
  const known = query.data !== undefined || settled;

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
