import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Theme } from '@portal/contracts';
import { ThemeProvider } from '../theme/index.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { createQueryClient } from './queryClient.ts';
import { createRouter } from './router.ts';

export function App({ cachedTheme }: { cachedTheme: Theme | null }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider cached={cachedTheme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
