// 积分排行 (/operation/pointRanking): each patient's total and this month's points with their rank in the clinic,
// read from the view op_point_ranking over 积分明细 (the operations migration); queried and exported, never written.
import { defineResource } from '../define.js';

export default defineResource({
  name: 'pointRanking',
  title: '积分排行',
  tag: 'pointRanking',
  base: '/operation/pointRanking',
  table: 'op_point_ranking',
  permission: 'operation:pointRanking',
  description: "Patients ranked by their total points (rank within the tenant), with this month's points.",
  defaultSort: { field: 'rankNo', order: 'asc' },
  operations: ['list', 'queryById', 'exportXls'],
  fields: [
    {
      name: 'rankNo',
      title: '排名',
      type: 'int',
      readonly: true,
      sortable: true,
      filter: 'range',
    },
    {
      name: 'patientId',
      title: '患者',
      type: 'string',
      ref: { resource: 'patient', text: 'name' },
      readonly: true,
      filter: 'eq',
      show: { query: true },
    },
    {
      name: 'totalPoints',
      title: '总积分',
      type: 'int',
      readonly: true,
      sortable: true,
      filter: 'range',
    },
    { name: 'monthPoints', title: '本月积分', type: 'int', readonly: true, sortable: true, filter: 'range' },
    { name: 'entryCount', title: '积分次数', type: 'int', readonly: true, sortable: true },
  ],
  menu: {
    parent: 'operation',
    order: 3,
    path: '/operation/pointRanking/list',
    title: '积分排行',
    icon: 'trophy',
    component: 'operation/PointRankingList',
    grant: { doctor: ['list', 'queryById', 'exportXls'] },
  },
});
