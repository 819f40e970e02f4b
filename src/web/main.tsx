import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { createQueryClient } from './lib/query-client';
import { router } from './router';
import './styles.css';

const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* SPEC §9: one toast at a time, 4 s by default. */}
      <Toaster visibleToasts={1} duration={4000} position="top-center" richColors closeButton />
    </QueryClientProvider>
  </StrictMode>,
);
