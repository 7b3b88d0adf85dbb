// 字典管理 (/system/dict, menu component system/DictList): the dict declaration on the generic list page. The
// platform's dictionaries (来源 平台) are read by every tenant but written only by the platform: no 编辑 / 删除, and
// 字典配置 shows their items without 保存.
import { resources } from '@clinic/sdk/resources';
import { DictItemsAction } from './dict-items-dialog';
import { listPageOf } from '../list-page';

export default listPageOf({
  resource: resources.dict,
  rowWritable: (row) => row.source !== 'platform',
  rowActions: (row) => (
    <DictItemsAction
      dictId={String(row.id)}
      dictName={String(row.dictName ?? '')}
      readOnly={row.source === 'platform'}
    />
  ),
});
