// "Clear dictionary cache": the server bumps its dictionary version (refleshCache) and the local cache adopts it,
// so every dictionary is reloaded on next use without logging in again.
import type { ClinicClient } from '@clinic/sdk';
import type { DictCache } from './dict-cache.js';

export async function refreshDictCache(
  client: Pick<ClinicClient, 'call'>,
  cache: DictCache,
): Promise<string> {
  const version = String(await client.call('refleshCache'));
  cache.setVersion(version);
  return version;
}
