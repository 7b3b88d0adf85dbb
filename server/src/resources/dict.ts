// Dictionary admin (/sys/dict, /sys/dictItem): global (tenant '0') dictionaries are readable by all and marked 来源 平台;
// every write bumps the tenant's dictionary version so client caches refresh.
import { resources } from '@clinic/sdk/resources';
import type { Db } from '../db/client.js';
import type { RequestContext } from '../core/index.js';
import { bumpDictVersion } from './dict-store.js';
import { serverResource } from './engine/from-declaration.js';
import { markSharedSource, PLATFORM_TENANT_ID } from './engine/shared-source.js';
import type { ResourceHooks } from './engine/types.js';

const bump = (_a: unknown, ctxOrId: unknown, ctx2?: unknown, db2?: unknown) => {
  // beforeAdd(values, ctx, db) / beforeEdit(values, id, ctx, db) / beforeDelete(ids, ctx, db)
  const [ctx, db] = (typeof ctxOrId === 'string' ? [ctx2, db2] : [ctxOrId, ctx2]) as [RequestContext, Db];
  return bumpDictVersion(db, ctx.tenantId);
};
const versioned: ResourceHooks = { beforeAdd: bump, beforeEdit: bump, beforeDelete: bump };

export const dictResource = serverResource(resources.dict, {
  sharedTenant: PLATFORM_TENANT_ID,
  hooks: { ...versioned, afterRead: markSharedSource('sys_dict') },
});

export const dictItemResource = serverResource(resources.dictItem, {
  sharedTenant: PLATFORM_TENANT_ID,
  hooks: versioned,
});
