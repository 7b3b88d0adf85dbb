// Dictionary admin (/sys/dict, /sys/dictItem): global (tenant '0') dictionaries are readable by all; every write bumps
// the tenant's dictionary version so client caches refresh.
import type { Db } from '../db/client.js';
import type { RequestContext } from '../core/index.js';
import { bumpDictVersion } from './dict-store.js';
import { defineResource, type ResourceHooks } from './engine/types.js';

const bump = (_a: unknown, ctxOrId: unknown, ctx2?: unknown, db2?: unknown) => {
  // beforeAdd(values, ctx, db) / beforeEdit(values, id, ctx, db) / beforeDelete(ids, ctx, db)
  const [ctx, db] = (typeof ctxOrId === 'string' ? [ctx2, db2] : [ctxOrId, ctx2]) as [RequestContext, Db];
  return bumpDictVersion(db, ctx.tenantId);
};
const versioned: ResourceHooks = { beforeAdd: bump, beforeEdit: bump, beforeDelete: bump };

export const dictResource = defineResource({
  name: 'dict',
  title: '数据字典',
  table: 'sys_dict',
  sharedTenant: '0',
  hooks: versioned,
  fields: [
    {
      name: 'dictName',
      title: '字典名称',
      type: 'string',
      required: true,
      maxLength: 100,
      queryable: true,
      sortable: true,
    },
    {
      name: 'dictCode',
      title: '字典编码',
      type: 'string',
      required: true,
      unique: true,
      maxLength: 64,
      queryable: true,
      sortable: true,
    },
    { name: 'description', title: '描述', type: 'string', maxLength: 255 },
    { name: 'type', title: '字典类型', type: 'int' },
  ],
});

export const dictItemResource = defineResource({
  name: 'dictItem',
  title: '字典项',
  table: 'sys_dict_item',
  sharedTenant: '0',
  hooks: versioned,
  defaultSort: { field: 'sortOrder', order: 'asc' },
  fields: [
    {
      name: 'dictId',
      title: '字典',
      type: 'string',
      required: true,
      queryable: true,
      dictTable: { table: 'sys_dict', text: 'dict_name', code: 'id' },
    },
    {
      name: 'itemText',
      title: '名称',
      type: 'string',
      required: true,
      maxLength: 100,
      queryable: true,
      sortable: true,
    },
    {
      name: 'itemValue',
      title: '数据值',
      type: 'string',
      required: true,
      maxLength: 64,
      queryable: true,
      sortable: true,
    },
    { name: 'description', title: '描述', type: 'string', maxLength: 255 },
    { name: 'sortOrder', title: '排序', type: 'int', sortable: true },
    { name: 'status', title: '状态', type: 'dict', dictCode: 'dict_item_status', queryable: true },
    { name: 'itemColor', title: '颜色', type: 'string', maxLength: 32 },
  ],
});
