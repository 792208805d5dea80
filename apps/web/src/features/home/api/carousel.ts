import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@portal/contracts';
import { apiCall } from '../../../api/client.ts';

export const fetchCarousel = (signal?: AbortSignal) => apiCall(endpoints.carousel, { signal });

/** Spec §7 `carousel`: the client's own welcome slides, else the portal's. */
export const carouselQuery = () => queryOptions({ queryKey: ['carousel'] as const, queryFn: ({ signal }) => fetchCarousel(signal), staleTime: 5 * 60_000 });

export const useCarousel = () => useQuery(carouselQuery());
