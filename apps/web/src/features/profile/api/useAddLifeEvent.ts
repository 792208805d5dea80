import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { endpoints, type lifeEventRequest } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

export type LifeEventRequest = z.output<typeof lifeEventRequest>;

export const addLifeEvent = (body: LifeEventRequest) => apiCall(endpoints.addLifeEvent, { body });

/** Adding an event opens a selection window: the event list changes, and so may what the benefits screens allow. */
export function useAddLifeEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLifeEvent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.lifeEvents }),
        // Change windows, home banners and calls to action of the benefits screens.
        queryClient.invalidateQueries({ queryKey: queryKeys.benefits.all }),
      ]),
  });
}
