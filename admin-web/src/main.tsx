import { Toaster } from '@bli/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app.css';
import { SESSION_KEY } from './auth/auth.queries';
import { setCsrfToken, setUnauthorisedHandler } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { createAdminRouter } from './router';

const queryClient = createQueryClient();
// A 401 from any admin call means the session is gone: forget it, and the guard of the
// protected routes sends the operator to the login screen, remembering the page.
setUnauthorisedHandler(() => {
  setCsrfToken(null);
  queryClient.setQueryData(SESSION_KEY, null);
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createAdminRouter()} />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
