import { createContext, useContext, useEffect, type AnchorHTMLAttributes, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  state?: unknown;
  replace?: boolean;
}

/**
 * What the pages shown before the app has loaded (the login page, its header, footer and cookie banner) need of
 * navigation. In the app it is the router's (`app/RouterNavigation.tsx`); on a first visit to the login page it is
 * the first page's own (`app/FirstLoginPage.tsx`), which loads the app on the first move away, so that page's first
 * load carries neither the router nor the query client (decisions: performance.md, "The login page's files").
 */
export interface AppNavigation {
  location: { pathname: string; state: unknown };
  navigate: (to: string, options?: NavigateOptions) => void;
  Link: ComponentType<AppLinkProps>;
  /** The query client: at hand in the app; on the first login page loaded when first needed. */
  queryClient: () => Promise<QueryClient>;
}

export const NavigationContext = createContext<AppNavigation | null>(null);

export function useAppNavigation(): AppNavigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useAppNavigation outside a navigation provider');
  return navigation;
}

export const useAppNavigate = () => useAppNavigation().navigate;
export const useAppLocation = () => useAppNavigation().location;

export function AppLink(props: AppLinkProps) {
  const { Link } = useAppNavigation();
  return <Link {...props} />;
}

/** Goes to `to` once rendered (as the router's `Navigate`). */
export function AppNavigate({ to, replace, state }: { to: string } & NavigateOptions) {
  const { navigate } = useAppNavigation();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}
