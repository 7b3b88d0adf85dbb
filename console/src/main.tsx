// Console entry: one SDK client, one session, one router, mounted once.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createClinicClient } from './app/clinic-client';
import { createConsoleSession } from './app/create-console-session';
import { createAppRouter } from './app/create-app-router';
import { ClinicProvider, type ClinicServices } from './app/clinic-context';
import { APP_CODE, WEB_ALIAS } from './app/app-config';
import './styles.css';

const client = createClinicClient();
const session = createConsoleSession(client);
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
session.onLogout(() => queryClient.clear());
session.restore();

const services: ClinicServices = { client, session, appCode: APP_CODE, webAlias: WEB_ALIAS };
const router = createAppRouter({ session, appCode: APP_CODE, webAlias: WEB_ALIAS });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ClinicProvider services={services}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ClinicProvider>
  </StrictMode>,
);
