// 字典管理 (/system/dict, menu component system/DictList) on the generic list page.
import { DictItemsAction } from '../../dict/dict-items-dialog';
import { listPageOf } from '../list-page';
import { nameCodeForm } from './name-code-form';

export default listPageOf({
  base: '/sys/dict',
  columns: [
    { key: 'dictName', title: '字典名称', sortable: true },
    { key: 'dictCode', title: '字典编码', sortable: true },
    { key: 'description', title: '描述' },
    { key: 'createTime', title: '创建时间', sortable: true },
  ],
  queryFields: [
    { kind: 'text', key: 'dictName', label: '字典名称' },
    { kind: 'text', key: 'dictCode', label: '字典编码' },
  ],
  superQueryFields: [
    { value: 'dictName', text: '字典名称', type: 'string' },
    { value: 'dictCode', text: '字典编码', type: 'string' },
    { value: 'createTime', text: '创建时间', type: 'datetime' },
  ],
  exportName: '数据字典',
  rowActions: (row) => <DictItemsAction dictId={String(row.id)} dictName={String(row.dictName ?? '')} />,
  form: nameCodeForm('字典', { key: 'dictName', label: '字典名称' }, { key: 'dictCode', label: '字典编码' }),
});
