// 菜单管理 (/system/permission, menu component resource/permission): the menu declaration on the generic list page;
// the platform's entries (来源 平台) are read here and offer no 编辑 / 删除, a tenant's own entries do.
import { resources } from '@clinic/sdk/resources';
import { listPageOf } from '../list-page';

export default listPageOf({
  resource: resources.permission,
  columnOrder: [
    'name',
    'menuType',
    'parentId',
    'icon',
    'url',
    'component',
    'perms',
    'sortNo',
    'hidden',
    'source',
  ],
  // 菜单图标 and 创建时间 are read in the form; the list keeps room for the path and the component.
  columns: { createTime: { hidden: true }, icon: { hidden: true } },
  rowWritable: (row) => row.source !== 'platform',
});
