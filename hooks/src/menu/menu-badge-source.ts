// Adapter: a BadgeFetcher over the @clinic/sdk client (corner-mark URLs are paths below the API base).
import type { ClinicClient } from '@clinic/sdk';
import type { BadgeFetcher } from './menu-badges.js';

export function menuBadgeFetcherFromClient(client: Pick<ClinicClient, 'request'>): BadgeFetcher {
  return async (url) => Number(await client.request<unknown>('GET', url));
}
