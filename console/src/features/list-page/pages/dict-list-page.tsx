// 字典管理 (/system/dict, menu component system/DictList): the dict declaration on the generic list page.
import { resources } from '@clinic/sdk/resources';
import { DictItemsAction } from './dict-items-dialog';
import { listPageOf } from '../list-page';

export default listPageOf({
  resource: resources.dict,
  rowActions: (row) => <DictItemsAction dictId={String(row.id)} dictName={String(row.dictName ?? '')} />,
});
