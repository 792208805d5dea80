import { useMutation } from '@tanstack/react-query';
import { endpoints, type EnquiryForm } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';

export const sendEnquiry = (body: EnquiryForm) => apiCall(endpoints.sendEnquiry, { body });

export const useSendEnquiry = () => useMutation({ mutationFn: sendEnquiry });
