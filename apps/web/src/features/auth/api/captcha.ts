import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { loadAltcha } from '../captcha/loadAltcha.ts';

export const fetchCaptchaChallenge = (signal?: AbortSignal) => apiCall(endpoints.captcha, { signal });

/**
 * A robot-check challenge for one widget and round, loaded with the widget's code. Each challenge is solved
 * once: a new widget or round asks for a new one, and none is kept.
 */
export function useCaptchaChallenge(round: number) {
  const widget = useId();
  return useQuery({
    queryKey: queryKeys.captcha(widget, round),
    queryFn: async ({ signal }) => (await Promise.all([fetchCaptchaChallenge(signal), loadAltcha()]))[0],
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
