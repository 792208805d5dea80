import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type LoginSetup } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { applyLoginSetup } from '../../../stores/sessionActions.ts';

export const acceptTerms = () => apiCall(endpoints.acceptTerms, { body: { termsAccepted: true } });

/** Accepts the current site terms; the login setup then says so, and the benefits reload. */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: () => {
      const setup = queryClient.getQueryData<LoginSetup>(queryKeys.loginSetup);
      if (setup) {
        const next = { ...setup, user: { ...setup.user, siteTermsUpdated: false } };
        applyLoginSetup(next);
        queryClient.setQueryData(queryKeys.loginSetup, next);
      }
      // Spec §4: benefits and selections are flagged for reload once the terms are accepted. The selections are read
      // with the benefits (each benefit with the caller's selection, the cards and totals made from them): one area.
      void queryClient.invalidateQueries({ queryKey: queryKeys.benefits.all });
    },
  });
}
