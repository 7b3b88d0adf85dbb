// The console's single SDK client: browser token and tenant stores, the compatible MD5 signer.
import {
  browserTenantStore,
  browserTokenStore,
  createClient,
  DEFAULT_SIGN_SECRET,
  errorNotices,
  jeecgMd5,
  type ClinicClient,
} from '@clinic/sdk';
import { toast } from '../ui/toast';
import { API_BASE_URL, APP_CODE, STATIC_DOMAIN } from './app-config';

export function createClinicClient(): ClinicClient {
  return createClient({
    baseUrl: API_BASE_URL,
    appCode: APP_CODE,
    tokenStore: browserTokenStore(),
    tenantStore: browserTenantStore(),
    // Stored file paths become URLs under this domain (shell-spec 7.1); http(s) values are used as they are.
    staticDomain: STATIC_DOMAIN,
    // A production build carries the server's SIGN_SECRET (scripts/start.mjs passes it as VITE_SIGN_SECRET): JeecgBoot's
    // browser signature is integrity, not authorisation, yet the published default would let any tool sign.
    signer: jeecgMd5(import.meta.env.VITE_SIGN_SECRET || DEFAULT_SIGN_SECRET),
    // Every HTTP error answer becomes the shell-spec 8 notification; the texts are the SDK's one table.
    middleware: [
      errorNotices((notice) => void toast.notify(notice.title, notice.text, 'error', notice.durationMs)),
    ],
  });
}
