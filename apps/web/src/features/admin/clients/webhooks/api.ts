import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type WebhookCreate, type WebhookUpdate } from '@portal/contracts';
import { apiCall } from '../../../../api/client.ts';
import { queryKeys } from '../../../../api/queryKeys.ts';

/** The Webhooks tab's calls (issue 39), in one file as the API access tab beside it. */
export const fetchWebhooks = (clientId: number, signal?: AbortSignal) => apiCall(endpoints.clientWebhooks, { params: { id: clientId }, signal });
export const webhooksQuery = (clientId: number) =>
  queryOptions({ queryKey: queryKeys.admin.clientWebhooks(clientId), queryFn: ({ signal }) => fetchWebhooks(clientId, signal) });
export const useWebhooks = (clientId: number) => useQuery(webhooksQuery(clientId));

export const fetchWebhookDeliveries = (clientId: number, endpointId: number, signal?: AbortSignal) =>
  apiCall(endpoints.clientWebhookDeliveries, { params: { id: clientId, endpointId }, signal });
/** An endpoint's log, read again every few seconds while open: deliveries change as the job runner sends them. */
export const useWebhookDeliveries = (clientId: number, endpointId: number) =>
  useQuery({
    queryKey: queryKeys.admin.clientWebhookDeliveries(clientId, endpointId),
    queryFn: ({ signal }) => fetchWebhookDeliveries(clientId, endpointId, signal),
    refetchInterval: 5000,
  });

export const createWebhook = (clientId: number, body: WebhookCreate) => apiCall(endpoints.createClientWebhook, { params: { id: clientId }, body });
export const updateWebhook = (clientId: number, endpointId: number, body: WebhookUpdate) =>
  apiCall(endpoints.updateClientWebhook, { params: { id: clientId, endpointId }, body });
export const deleteWebhook = (clientId: number, endpointId: number) => apiCall(endpoints.deleteClientWebhook, { params: { id: clientId, endpointId } });
export const rotateWebhookSecret = (clientId: number, endpointId: number) =>
  apiCall(endpoints.rotateClientWebhookSecret, { params: { id: clientId, endpointId } });
export const resendWebhookDelivery = (clientId: number, endpointId: number, deliveryId: number) =>
  apiCall(endpoints.resendClientWebhookDelivery, { params: { id: clientId, endpointId, deliveryId } });

function useReload(clientId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.clientWebhooks(clientId) });
}

export const useCreateWebhook = (clientId: number) => {
  const reload = useReload(clientId);
  return useMutation({ mutationFn: (body: WebhookCreate) => createWebhook(clientId, body), onSuccess: reload });
};
export const useUpdateWebhook = (clientId: number) => {
  const reload = useReload(clientId);
  return useMutation({
    mutationFn: ({ endpointId, body }: { endpointId: number; body: WebhookUpdate }) => updateWebhook(clientId, endpointId, body),
    onSettled: reload,
  });
};
export const useDeleteWebhook = (clientId: number) => {
  const reload = useReload(clientId);
  return useMutation({ mutationFn: (endpointId: number) => deleteWebhook(clientId, endpointId), onSettled: reload });
};
export const useRotateWebhookSecret = (clientId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: number) => rotateWebhookSecret(clientId, endpointId),
    // The list says until when the previous secret still signs.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.clientWebhooks(clientId) }),
  });
};
export const useResendWebhookDelivery = (clientId: number, endpointId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => resendWebhookDelivery(clientId, endpointId, deliveryId),
    // The endpoint list and every delivery log of the client (a resend changes the log it is in).
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.clientWebhooks(clientId) }),
  });
};
