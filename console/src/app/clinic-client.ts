// The console's single SDK client: browser token and tenant stores, the compatible MD5 signer.
import {
  browserTenantStore,
  browserTokenStore,
  createClient,
  DEFAULT_SIGN_SECRET,
  jeecgMd5,
  type ClinicClient,
} from '@clinic/sdk';
import { toast } from '../ui/toast';
import { API_BASE_URL, APP_CODE } from './app-config';
import { notifyingFetch } from './notifying-fetch';

export function createClinicClient(): ClinicClient {
  return createClient({
    baseUrl: API_BASE_URL,
    appCode: APP_CODE,
    tokenStore: browserTokenStore(),
    tenantStore: browserTenantStore(),
    signer: jeecgMd5(DEFAULT_SIGN_SECRET),
    fetch: notifyingFetch(
      (notice) => void toast.notify(notice.title, notice.text, 'error', notice.durationMs),
    ),
  });
}
