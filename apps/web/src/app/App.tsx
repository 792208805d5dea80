import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { appQueryClient } from './queryClient.ts';
import { createRouter } from './router.ts';

/** The router and the query client: every page, loaded after the first login page when the visit starts there. */
export function App() {
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={appQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
