// The position resource (/sys/position): position picker (search by name) and admin.
import { defineResource } from './engine/types.js';

export const positionResource = defineResource({
  name: 'position',
  title: '职务信息',
  table: 'sys_position',
  defaultSort: { field: 'sortNo', order: 'asc' },
  fields: [
    {
      name: 'code',
      title: '职务编码',
      type: 'string',
      required: true,
      unique: true,
      maxLength: 64,
      format: 'code',
      queryable: true,
      sortable: true,
    },
    {
      name: 'name',
      title: '职务名称',
      type: 'string',
      required: true,
      maxLength: 100,
      queryable: true,
      sortable: true,
    },
    {
      name: 'postRank',
      title: '职级',
      type: 'dict',
      dictCode: 'position_rank',
      queryable: true,
      sortable: true,
    },
    { name: 'sortNo', title: '排序', type: 'int', sortable: true },
  ],
  hooks: {
    // The position picker's columns (widgets-spec §3) name the rank label rank_dictText.
    afterRead(records) {
      for (const record of records) record.rank_dictText = record.postRank_dictText ?? null;
    },
  },
});
