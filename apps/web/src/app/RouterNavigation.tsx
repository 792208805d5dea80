import { useMemo } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { NavigationContext, type AppNavigation } from '../navigation/AppNavigation.tsx';

/** The root route: the router's navigation for what the first login page also shows (navigation/AppNavigation.tsx). */
export function RouterNavigation() {
  const navigate = useNavigate();
  const { pathname, state } = useLocation() as { pathname: string; state: unknown };
  const queryClient = useQueryClient();
  const navigation = useMemo<AppNavigation>(
    () => ({
      location: { pathname, state },
      navigate: (to, options) => void navigate(to, options),
      Link,
      queryClient: () => Promise.resolve(queryClient),
    }),
    [navigate, pathname, state, queryClient],
  );
  return (
    <NavigationContext value={navigation}>
      <Outlet />
    </NavigationContext>
  );
}
