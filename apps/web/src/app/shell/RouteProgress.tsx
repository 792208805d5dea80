import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import type NProgressType from 'nprogress';
import { PROGRESS_BAR } from '@portal/contracts';

// nprogress 0.2 reads trickleRate although its type definitions omit it.
const settings: Partial<NProgressType.NProgressOptions> & { trickleRate: number } = {
  minimum: PROGRESS_BAR.minimum,
  speed: PROGRESS_BAR.speed,
  trickleRate: PROGRESS_BAR.trickleRate,
  showSpinner: false,
  // The stock template carries role="bar", which is not an ARIA role; the bar is decorative.
  template: '<div class="bar"><div class="peg"></div></div>',
  barSelector: '.bar',
};

// The bar is decoration: it loads after the first page, keeping the login route's first load small.
let loading: Promise<typeof NProgressType> | null = null;
const progressBar = () =>
  (loading ??= import('nprogress').then(({ default: NProgress }) => {
    NProgress.configure(settings);
    return NProgress;
  }));

/** The top progress bar: on while a route loads or any server call is in flight. */
export function RouteProgress() {
  const navigating = useNavigation().state !== 'idle';
  const busy = useIsFetching() + useIsMutating() > 0;
  const active = navigating || busy;

  useEffect(() => {
    void progressBar().then((NProgress) => (active ? NProgress.start() : NProgress.done()));
  }, [active]);

  useEffect(() => () => void progressBar().then((NProgress) => NProgress.done()), []);
  return null;
}
