import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider, type BootedTheme } from '../theme/index.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { createQueryClient } from './queryClient.ts';
import { createRouter } from './router.ts';

export function App({ bootedTheme }: { bootedTheme: BootedTheme }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider cached={bootedTheme.theme} servedAt={bootedTheme.servedAt}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
