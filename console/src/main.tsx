// Console entry: one SDK client, one session, one router, the shell models, mounted once.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { browserStore } from '@clinic/sdk';
import {
  HOME_PATH,
  createTanStackRouterAdapter,
  createTenantModel,
  storedProjectFor,
  watchPageLeaving,
  type TenantModel,
  type TenantSummary,
} from '@clinic/hooks';
import { createClinicClient } from './app/clinic-client';
import { createConsoleSession } from './app/create-console-session';
import { createAppRouter } from './create-app-router';
import { ClinicProvider, type ClinicServices } from './app/clinic-context';
import { APP_CODE, MOBILE_DYNAMIC_FORM, WEB_ALIAS } from './app/app-config';
import { cacheActionsFor } from './app/dict-cache';
import { ShellProvider } from './app/shell-context';
import { createShellServices } from './app/shell-services';
import { deferredRouterAdapter } from './app/deferred-router-adapter';
import './styles.css';

const client = createClinicClient();
// The tenant switch keeps the login answer's tenants and pins TENANT_ID (the `tenant-id` header) to the chosen one.
let tenants: TenantModel | null = null;
const session = createConsoleSession(client, (outcome) => tenants?.adoptLogin(outcome));
tenants = createTenantModel({
  tenantStore: client.tenantStore,
  tenantsStore: browserStore<TenantSummary[]>('LOGIN_TENANTS'),
  currentUser: () => session.getSnapshot().userInfo,
  refreshUser: () => session.refresh(),
  leave: (path) => window.location.assign(path),
  homePath: HOME_PATH,
});
session.onLogout(() => cacheActionsFor(client).forget());
session.onLogout(() => tenants?.clear());
session.restore();
tenants.reload();

// The shell models need the router and the router's guard needs the shell: the adapter is bound once both exist.
const routerAdapter = deferredRouterAdapter();
const shell = createShellServices({
  client,
  session,
  appCode: APP_CODE,
  router: routerAdapter,
  width: window.innerWidth,
});
const services: ClinicServices = { client, session, appCode: APP_CODE, webAlias: WEB_ALIAS, tenants };
const router = createAppRouter({
  session,
  appCode: APP_CODE,
  webAlias: WEB_ALIAS,
  mobileDynamicForm: MOBILE_DYNAMIC_FORM,
  permissions: shell.permissions,
  projectMenu: () =>
    storedProjectFor(shell.projectStore, session.getSnapshot().userInfo?.id ?? null)?.permission?.menu ??
    null,
  isLeaving: watchPageLeaving(window).isLeaving,
});
routerAdapter.bind(createTanStackRouterAdapter(router));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ClinicProvider services={services}>
      <ShellProvider services={shell}>
        <RouterProvider router={router} />
      </ShellProvider>
    </ClinicProvider>
  </StrictMode>,
);
