import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import NProgress from 'nprogress';
import { PROGRESS_BAR } from '@portal/contracts';

// nprogress 0.2 reads trickleRate although its type definitions omit it.
const settings: Partial<NProgress.NProgressOptions> & { trickleRate: number } = {
  minimum: PROGRESS_BAR.minimum,
  speed: PROGRESS_BAR.speed,
  trickleRate: PROGRESS_BAR.trickleRate,
  showSpinner: false,
  // The stock template carries role="bar", which is not an ARIA role; the bar is decorative.
  template: '<div class="bar"><div class="peg"></div></div>',
  barSelector: '.bar',
};
NProgress.configure(settings);

/** The top progress bar: on while a route loads or any server call is in flight. */
export function RouteProgress() {
  const navigating = useNavigation().state !== 'idle';
  const busy = useIsFetching() + useIsMutating() > 0;
  const active = navigating || busy;

  useEffect(() => {
    if (active) NProgress.start();
    else NProgress.done();
  }, [active]);

  useEffect(() => () => void NProgress.done(), []);
  return null;
}
