import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client.ts';

/** Retries once, and only what a retry can fix: network failures and server errors, never 4xx. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let pageClient: QueryClient | undefined;

/** The page's one query client: the app's, and lent to the first login page when it logs someone in. */
export const appQueryClient = (): QueryClient => (pageClient ??= createQueryClient());
